import { describe, expect, it } from "vitest";
import { contactResolver } from "./contact-resolver";

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
