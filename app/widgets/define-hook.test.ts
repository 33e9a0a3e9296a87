import { afterEach, describe, expect, it } from "vitest";
import * as blogIndexHooks from "./blog-index/hooks";
import * as caseStudySplashHooks from "./case-study-splash/hooks";
import * as dialogRowHooks from "./dialog-row/hooks";
import { hook } from "./define-hook";

describe("hook", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("writes the attribute for the markup and selects it in the page", () => {
    const marker = hook("data-example");
    const valued = hook<"a" | "b">("data-example-state");
    expect(marker.on()).toEqual({ "data-example": "" });
    expect(valued.on("b")).toEqual({ "data-example-state": "b" });

    document.body.innerHTML = `<p data-example="" data-example-state="b"></p><p data-example-state="a"></p>`;
    expect(document.querySelectorAll(marker.selector)).toHaveLength(1);
    expect(document.querySelectorAll(valued.is("a"))).toHaveLength(1);
    expect(valued.read(document.querySelectorAll("p")[0] as Element)).toBe("b");
  });

  it("reads, writes and removes the value on an element", () => {
    const state = caseStudySplashHooks.video;
    const element = document.createElement("div");
    expect(state.read(element)).toBeNull();
    state.write(element, "playing");
    expect(element.getAttribute("data-video-status")).toBe("playing");
    state.remove(element);
    expect(element.hasAttribute("data-video-status")).toBe(false);
  });

  it("selects a value that is not a CSS identifier", () => {
    document.body.innerHTML = `<button data-dialog-step="-1"></button><button data-dialog-step="1"></button>`;
    expect(document.querySelectorAll(dialogRowHooks.step.is("-1"))).toHaveLength(1);
    expect(document.querySelectorAll(dialogRowHooks.step.is("1"))).toHaveLength(1);
  });

  it("makes a mistyped hook or value a type error (checked by `npm run typecheck`)", () => {
    // @ts-expect-error: no such hook in the blog index's contract
    expect(blogIndexHooks.optoin).toBeUndefined();
    // @ts-expect-error: not one of the film's states
    expect(caseStudySplashHooks.video.on("stopped")).toEqual({ "data-video-status": "stopped" });
    // @ts-expect-error: a marker hook carries no value
    expect(blogIndexHooks.index.on("yes")).toEqual({ "data-blog-index": "yes" });
  });
});
