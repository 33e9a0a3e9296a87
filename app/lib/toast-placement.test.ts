import { describe, expect, it } from "vitest";
import { toastEdgeClearOf } from "./toast-placement";

const box = (top: number, left: number, height: number, width: number) => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

// A 390 × 844 phone: a toast along the bottom edge, another above it.
const bottomToast = box(744, 16, 84, 358);

describe("toastEdgeClearOf", () => {
  it("stays where it is while the focused element is clear of every toast", () => {
    expect(toastEdgeClearOf("bottom", [bottomToast], box(400, 20, 24, 120))).toBe("bottom");
    expect(toastEdgeClearOf("top", [box(16, 16, 84, 358)], box(400, 20, 24, 120))).toBe("top");
  });

  it("moves to the other edge when a toast covers the focused element, even partly", () => {
    expect(toastEdgeClearOf("bottom", [bottomToast], box(760, 20, 24, 120))).toBe("top");
    expect(toastEdgeClearOf("bottom", [box(650, 16, 84, 358), bottomToast], box(700, 300, 44, 44))).toBe(
      "top",
    );
    expect(toastEdgeClearOf("top", [box(16, 16, 84, 358)], box(20, 330, 44, 44))).toBe("bottom");
  });

  it("treats touching edges as clear, and no focus or no toasts as nothing to avoid", () => {
    expect(toastEdgeClearOf("bottom", [bottomToast], box(720, 20, 24, 120))).toBe("bottom");
    expect(toastEdgeClearOf("bottom", [bottomToast], null)).toBe("bottom");
    expect(toastEdgeClearOf("bottom", [], box(760, 20, 24, 120))).toBe("bottom");
  });
});
