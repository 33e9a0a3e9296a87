import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { isEmailAddress } from "./email-address";

const ascii = z.string().check(z.email());

describe("isEmailAddress", () => {
  it("accepts internationalised addresses and their punycode forms alike", () => {
    for (const address of [
      "björn@företag.se",
      "björn@xn--fretag-4wa.se",
      "anna@företag.se",
      "åsa.öberg@café.örebro.se",
      "info@xn--fretag-4wa.se",
      "имя@пример.рф",
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it("agrees with zod's ASCII rule on ASCII addresses", () => {
    for (const address of [
      "anna@example.se",
      "a.b+offert@foretag.se",
      "INFO@Vinga-Design.se",
      "o'brien@example.co.uk",
      "anna",
      "anna@",
      "@example.se",
      "anna@example",
      "anna @example.se",
      "anna@exa mple.se",
      ".anna@example.se",
      "an..na@example.se",
      "anna.@example.se",
      "anna@-example.se",
      "anna@example.s",
      "anna@example.se.",
      "anna@@example.se",
      "anna@exam_ple.se",
    ]) {
      expect(isEmailAddress(address), address).toBe(ascii.safeParse(address).success);
    }
  });

  it("rejects what is no address in any script", () => {
    for (const address of [
      "björn@företag",
      "björn@",
      "@företag.se",
      "bj örn@företag.se",
      "björn@före tag.se",
      "björn@företag.se/x",
    ]) {
      expect(isEmailAddress(address), address).toBe(false);
    }
  });
});
