import { defineBehaviour } from "../behaviour";

/**
 * What Tab can reach inside a dialog: enabled controls, frames and elements given a tab index,
 * none taken out of the tab order (tabindex="-1", as the case study's film frame is) and each
 * drawn (checked below).
 */
const FOCUSABLE = `:is(a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]):not([tabindex="-1"])`;

/**
 * Keeps Tab inside the topmost modal dialog. The platform makes the page behind inert but lets Tab
 * leave the last control for the browser's own controls (and, where there are none, for the
 * document itself); here Tab goes round to the first control and Shift+Tab to the last, and
 * focus() brings the control into view. A dialog that handles Tab itself (the cookie question)
 * marks the event as handled.
 */
export default defineBehaviour({
  root: "page",
  mount() {
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Tab" || event.defaultPrevented) return;
      const dialog = [...document.querySelectorAll("dialog[open]")]
        .filter((open) => open.matches(":modal"))
        .at(-1);
      if (!dialog) return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (control) => control.checkVisibility({ visibilityProperty: true }) && !control.closest("[inert]"),
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (event.shiftKey && (!inside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    });
  },
});
