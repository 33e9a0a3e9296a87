import { describe, expect, it } from "vitest";
import { createSiteConfig } from "./site.config";

describe("createSiteConfig: local identity", () => {
  it("defaults to plainly fictional data: a phone number from PTS's series for fiction, no org number", () => {
    const { business } = createSiteConfig({});
    const digits = business.phone.replace(/\D/g, "");
    expect(Number(digits)).toBeGreaterThanOrEqual(701740605);
    expect(Number(digits)).toBeLessThanOrEqual(701740699);
    // A street that reads like a real one (not "Exempelgatan"), documented as fictional in README.
    expect(business.streetAddress).toBe("Vingagränd 3");
    expect(business.streetAddress).not.toMatch(/exempel|example|test/i);
    expect(business.orgNumber).toBeUndefined();
    expect(business.legalName).toBe("");
    expect(business.googleBusinessUrl).toBe("");
  });

  it("takes every value from its VITE_* variable", () => {
    const config = createSiteConfig({
      VITE_SITE_STREET_ADDRESS: "Drottninggatan 1",
      VITE_SITE_POSTAL_CODE: "703 61",
      VITE_SITE_CITY: "Kumla",
      VITE_SITE_PHONE: "019-10 20 30",
      VITE_SITE_ORG_NUMBER: "5590000005",
      VITE_SITE_LEGAL_NAME: "Exempel Webb AB",
      VITE_SITE_OPENING_HOURS: "Mo-Th 08:00-16:00",
      VITE_SITE_GEO: "59.12,15.14",
      VITE_SITE_AREA_SERVED: "Kumla; Hallsberg",
      VITE_SITE_GOOGLE_BUSINESS_URL: "https://g.page/exempel",
      VITE_SITE_SOCIAL_LINKS: "LinkedIn=https://www.linkedin.com/company/exempel",
    });
    expect(config.city).toBe("Kumla");
    expect(config.business).toEqual({
      streetAddress: "Drottninggatan 1",
      postalCode: "703 61",
      phone: "019-10 20 30",
      phoneInternational: "+4619102030",
      legalName: "Exempel Webb AB",
      orgNumber: { display: "559000-0005", vatId: "SE559000000501" },
      openingHours: [{ days: ["Mo", "Tu", "We", "Th"], opens: "08:00", closes: "16:00" }],
      geo: { latitude: 59.12, longitude: 15.14 },
      areaServed: ["Kumla", "Hallsberg"],
      googleBusinessUrl: "https://g.page/exempel",
    });
    expect(config.socialLinks).toEqual([
      { label: "LinkedIn", href: "https://www.linkedin.com/company/exempel" },
    ]);
  });

  it("stops on a malformed value, naming the variable", () => {
    expect(() => createSiteConfig({ VITE_SITE_OPENING_HOURS: "vardagar 9–17" })).toThrow(
      /VITE_SITE_OPENING_HOURS/,
    );
  });
});
