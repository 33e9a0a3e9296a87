import { describe, expect, it } from "vitest";
import { numberedSteps } from "./numbered-steps";

describe("numberedSteps", () => {
  it("orders the steps by their numbers", () => {
    expect(numberedSteps([{ step: 2 }, { step: 1 }, { step: 3 }], "x.yaml").map((s) => s.step)).toEqual([
      1, 2, 3,
    ]);
  });

  it("names the file when a number is missing", () => {
    expect(() => numberedSteps([{ step: 1 }, { step: 3 }], "app/content/data/build-steps.yaml")).toThrow(
      /build-steps\.yaml.*found step 3 at place 2/,
    );
  });

  it("names the file when a number repeats", () => {
    expect(() => numberedSteps([{ step: 1 }, { step: 1 }], "steps.yaml")).toThrow(/steps\.yaml/);
  });
});
