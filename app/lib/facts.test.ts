import { describe, expect, it } from "vitest";
import { faq, facts, packages } from "../../tests/support/collections";
import { fact, factsOf, fillFacts, formatKronor, packageCard, priceLabel } from "./facts";

describe("formatKronor", () => {
  it("groups the digits by three with a space", () => {
    expect([900, 1300, 13900, 1234567].map(formatKronor)).toEqual([
      "900 kr",
      "1 300 kr",
      "13 900 kr",
      "1 234 567 kr",
    ]);
  });
});

describe("the facts", () => {
  const business = {
    vatNote: "+ moms",
    hostingPerYear: 1300,
    hostingCovers: "drift och SSL-certifikat",
    accessibility: "grundläggande tillgänglighet (WCAG)",
    shareTagline: "Hemsidor till fast pris",
    replyWithin: "en arbetsdag",
    deliveryCondition: "räknat från att allt material finns",
    paymentTerms: "slutbetalning före lansering",
    ownership: "hemsidan är din",
  };
  const item = (id: string, rest: object) =>
    ({ id, title: id, billing: "once", price: null, ...rest }) as Parameters<typeof priceLabel>[0] & {
      id: string;
    };

  it("name each package's price, delivery and pages, the VAT wording, hosting and reply time", () => {
    const named = factsOf(
      [
        { ...item("a", { price: 13900, deliveryWorkingDays: 5, pagesIncluded: 6 }) },
        {
          ...item("b", {
            price: 1900,
            billing: "monthly",
            startFee: 0,
            minimumTermMonths: 12,
            noticeMonths: 1,
          }),
        },
        { ...item("c", {}) },
      ] as never,
      business,
    );
    expect(named).toEqual({
      moms: "+ moms",
      hosting: "1 300 kr/år",
      "hosting.covers": "drift och SSL-certifikat",
      tillganglighet: "grundläggande tillgänglighet (WCAG)",
      shareTagline: "Hemsidor till fast pris",
      svarstid: "en arbetsdag",
      leveransvillkor: "räknat från att allt material finns",
      betalning: "slutbetalning före lansering",
      agande: "hemsidan är din",
      "a.price": "13 900 kr",
      "a.delivery": "5 arbetsdagar",
      "a.deliveryDays": "5",
      "a.pages": "6",
      "b.price": "1 900 kr/mån",
      "b.startFee": "ingen startavgift",
      "b.minimumTerm": "12 månader",
      "b.noticePeriod": "1 månad",
    });
  });

  it("fill a text's {names}, and stop at a name no package defines", () => {
    // Each fact holds together at a line's end; the text's own spaces still break.
    expect(fillFacts("Från {hosting} {moms}.", factsOf([], business))).toBe(
      "Från 1\u00a0300\u00a0kr/år +\u00a0moms.",
    );
    expect(() => fillFacts("Klar på {fardig-hemsida.delivry}.", facts)).toThrow(
      "{fardig-hemsida.delivry} är ingen fakta",
    );
    expect(() => fact(facts, "nothing")).toThrow();
    // A phrase breaks as text does; its capitalised name starts a sentence.
    expect(fillFacts("{Tillganglighet} ingår, med {hosting.covers}.", factsOf([], business))).toBe(
      "Grundläggande tillgänglighet (WCAG) ingår, med drift och SSL-certifikat.",
    );
  });

  it("are the spec's: the four packages' prices, hosting from year two, 5 and 7 working days, 6 pages", () => {
    expect(packages.map((p) => [p.title, priceLabel(p)])).toEqual([
      ["Färdig Hemsida", "13 900 kr"],
      ["Hemsideprenumeration", "1 900 kr/mån"],
      ["Färdig mall", "5 900 kr"],
      ["Skräddarsydd lösning", null],
    ]);
    expect(facts).toMatchObject({
      moms: "+ moms",
      hosting: "1 300 kr/år",
      "fardig-hemsida.delivery": "5 arbetsdagar",
      "fardig-mall.delivery": "7 arbetsdagar",
      "fardig-hemsida.pages": "6",
      svarstid: "en arbetsdag",
    });
  });

  it("fill every card and every FAQ answer in the data files (a misspelt name fails here first)", () => {
    const cards = packages.map((p) => packageCard(p, facts));
    const texts = [...cards.flatMap((c) => [c.description, ...c.features, c.additionalInfo ?? ""])];
    texts.push(...faq("tjanster").map((q) => q.answer), ...faq("blogg").map((q) => q.answer));
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(cards[0]?.features).toContain("Upp till 6 sidor");
    expect(cards[0]?.priceDetails).toBe("+\u00a0moms");
    expect(cards[3]?.priceDetails).toBeUndefined();
  });
});
