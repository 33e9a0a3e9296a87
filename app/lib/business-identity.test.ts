import { describe, expect, it } from "vitest";
import {
  formatOpeningHours,
  internationalPhone,
  mapUrl,
  parseGeo,
  parseOpeningHours,
  parseOrgNumber,
  parseSocialLinks,
  schemaDayNames,
} from "./business-identity";

describe("parseOpeningHours", () => {
  it("reads schema.org's notation, several rules separated by semicolons", () => {
    expect(parseOpeningHours("Mo-Fr 09:00-17:00; Sa 10:00-14:00")).toEqual([
      { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" },
      { days: ["Sa"], opens: "10:00", closes: "14:00" },
    ]);
  });

  it("treats an empty value as no published hours", () => {
    expect(parseOpeningHours(" ")).toEqual([]);
  });

  it.each(["Mon-Fri 9-17", "Fr-Mo 09:00-17:00", "Mo 17:00-09:00", "Mo-Fr 09:00-25:00", "Mo-Fr"])(
    "stops on %j, naming the variable",
    (value) => {
      expect(() => parseOpeningHours(value)).toThrow(/VITE_SITE_OPENING_HOURS: .*Mo-Fr 09:00-17:00/);
    },
  );
});

describe("formatOpeningHours", () => {
  it("writes a day range and one day in Swedish, with Swedish time separators", () => {
    expect(parseOpeningHours("Mo-Fr 09:00-17:00; Sa 10:00-14:00").map(formatOpeningHours)).toEqual([
      "Måndag–fredag 09.00–17.00",
      "Lördag 10.00–14.00",
    ]);
  });

  it("gives schema.org's day URLs", () => {
    expect(schemaDayNames(["Mo", "Su"])).toEqual(["https://schema.org/Monday", "https://schema.org/Sunday"]);
  });
});

describe("internationalPhone", () => {
  it("turns a Swedish number as written into +46 form", () => {
    expect(internationalPhone("070-174 06 05")).toBe("+46701740605");
    expect(internationalPhone("019-10 20 30")).toBe("+4619102030");
  });

  it("keeps a number already in international form", () => {
    expect(internationalPhone("+46 70 174 06 05")).toBe("+46701740605");
  });

  it("stops on something that is not a number, naming the variable", () => {
    expect(() => internationalPhone("ring oss")).toThrow(/VITE_SITE_PHONE: "ring oss"/);
  });
});

describe("parseGeo", () => {
  it("reads latitude,longitude and treats empty as none", () => {
    expect(parseGeo("59.2741, 15.2134")).toEqual({ latitude: 59.2741, longitude: 15.2134 });
    expect(parseGeo("")).toBeUndefined();
  });

  it.each(["59.27", "north,east", "91,15", "59,15,3"])("stops on %j", (value) => {
    expect(() => parseGeo(value)).toThrow(/VITE_SITE_GEO/);
  });
});

describe("parseSocialLinks", () => {
  it("reads name=address pairs", () => {
    expect(
      parseSocialLinks("Instagram=https://instagram.com/x; LinkedIn=https://linkedin.com/company/x?a=b"),
    ).toEqual([
      { label: "Instagram", href: "https://instagram.com/x" },
      { label: "LinkedIn", href: "https://linkedin.com/company/x?a=b" },
    ]);
  });

  it("stops on a link that is not https, naming the variable", () => {
    expect(() => parseSocialLinks("Instagram=http://instagram.com/x")).toThrow(/VITE_SITE_SOCIAL_LINKS/);
  });
});

describe("mapUrl", () => {
  it("points at the coordinates when known, else searches for the address", () => {
    expect(mapUrl({ latitude: 59.27, longitude: 15.21 }, "x")).toBe(
      "https://www.openstreetmap.org/?mlat=59.27&mlon=15.21#map=17/59.27/15.21",
    );
    expect(mapUrl(undefined, "Storgatan 1, 702 10 Örebro")).toBe(
      "https://www.openstreetmap.org/search?query=Storgatan%201%2C%20702%2010%20%C3%96rebro",
    );
  });
});

describe("parseOrgNumber", () => {
  it("writes the number as Bolagsverket does and derives the VAT number", () => {
    for (const written of ["559000-0005", "5590000005", " 559000 0005 "]) {
      expect(parseOrgNumber(written)).toEqual({ display: "559000-0005", vatId: "SE559000000501" });
    }
  });

  it("treats an empty value as no published number", () => {
    expect(parseOrgNumber("")).toBeUndefined();
  });

  it("stops on a wrong length or check digit, naming the variable", () => {
    for (const wrong of ["559000-0000", "55900-0005", "559000-00055", "abcdef-ghij"]) {
      expect(() => parseOrgNumber(wrong), wrong).toThrow(/VITE_SITE_ORG_NUMBER.*organisationsnummer/);
    }
  });
});
