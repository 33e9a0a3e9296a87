import { beforeEach, describe, expect, it } from "vitest";
import dialogRow from "./dialog-row.behaviour";
import * as hooks from "./hooks";

/** Three template dialogs in one row, as the references page has six, each with its step buttons. */
function mountRow({ returnFocus = false } = {}) {
  const dialog = (index: number) => `<dialog id="mall-${index}" ${hooks.row.name}="mallar"${
    returnFocus ? ` ${hooks.returnFocus.name}="invoker"` : ""
  }>
      <h2>Mall ${index}</h2>
      <div ${hooks.steps.name} hidden>
        <button type="button" ${hooks.step.name}="-1"${index === 1 ? " disabled" : ""}>Föregående mall</button>
        <button type="button" ${hooks.step.name}="1"${index === 3 ? " disabled" : ""}>Nästa mall</button>
      </div>
    </dialog>`;
  document.body.innerHTML = `${[1, 2, 3].map((index) => `<button commandfor="mall-${index}" command="show-modal">Kort ${index}</button>`).join("")}${[1, 2, 3].map(dialog).join("")}`;
  const dialogs = [...document.querySelectorAll("dialog")];
  dialogs.forEach((each) => dialogRow.mount(each));
  const open = () => dialogs.filter((each) => each.open).map((each) => each.id);
  const button = (dialogId: string, step: "-1" | "1") => {
    const found = document.querySelector<HTMLButtonElement>(`#${dialogId} ${hooks.step.is(step)}`);
    if (!found) throw new Error(`no step ${step} in ${dialogId}`);
    return found;
  };
  const press = (key: string) =>
    document.activeElement?.dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
    );
  return { dialogs, open, button, press };
}

describe("a row of dialogs", () => {
  beforeEach(() => document.body.replaceChildren());

  it("shows the step buttons, which without the script stay hidden", () => {
    const { dialogs } = mountRow();
    for (const dialog of dialogs)
      expect(dialog.querySelector<HTMLElement>(hooks.steps.selector)?.hidden).toBe(false);
  });

  it("opens the neighbour in place of the open one, keeping focus on the same step button", () => {
    const { dialogs, open, button } = mountRow();
    dialogs[0]?.showModal();
    button("mall-1", "1").focus();
    button("mall-1", "1").click();
    expect(open()).toEqual(["mall-2"]);
    expect(hooks.stepped.read(dialogs[1] as HTMLElement)).toBe("");
    expect(document.activeElement).toBe(button("mall-2", "1"));
  });

  it("hands focus to the other step button at the end of the row, and never wraps", () => {
    const { dialogs, open, button, press } = mountRow();
    dialogs[1]?.showModal();
    button("mall-2", "1").focus();
    button("mall-2", "1").click();
    expect(open()).toEqual(["mall-3"]);
    expect(document.activeElement).toBe(button("mall-3", "-1"));
    press("ArrowRight");
    expect(open()).toEqual(["mall-3"]);
    press("ArrowLeft");
    expect(open()).toEqual(["mall-2"]);
  });

  it("returns focus to the card of the dialog being closed when asked to", () => {
    const { dialogs, open, button } = mountRow({ returnFocus: true });
    dialogs[0]?.showModal();
    button("mall-1", "1").focus();
    button("mall-1", "1").click();
    dialogs[1]?.close();
    expect(open()).toEqual([]);
    expect(document.activeElement?.textContent).toBe("Kort 2");
  });
});
