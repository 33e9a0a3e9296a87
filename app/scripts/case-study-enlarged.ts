/**
 * An enlarged case-study image covers the screen; a click beside the image (anywhere but the
 * image and the buttons) leaves it, as Escape and its close button do.
 */
export function initLeaveOnClickBeside() {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const dialog = target?.closest("dialog[data-leave-on-click-beside]");
    if (!(dialog instanceof HTMLDialogElement) || target?.closest("img, button")) return;
    dialog.close();
  });
}
