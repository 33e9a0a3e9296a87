import { describe, expect, it } from "vitest";
import { contactLimits, emptyContactForm } from "./contact-fields";
import { contactFieldError, validateContact } from "./contact-validation";

const valid = {
  name: "Anna Svensson",
  email: "anna@example.se",
  message: "Hej! Vi behöver en ny hemsida till vår frisörsalong.",
  consent: true,
};

const errorsFor = (values: typeof valid) => {
  const result = validateContact(values);
  return result.ok ? {} : result.errors;
};

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({ ok: true, values: valid });
  });

  it("gives the four Swedish messages for an empty form, the spec's e-mail message followed by an example", () => {
    expect(errorsFor(emptyContactForm)).toEqual({
      name: "Namnet måste vara minst 2 tecken.",
      email: "Ogiltig e-postadress. Skriv till exempel namn@foretag.se.",
      message: "Meddelandet måste vara minst 10 tecken.",
      consent: "Du måste godkänna hantering av personuppgifter",
    });
  });

  it("names the invalid fields in form order, so the first can take focus", () => {
    expect(Object.keys(errorsFor({ ...valid, consent: false, name: "", message: "" }))).toEqual([
      "name",
      "message",
      "consent",
    ]);
  });

  it("needs at least 2 characters of name, not counting blank space", () => {
    expect(errorsFor({ ...valid, name: "A" }).name).toBe("Namnet måste vara minst 2 tecken.");
    expect(errorsFor({ ...valid, name: "  A  " }).name).toBe("Namnet måste vara minst 2 tecken.");
    expect(errorsFor({ ...valid, name: "Bo" }).name).toBeUndefined();
  });

  it.each(["anna", "anna@", "@example.se", "anna@example", "anna @example.se", "anna@exa mple.se"])(
    "rejects the e-mail address %j",
    (email) => {
      expect(errorsFor({ ...valid, email }).email).toMatch(/^Ogiltig e-postadress\. /);
    },
  );

  it("accepts ordinary and internationalised addresses and sends them trimmed", () => {
    for (const email of [
      "a.b+offert@foretag.se",
      "INFO@Vinga-Design.se",
      "  anna@example.se ",
      "björn@företag.se",
      "björn@xn--fretag-4wa.se",
    ]) {
      expect(errorsFor({ ...valid, email }).email, email).toBeUndefined();
    }
    expect(validateContact({ ...valid, name: " Anna ", email: " anna@example.se " })).toEqual({
      ok: true,
      values: { ...valid, name: "Anna", email: "anna@example.se" },
    });
  });

  it("needs at least 10 characters of message, not counting blank space", () => {
    expect(errorsFor({ ...valid, message: "För kort" }).message).toBe(
      "Meddelandet måste vara minst 10 tecken.",
    );
    expect(errorsFor({ ...valid, message: "   123456789   " }).message).toBe(
      "Meddelandet måste vara minst 10 tecken.",
    );
    expect(errorsFor({ ...valid, message: "1234567890" }).message).toBeUndefined();
  });

  it("keeps the message exactly as written", () => {
    const message = "  Rad ett\n\n  Rad två med <b>kod</b> & emoji 🎨  ";
    expect(validateContact({ ...valid, message })).toEqual({ ok: true, values: { ...valid, message } });
  });

  it("requires the consent box to be ticked", () => {
    expect(errorsFor({ ...valid, consent: false }).consent).toBe(
      "Du måste godkänna hantering av personuppgifter",
    );
  });

  it("limits the length of every text field", () => {
    expect(errorsFor({ ...valid, name: "x".repeat(contactLimits.name) }).name).toBeUndefined();
    expect(errorsFor({ ...valid, name: "x".repeat(contactLimits.name + 1) }).name).toBe(
      "Namnet får vara högst 100 tecken.",
    );
    expect(errorsFor({ ...valid, email: `${"a".repeat(250)}@x.se` }).email).toBe(
      "E-postadressen får vara högst 254 tecken.",
    );
    expect(errorsFor({ ...valid, message: "x".repeat(contactLimits.message) }).message).toBeUndefined();
    expect(errorsFor({ ...valid, message: "x".repeat(contactLimits.message + 1) }).message).toBe(
      "Meddelandet får vara högst 5000 tecken.",
    );
  });
});

describe("contactFieldError", () => {
  it("judges one field alone, as the form does while a shown error is being corrected", () => {
    const wrong = { name: "A", email: "x", message: "kort", consent: false };
    expect(contactFieldError("email", wrong)).toMatch(/^Ogiltig e-postadress\./);
    expect(contactFieldError("email", { ...wrong, email: "bo@example.se" })).toBeUndefined();
    expect(contactFieldError("consent", { ...wrong, consent: true })).toBeUndefined();
  });
});
