import { describe, expect, it } from "vitest";
import { buildStepsCopy } from "./process";

describe("the build steps' copy", () => {
  it("counts the steps the collection has, not a number typed once", () => {
    expect(buildStepsCopy.intro(6)).toContain("igenom sex moment");
    expect(buildStepsCopy.intro(7)).toContain("igenom sju moment");
  });
});
