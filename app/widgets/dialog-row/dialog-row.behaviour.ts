import { arrowStep } from "~/lib/references/arrow-step";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";

/**
 * Dialogs that form a row, in document order, by a shared row name (the six templates; a case
 * study's enlarged images). Each is complete in the page, so a card or an image opens the right one
 * with no script; this adds the steps: the previous/next buttons (disabled at the ends in the HTML)
 * and ←/→ close the open one and open its neighbour, without wrapping. Focus stays on the same step
 * button, or moves to the other one at an end, so it is never lost. Closing the last one returns
 * focus to the card that opened the first (the platform does that), or with the return-focus hook
 * to the button that opens the one being closed.
 */
export default defineBehaviour({
  root: hooks.row,
  mount(dialog) {
    if (!(dialog instanceof HTMLDialogElement)) return;
    /** Whether an event comes from this dialog itself, not from a dialog of a row within it. */
    const ownEvent = (event: Event) =>
      event.target instanceof Element && event.target.closest(hooks.row.selector) === dialog;

    for (const steps of dialog.querySelectorAll<HTMLElement>(hooks.steps.selector)) {
      if (steps.closest(hooks.row.selector) === dialog) steps.hidden = false;
    }

    dialog.addEventListener("click", (event) => {
      if (!ownEvent(event)) return;
      const button = event.target instanceof Element ? event.target.closest(hooks.step.selector) : null;
      const step = button ? hooks.step.read(button) : null;
      if (!step) return;
      const row = rowOf(dialog);
      show(dialog, row[row.indexOf(dialog) + Number(step)]);
    });

    dialog.addEventListener("keydown", (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!dialog.open || !ownEvent(event)) return;
      const row = rowOf(dialog);
      const to = arrowStep(event.key, row.indexOf(dialog), row.length);
      if (to === null) return;
      event.preventDefault();
      show(dialog, row[to]);
    });

    dialog.addEventListener("close", () => {
      hooks.stepped.remove(dialog);
      if (hooks.stepping.read(dialog) !== null) {
        hooks.stepping.remove(dialog);
        return;
      }
      if (hooks.returnFocus.read(dialog) !== "invoker") return;
      document.querySelector<HTMLElement>(`[commandfor="${CSS.escape(dialog.id)}"]`)?.focus();
    });
  },
});

function rowOf(dialog: HTMLDialogElement) {
  return [
    ...document.querySelectorAll<HTMLDialogElement>(`dialog${hooks.row.is(hooks.row.read(dialog) ?? "")}`),
  ];
}

function show(from: HTMLDialogElement, to: HTMLDialogElement | undefined) {
  if (!to || to === from) return;
  const focused = document.activeElement;
  const step = focused instanceof HTMLElement && from.contains(focused) ? hooks.step.read(focused) : null;
  // Closed first, so the platform hands focus back to the first dialog's opener, which the next
  // dialog then keeps as the place to return to.
  hooks.stepping.write(from, "");
  from.close();
  // In place of the previous one: no entrance.
  hooks.stepped.write(to, "");
  to.showModal();
  if (step === null) return;
  const same = to.querySelector<HTMLButtonElement>(`button${hooks.step.is(step)}`);
  const other = to.querySelector<HTMLButtonElement>(
    `button${hooks.step.selector}:not(${hooks.step.is(step)})`,
  );
  (same && !same.disabled ? same : other)?.focus();
}
