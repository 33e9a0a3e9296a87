import { defineBehaviour } from "../behaviour";

/**
 * Invoker commands for browsers that predate them (Chromium < 135, Safari < 26.2, Firefox < 144):
 * a click on `<button command="show-modal|close" commandfor="id">` opens or closes that dialog,
 * as current browsers do by themselves. Custom commands (`--name`) reach their target as a
 * `command` event there; scripts that use them listen for both.
 */
export default defineBehaviour({
  root: "page",
  mount() {
    if ("commandForElement" in HTMLButtonElement.prototype) return;
    document.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
      if (!button) return;
      const target = document.getElementById(button.getAttribute("commandfor") ?? "");
      const command = button.getAttribute("command");
      if (!(target instanceof HTMLDialogElement)) return;
      if (command === "show-modal" && !target.open) target.showModal();
      else if ((command === "close" || command === "request-close") && target.open) target.close();
    });
  },
});
