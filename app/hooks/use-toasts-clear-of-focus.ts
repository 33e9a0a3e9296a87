import { useEffect, useState, type RefObject } from "react";
import { toastEdgeClearOf, type ToastEdge } from "~/lib/toast-placement";

const TOAST = "[data-sonner-toast]";

/**
 * Keeps toasts from hiding keyboard focus (WCAG 2.4.11): whenever focus moves or a toast appears,
 * toasts that cover the focused element move to the opposite screen edge. It also takes each toast
 * out of the tab order: sonner makes the toast itself a tab stop, an extra stop that does nothing
 * (its close button stays reachable, and sonner's Alt+T still jumps to the toasts).
 */
export function useToastsClearOfFocus(container: RefObject<HTMLElement | null>, active: boolean): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>("bottom");

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    // Checked at once (not on the next frame): a Tab has already scrolled the new focus into view.
    const check = () => {
      const toasts = [...root.querySelectorAll(TOAST)].map((toast) => toast.getBoundingClientRect());
      const focused = document.activeElement;
      const focusBox =
        focused && focused !== document.body && !root.contains(focused)
          ? focused.getBoundingClientRect()
          : null;
      setEdge((current) => toastEdgeClearOf(current, toasts, focusBox));
    };
    const observer = new MutationObserver(() => {
      root.querySelectorAll<HTMLElement>(TOAST).forEach((toast) => {
        if (toast.tabIndex !== -1) toast.tabIndex = -1;
      });
      check();
    });
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener("focusin", check);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", check);
    };
  }, [container, active]);

  return edge;
}
