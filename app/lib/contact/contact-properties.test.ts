import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildContactPayload } from "./send-contact-message";
import { validateContact } from "./contact-validation";

/** Any Unicode text, including astral characters, lone surrogates, control characters and markup. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom("<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\u0000\u202e\ufeff", '"}\\'),
);

describe("contact form properties", () => {
  it("validation never throws, whatever is typed", () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, fc.boolean(), (name, email, message, consent) => {
        expect(() => validateContact({ name, email, message, consent })).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it("accepts any message of 10 to 5000 non-blank characters and keeps it unchanged", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 10, maxLength: 1000 }), (message) => {
        fc.pre(message.trim().length >= 10 && message.length <= 5000);
        const result = validateContact({ name: "Anna", email: "anna@example.se", message, consent: true });
        expect(result.ok && result.values.message).toBe(message);
      }),
    );
  });

  it("the payload is valid JSON that carries the exact text", () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (name, email, message, honeypot) => {
        const json = JSON.stringify(buildContactPayload({ name, email, message, consent: true }, honeypot));
        const parsed: unknown = JSON.parse(json);
        expect(parsed).toMatchObject({ name, email, message, _honey: honeypot });
      }),
      { numRuns: 500 },
    );
  });
});
