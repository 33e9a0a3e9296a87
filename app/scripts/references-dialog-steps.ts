import { arrowStep } from "~/lib/references/arrow-step";

/**
 * Dialogs that form a row, in document order, by a shared `data-dialog-row` (the six templates; a
 * case study's enlarged images). Each is complete in the page, so a card or an image opens the
 * right one with no script; this adds the steps: the previous/next buttons (`data-step`, disabled
 * at the ends in the HTML) and ←/→ close the open one and open its neighbour, without wrapping.
 * Focus stays on the same step button, or moves to the other one at an end, so it is never lost.
 * Closing the last one returns focus to the card that opened the first (the platform does that),
 * or with `data-return-focus="invoker"` to the button that opens the one being closed.
 */
export function initDialogSteps() {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-step]") : null;
    const dialog = button?.closest("dialog[data-dialog-row]");
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    const row = rowOf(dialog);
    show(dialog, row[row.indexOf(dialog) + Number(button.dataset.step)]);
  });

  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const dialog = event.target instanceof Element ? event.target.closest("dialog[data-dialog-row]") : null;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    const row = rowOf(dialog);
    const to = arrowStep(event.key, row.indexOf(dialog), row.length);
    if (to === null) return;
    event.preventDefault();
    show(dialog, row[to]);
  });

  // `close` does not bubble: listen on the way down.
  document.addEventListener(
    "close",
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.matches("[data-dialog-row]")) return;
      dialog.removeAttribute("data-stepped");
      if (dialog.hasAttribute("data-stepping")) {
        dialog.removeAttribute("data-stepping");
        return;
      }
      if (dialog.dataset.returnFocus !== "invoker") return;
      document.querySelector<HTMLElement>(`[commandfor="${CSS.escape(dialog.id)}"]`)?.focus();
    },
    true,
  );
}

function rowOf(dialog: HTMLDialogElement) {
  const name = dialog.dataset.dialogRow ?? "";
  return [...document.querySelectorAll<HTMLDialogElement>(`dialog[data-dialog-row="${CSS.escape(name)}"]`)];
}

function show(from: HTMLDialogElement, to: HTMLDialogElement | undefined) {
  if (!to || to === from) return;
  const focused = document.activeElement;
  const step = focused instanceof HTMLElement && from.contains(focused) ? focused.dataset.step : undefined;
  // Closed first, so the platform hands focus back to the first dialog's opener, which the next
  // dialog then keeps as the place to return to.
  from.setAttribute("data-stepping", "");
  from.close();
  // In place of the previous one: no entrance.
  to.setAttribute("data-stepped", "");
  to.showModal();
  if (step === undefined) return;
  const same = to.querySelector<HTMLButtonElement>(`button[data-step="${step}"]`);
  const other = to.querySelector<HTMLButtonElement>(`button[data-step]:not([data-step="${step}"])`);
  (same && !same.disabled ? same : other)?.focus();
}
