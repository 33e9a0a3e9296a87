// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { chromiumPath } from "./chromium";

describe("chromiumPath", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("stops with a message naming the path when the browser is missing", () => {
    vi.stubEnv("CHROMIUM_PATH", "/nonexistent/chromium");
    expect(() => chromiumPath()).toThrow(/Chromium saknas på \/nonexistent\/chromium/);
  });

  it("gives the path of a browser that is there", () => {
    vi.stubEnv("CHROMIUM_PATH", process.execPath);
    expect(chromiumPath()).toBe(process.execPath);
  });
});
