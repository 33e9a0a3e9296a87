import { afterEach, describe, expect, it } from "vitest";
import { emptyContactForm } from "./contact-fields";
import { valuesTypedBeforeHydration } from "./typed-before-hydration";

const fieldId = (name: string) => `form-${name}`;

describe("valuesTypedBeforeHydration", () => {
  afterEach(() => document.body.replaceChildren());

  it("reads what was typed into the prerendered fields, exactly", () => {
    document.body.innerHTML = `
      <input id="form-name"><input id="form-email" type="email">
      <textarea id="form-message"></textarea><input id="form-consent" type="checkbox">`;
    const values = { name: "  Åsa Öberg ", email: "asa@example.se", message: "Hej!\n<b>Ny sajt</b> 🌿" };
    for (const [name, value] of Object.entries(values)) {
      (document.getElementById(fieldId(name)) as HTMLInputElement).value = value;
    }
    (document.getElementById(fieldId("consent")) as HTMLInputElement).checked = true;

    expect(valuesTypedBeforeHydration(fieldId)).toEqual({ ...values, consent: true });
  });

  it("gives the empty form when the fields are not on the page", () => {
    expect(valuesTypedBeforeHydration(fieldId)).toEqual(emptyContactForm);
  });
});
