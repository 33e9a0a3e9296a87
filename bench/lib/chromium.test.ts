// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { chromiumPath, testChromiumPath } from "./chromium";

describe.each([
  { name: "chromiumPath", find: chromiumPath, variable: "CHROMIUM_PATH", debianPackage: "chromium" },
  {
    name: "testChromiumPath",
    find: testChromiumPath,
    variable: "CHROMIUM_TEST_PATH",
    debianPackage: "chromium-headless-shell",
  },
])("$name", ({ find, variable, debianPackage }) => {
  afterEach(() => vi.unstubAllEnvs());

  it("stops with a message naming the path and the package when the browser is missing", () => {
    vi.stubEnv(variable, "/nonexistent/chromium");
    expect(() => find()).toThrow(/Chromium saknas på \/nonexistent\/chromium/);
    expect(() => find()).toThrow(
      `installera Debian-paketet ${debianPackage} eller ange sökvägen i ${variable}`,
    );
  });

  it("gives the path of a browser that is there", () => {
    vi.stubEnv(variable, process.execPath);
    expect(find()).toBe(process.execPath);
  });
});
