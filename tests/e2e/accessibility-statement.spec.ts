import AxeBuilder from "@axe-core/playwright";
import { paths } from "../../app/lib/paths";
import { siteConfig } from "../../app/site.config";
import { everyKindOfPage } from "../../bench/lib/sample-pages";
import { businessFacts } from "../support/collections";
import { expect, test } from "./support/fixtures";

const sectionTitles = [
  "Hur tillgänglig är webbplatsen?",
  "Det här fungerar inte fullt ut",
  "Om något hindrar dig",
  "Så har vi kontrollerat webbplatsen",
];

test.describe("accessibility statement", () => {
  test("the footer leads to it on every page @desktop-only", async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole("contentinfo").getByRole("link", { name: "Tillgänglighet" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.accessibility}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tillgänglighetsredogörelse");
  });

  test("says what it meets, what falls short, how to report a barrier and how it was checked @desktop-only", async ({
    page,
  }) => {
    await page.goto(paths.accessibility);
    const main = page.locator("main");
    await expect(main.locator("section h2")).toHaveText(
      sectionTitles.map((title) => new RegExp(title.replace("?", "\\?"))),
    );
    await expect(main.locator("section#status")).toContainText("WCAG 2.2 på nivå AA");
    // A barrier is reported by mail or phone, and answered as fast as the contact form promises.
    const report = main.locator("section#rapportera");
    await expect(report.getByRole("link", { name: siteConfig.email })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
    await expect(report).toContainText(siteConfig.business.phone);
    await expect(report).toContainText(`svarar vi inom ${businessFacts.replyWithin}`);
    await expect(main.locator("section#kontroll")).toContainText("axe");
    await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  });

  test("is itself among the pages the WCAG checks walk, and has no axe violations @desktop-only", async ({
    page,
  }) => {
    // What it says was checked (tests/e2e/a11y.spec.ts, wcag.spec.ts) covers this page too.
    expect(everyKindOfPage).toContain(paths.accessibility);
    await page.goto(paths.accessibility);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("has its own title and description, and is in the sitemap and llms.txt @desktop-only", async ({
    page,
    request,
  }) => {
    await page.goto(paths.accessibility);
    await expect(page).toHaveTitle("Tillgänglighetsredogörelse | Vinga Design");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteConfig.origin}${paths.accessibility}`,
    );
    const url = `${siteConfig.origin}${paths.accessibility}`;
    expect(await (await request.get(paths.sitemap)).text()).toContain(`<loc>${url}</loc>`);
    expect(await (await request.get(paths.llms)).text()).toContain(`(${url}): `);
  });
});
