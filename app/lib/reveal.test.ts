import { describe, expect, it } from "vitest";
import { reachableShare, revealDelay } from "./reveal";

describe("revealDelay", () => {
  it("staggers the cards 0.2 s apart", () => {
    expect([0, 1, 2, 3].map(revealDelay)).toEqual(["0ms", "200ms", "400ms", "600ms"]);
  });
});

describe("reachableShare", () => {
  it("keeps the preferred share for a target that can show it", () => {
    expect(reachableShare(0.2, 800, 800)).toBe(0.2);
    expect(reachableShare(0.3, 1200, 800)).toBe(0.3);
  });

  it("asks a target taller than the screen allows for half a screen of it instead", () => {
    // 0.2 of 8000 px is 1600 px, more than an 800 px screen shows: 400 px of it will do.
    expect(reachableShare(0.2, 8000, 800)).toBe(0.05);
    expect(reachableShare(0.3, 4000, 1000)).toBe(0.125);
  });

  it("falls back to the preferred share for a target not laid out yet", () => {
    expect(reachableShare(0.2, 0, 800)).toBe(0.2);
    expect(reachableShare(0.2, 500, 0)).toBe(0.2);
  });
});
