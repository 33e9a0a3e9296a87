import { describe, expect, it } from "vitest";
import { contactLimits, emptyContactForm } from "./contact-fields";
import { contactResolver, contactSchema } from "./contact-schema";

const valid = {
  name: "Anna Svensson",
  email: "anna@example.se",
  message: "Hej! Vi behöver en ny hemsida till vår frisörsalong.",
  consent: true,
};

/** The first message per field, as the form shows them. */
function errorsFor(values: typeof valid) {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("contactSchema", () => {
  it("accepts a complete message", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it("gives the four exact Swedish messages for an empty form", () => {
    expect(errorsFor(emptyContactForm)).toEqual({
      name: "Namnet måste vara minst 2 tecken.",
      email: "Ogiltig e-postadress.",
      message: "Meddelandet måste vara minst 10 tecken.",
      consent: "Du måste godkänna hantering av personuppgifter",
    });
  });

  it("needs at least 2 characters of name, not counting blank space", () => {
    expect(errorsFor({ ...valid, name: "A" }).name).toBe("Namnet måste vara minst 2 tecken.");
    expect(errorsFor({ ...valid, name: "  A  " }).name).toBe("Namnet måste vara minst 2 tecken.");
    expect(errorsFor({ ...valid, name: "Bo" }).name).toBeUndefined();
  });

  it.each(["anna", "anna@", "@example.se", "anna@example", "anna @example.se", "anna@exa mple.se"])(
    "rejects the e-mail address %j",
    (email) => {
      expect(errorsFor({ ...valid, email }).email).toBe("Ogiltig e-postadress.");
    },
  );

  it("accepts ordinary and internationalised addresses and trims them", () => {
    for (const email of [
      "a.b+offert@foretag.se",
      "INFO@Vinga-Design.se",
      "  anna@example.se ",
      "björn@företag.se",
      "björn@xn--fretag-4wa.se",
    ]) {
      expect(errorsFor({ ...valid, email }).email, email).toBeUndefined();
    }
    expect(contactSchema.parse({ ...valid, email: " anna@example.se " }).email).toBe("anna@example.se");
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
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
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

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("contactResolver", () => {
  it("hands react-hook-form one Swedish message per invalid field", async () => {
    const result = await contactResolver(
      { name: "A", email: "x", message: "kort", consent: false },
      undefined,
      options,
    );
    expect(
      Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message])),
    ).toEqual({
      name: "Namnet måste vara minst 2 tecken.",
      email: "Ogiltig e-postadress.",
      message: "Meddelandet måste vara minst 10 tecken.",
      consent: "Du måste godkänna hantering av personuppgifter",
    });
  });

  it("returns the validated values, with name and e-mail trimmed", async () => {
    const result = await contactResolver(
      { name: " Anna ", email: " anna@example.se ", message: "Hej, en fråga om priser!", consent: true },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: "Anna",
      email: "anna@example.se",
      message: "Hej, en fråga om priser!",
      consent: true,
    });
  });
});
