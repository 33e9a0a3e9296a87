import { defineBehaviour } from "../behaviour";

/**
 * `closedby="any"` closes a dialog at a click on its backdrop. For browsers that predate the
 * attribute (Safari), a click outside the dialog's box does the same here.
 */
export default defineBehaviour({
  root: "page",
  mount() {
    if ("closedBy" in HTMLDialogElement.prototype) return;
    document.addEventListener("click", (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || dialog.getAttribute("closedby") !== "any") return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
  },
});
