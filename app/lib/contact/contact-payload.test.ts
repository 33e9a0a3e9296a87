import { describe, expect, it } from "vitest";
import { buildContactPayload, formFallbackAction } from "./contact-payload";

const message = {
  name: "Anna Svensson",
  email: "anna@example.se",
  message: "Hej! Vi vill ha en ny hemsida.",
  consent: true,
};

describe("buildContactPayload", () => {
  it("carries the fields, the consent as 'Ja', the subject, captcha off and the honeypot", () => {
    expect(buildContactPayload(message, "")).toEqual({
      name: "Anna Svensson",
      email: "anna@example.se",
      message: "Hej! Vi vill ha en ny hemsida.",
      consent: "Ja",
      _subject: "Nytt kontaktformulär meddelande",
      _captcha: "false",
      _honey: "",
    });
  });

  it("sends 'Nej' for consent not given", () => {
    expect(buildContactPayload({ ...message, consent: false }, "").consent).toBe("Nej");
  });

  it("passes a filled honeypot on, so the service drops the message", () => {
    expect(buildContactPayload(message, "http://spam.example")._honey).toBe("http://spam.example");
  });
});

describe("formFallbackAction", () => {
  it("turns the service's ajax endpoint into its plain form endpoint", () => {
    expect(formFallbackAction("https://formsubmit.co/ajax/hej@vingadesign.se")).toBe(
      "https://formsubmit.co/hej@vingadesign.se",
    );
  });

  it("leaves any other endpoint as it is", () => {
    expect(formFallbackAction("https://forms.example.se/kontakt")).toBe("https://forms.example.se/kontakt");
  });
});
