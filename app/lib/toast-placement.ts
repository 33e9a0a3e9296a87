export type ToastEdge = "top" | "bottom";

type Box = Pick<DOMRectReadOnly, "top" | "right" | "bottom" | "left">;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The screen edge toasts should sit at so they do not cover the focused element (WCAG 2.4.11):
 * where they are, unless one of them overlaps it; then the opposite edge.
 */
export function toastEdgeClearOf(current: ToastEdge, toasts: readonly Box[], focused: Box | null): ToastEdge {
  if (!focused || !toasts.some((toast) => overlaps(toast, focused))) return current;
  return current === "bottom" ? "top" : "bottom";
}
