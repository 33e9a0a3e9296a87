import { siteConfig } from "../../app/site.config";
import { expect, test } from "./support/fixtures";

const { business, city, email } = siteConfig;

test("the local identity is in the prerendered HTML of /contact and in every page's footer @desktop-only", async ({
  request,
}) => {
  for (const path of ["/", "/contact", "/blogg"]) {
    const html = await (await request.get(path)).text();
    const footer = html.slice(html.lastIndexOf("<footer"));
    const parts =
      path === "/contact" ? [html.slice(html.indexOf('aria-labelledby="visit-title"')), footer] : [footer];
    for (const part of parts) {
      expect(part, `${path}: tel: link`).toContain(`href="tel:${business.phoneInternational}"`);
      expect(part, `${path}: e-mail`).toContain(`href="mailto:${email}"`);
      expect(part, `${path}: address`).toContain(business.streetAddress);
      expect(part, `${path}: postal code and city`).toContain(`${business.postalCode} ${city}`);
      expect(part, `${path}: map link`).toMatch(/href="https:\/\/www\.openstreetmap\.org\/[^"]+"/);
      expect(part, `${path}: opening hours`).toContain("Måndag–fredag 09.00–17.00");
    }
  }
});

test("the phone number on /contact is a working tel: link and the map opens in a new tab @desktop-only", async ({
  page,
}) => {
  await page.goto("/contact");
  const visit = page.getByRole("complementary", { name: "Ring, mejla eller hälsa på" });
  await expect(visit.getByRole("link", { name: `Ring ${business.phone}` })).toHaveAttribute(
    "href",
    `tel:${business.phoneInternational}`,
  );
  await expect(
    visit.getByRole("link", { name: new RegExp(`${business.streetAddress}.*karta på OpenStreetMap`) }),
  ).toHaveAttribute("target", "_blank");
});
