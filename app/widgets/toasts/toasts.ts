import { toastEdgeClearOf, type ToastEdge } from "~/lib/toast-placement";
import * as hooks from "./hooks";
import { type ToastKind } from "./hooks";

/** The spec's toast defaults: 4 s on screen, 3 at once. */
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

let watching = false;

/** Moves the toasts to the other edge of the screen while one covers the focused element. */
function keepClearOfFocus(list: HTMLElement) {
  const toasts = [...list.children].map((toast) => toast.getBoundingClientRect());
  const focused = document.activeElement;
  const focusBox =
    focused && focused !== document.body && !list.contains(focused) ? focused.getBoundingClientRect() : null;
  const current = hooks.edge.read(list) === "top" ? "top" : "bottom";
  const edge: ToastEdge = toasts.length === 0 ? "bottom" : toastEdgeClearOf(current, toasts, focusBox);
  if (edge !== current) hooks.edge.write(list, edge);
}

/**
 * Runs `done` after `ms` of time during which `element` has neither the pointer over it nor focus
 * in it (WCAG 2.2.1: a reader who stops on a toast keeps it as long as they need). Returns what
 * cancels it.
 */
function afterUnattendedTime(element: HTMLElement, ms: number, done: () => void) {
  let remaining = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const holders = new Set<"pointer" | "focus">();
  const run = () => {
    if (cancelled) return;
    startedAt = Date.now();
    timer = setTimeout(done, remaining);
  };
  const hold = (by: "pointer" | "focus") => {
    if (holders.size === 0) {
      clearTimeout(timer);
      remaining -= Date.now() - startedAt;
    }
    holders.add(by);
  };
  const release = (by: "pointer" | "focus") => {
    holders.delete(by);
    if (holders.size === 0) run();
  };
  element.addEventListener("pointerenter", () => hold("pointer"));
  element.addEventListener("pointerleave", () => release("pointer"));
  element.addEventListener("focusin", () => hold("focus"));
  element.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) release("focus");
  });
  run();
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/**
 * Shows a toast: title and description in the page's live region (ToastRegion), gone after
 * TOAST_DURATION_MS unattended (see afterUnattendedTime) or at its close button; the oldest goes
 * when a fourth arrives.
 */
export function notify(kind: ToastKind, title: string, description: string) {
  const list = document.querySelector<HTMLElement>(hooks.edge.selector);
  const template = document.querySelector(hooks.template.selector);
  if (!list || !(template instanceof HTMLTemplateElement)) return;
  const toast = template.content.firstElementChild?.cloneNode(true);
  if (!(toast instanceof HTMLElement)) return;

  toast.querySelector(`${hooks.icon.selector}:not(${hooks.icon.is(kind)})`)?.remove();
  const titleElement = toast.querySelector(hooks.title.selector);
  const descriptionElement = toast.querySelector(hooks.description.selector);
  if (titleElement) titleElement.textContent = title;
  if (descriptionElement) descriptionElement.textContent = description;

  const remove = () => {
    cancel();
    if (toast.contains(document.activeElement)) document.getElementById("main")?.focus();
    toast.remove();
    keepClearOfFocus(list);
  };
  const cancel = afterUnattendedTime(toast, TOAST_DURATION_MS, remove);
  toast.querySelector(hooks.close.selector)?.addEventListener("click", remove);

  list.append(toast);
  while (list.children.length > TOASTS_VISIBLE) list.firstElementChild?.remove();
  // Measured where the toast will stand, not where its entrance animation starts.
  keepClearOfFocus(list);
  if (!watching) {
    watching = true;
    document.addEventListener("focusin", () => keepClearOfFocus(list));
  }
}
