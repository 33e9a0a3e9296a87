import { describe, expect, it } from "vitest";
import { MAX_PUSH, REPULSION_RADIUS, repulsionOffset } from "./badge-physics";

describe("repulsionOffset", () => {
  it("leaves a badge outside the radius where it is", () => {
    expect(repulsionOffset({ x: 0, y: 0 }, { x: REPULSION_RADIUS, y: 0 })).toEqual({ x: 0, y: 0 });
    expect(repulsionOffset({ x: 0, y: 0 }, { x: 500, y: 500 })).toEqual({ x: 0, y: 0 });
  });

  it("pushes a badge directly away from the pointer", () => {
    const right = repulsionOffset({ x: 100, y: 0 }, { x: 40, y: 0 });
    expect(right.x).toBeGreaterThan(0);
    expect(right.y).toBeCloseTo(0);
    const up = repulsionOffset({ x: 0, y: 0 }, { x: 0, y: 50 });
    expect(up.y).toBeLessThan(0);
    expect(up.x).toBeCloseTo(0);
    const diagonal = repulsionOffset({ x: 0, y: 0 }, { x: 30, y: 30 });
    expect(diagonal.x).toBeCloseTo(diagonal.y);
    expect(diagonal.x).toBeLessThan(0);
  });

  it("pushes harder the closer the pointer is, never beyond the maximum", () => {
    const far = Math.hypot(...Object.values(repulsionOffset({ x: 0, y: 0 }, { x: 150, y: 0 })));
    const near = Math.hypot(...Object.values(repulsionOffset({ x: 0, y: 0 }, { x: 20, y: 0 })));
    expect(near).toBeGreaterThan(far);
    expect(near).toBeLessThanOrEqual(MAX_PUSH);
  });

  it("lifts a badge the pointer sits exactly on, with the full force", () => {
    expect(repulsionOffset({ x: 10, y: 10 }, { x: 10, y: 10 })).toEqual({ x: 0, y: -MAX_PUSH });
  });

  it("honours a custom radius and strength", () => {
    expect(repulsionOffset({ x: 0, y: 0 }, { x: 60, y: 0 }, 50, 10)).toEqual({ x: 0, y: 0 });
    expect(repulsionOffset({ x: 0, y: 0 }, { x: 25, y: 0 }, 50, 10)).toEqual({ x: -2.5, y: 0 });
  });
});
