// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { workerUserDirective } from "./nginx-config";

const folder = () => mkdtempSync(path.join(tmpdir(), "nginx-config-test-"));

describe("workerUserDirective", () => {
  it("runs the workers as the owner of the folder served when nginx starts as root", () => {
    // The temporary folder belongs to whoever runs the test.
    expect(workerUserDirective(folder(), 0)).toMatch(new RegExp(`^user ${userInfo().username} \\S+;$`));
  });

  it("writes nothing for anyone else, whose nginx keeps its own user", () => {
    expect(workerUserDirective(folder(), 1000)).toBe("");
  });
});
