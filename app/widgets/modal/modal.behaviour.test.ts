import { beforeAll, describe, expect, it, vi } from "vitest";
import focusTrap from "./focus-trap.behaviour";
import invokerCommands from "./invoker-commands.behaviour";
import lightDismiss from "./light-dismiss.behaviour";

/**
 * The page-wide behaviours a native dialog needs where the browser lacks the platform feature
 * (invoker commands, closedby) and where it lets Tab leave the page (the focus trap). Each mounts
 * once, on the page, as the page's script does.
 */
function page(html: string) {
  document.body.innerHTML = html;
  const dialog = document.querySelector("dialog");
  if (!dialog) throw new Error("no dialog");
  return dialog;
}

describe("invoker commands, for browsers without them", () => {
  beforeAll(() => invokerCommands.mount(document.documentElement));

  it("opens the dialog a show-modal button names, and closes it from a close button inside", () => {
    const dialog = page(`<button command="show-modal" commandfor="d">Öppna</button>
      <dialog id="d"><button command="close" commandfor="d">Stäng</button></dialog>`);
    document.querySelector<HTMLButtonElement>('[command="show-modal"]')?.click();
    expect(dialog.open).toBe(true);
    document.querySelector<HTMLButtonElement>('[command="close"]')?.click();
    expect(dialog.open).toBe(false);
  });

  it("leaves a command for something that is not a dialog alone", () => {
    const dialog = page(
      `<button command="show-modal" commandfor="nowhere">Öppna</button><dialog id="d"></dialog>`,
    );
    document.querySelector<HTMLButtonElement>("button")?.click();
    expect(dialog.open).toBe(false);
  });
});

describe("light dismiss, for browsers without closedby", () => {
  beforeAll(() => lightDismiss.mount(document.documentElement));

  function openDialog(closedBy: string) {
    const dialog = page(`<dialog closedby="${closedBy}"><p>Innehåll</p></dialog>`);
    dialog.showModal();
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 });
    return dialog;
  }
  const clickAt = (target: Element, clientX: number, clientY: number) =>
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX, clientY }));

  it("closes at a click on the backdrop, outside the dialog's box", () => {
    const dialog = openDialog("any");
    clickAt(dialog, 20, 20);
    expect(dialog.open).toBe(false);
  });

  it("stays open at a click inside its box, and when it does not ask for light dismiss", () => {
    const dialog = openDialog("any");
    clickAt(dialog, 150, 150);
    expect(dialog.open).toBe(true);
    const strict = openDialog("closerequest");
    clickAt(strict, 20, 20);
    expect(strict.open).toBe(true);
  });
});

describe("the focus trap", () => {
  beforeAll(() => focusTrap.mount(document.documentElement));

  function openDialog() {
    const dialog = page(`<a href="/">Utanför</a>
      <dialog><button>Första</button><a href="/tjanster">Mitten</a><button disabled>Av</button><button>Sista</button></dialog>`);
    dialog.showModal();
    // happy-dom knows no :modal and draws nothing; a browser does both (the e2e specs tab through).
    const matches = dialog.matches.bind(dialog);
    vi.spyOn(dialog, "matches").mockImplementation((selector: string) =>
      selector === ":modal" ? dialog.open : matches(selector),
    );
    for (const control of dialog.querySelectorAll("button, a")) control.checkVisibility = () => true;
    return dialog;
  }
  const tab = (shiftKey = false) => {
    const event = new KeyboardEvent("keydown", { key: "Tab", shiftKey, bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const named = (name: string) =>
    [...document.querySelectorAll<HTMLElement>("dialog button, dialog a")].find(
      (control) => control.textContent === name,
    );

  it("goes round from the last control to the first, and back with Shift+Tab", () => {
    openDialog();
    named("Sista")?.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement?.textContent).toBe("Första");
    expect(tab(true)).toBe(true);
    expect(document.activeElement?.textContent).toBe("Sista");
  });

  it("lets Tab move on by itself between the controls in between", () => {
    openDialog();
    named("Första")?.focus();
    expect(tab()).toBe(false);
  });
});
