import { describe, expect, it } from "vitest";
import enlargedImage from "./enlarged-image.behaviour";
import * as hooks from "./hooks";

function openView() {
  document.body.innerHTML = `<dialog ${hooks.view.name}>
    <img src="/bild.avif" alt="Jalopy – startsida" />
    <button type="button">Nästa bild</button>
    <p>Bild 1 av 3</p>
  </dialog>`;
  const view = document.querySelector("dialog");
  if (!view) throw new Error("no view");
  enlargedImage.mount(view);
  view.showModal();
  return view;
}

describe("an enlarged image", () => {
  it("closes at a click beside the image", () => {
    const view = openView();
    view.querySelector("p")?.click();
    expect(view.open).toBe(false);
  });

  it("stays at a click on the image or a button", () => {
    const view = openView();
    view.querySelector("img")?.click();
    view.querySelector("button")?.click();
    expect(view.open).toBe(true);
  });
});
