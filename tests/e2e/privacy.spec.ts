import AxeBuilder from "@axe-core/playwright";
import { createSiteConfig } from "../../app/site.config";
import { expect, test } from "./support/fixtures";
import { phrasesSplitOverLines } from "./support/line-breaks";

const { analyticsId, email } = createSiteConfig(process.env);

const sectionTitles = [
  "Vem är ansvarig för dina uppgifter?",
  "Vilka uppgifter samlar vi in?",
  "Varför behandlar vi uppgifterna?",
  "Vilken rättslig grund har vi?",
  "Hur länge sparar vi uppgifterna?",
  "Dina rättigheter",
  "Vilka tar del av uppgifterna?",
  "Cookies",
  "Kontakta oss",
];

test.describe("privacy policy", () => {
  test("has every section of the spec, in order, and the date it was last updated @desktop-only", async ({
    page,
  }) => {
    await page.goto("/integritetspolicy");
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integritetspolicy");
    await expect(main.locator("section h2")).toHaveText(
      sectionTitles.map((title) => new RegExp(title.replace("?", "\\?"))),
    );
    await expect(main.locator("time")).toHaveText("13 maj 2025");
    await expect(main.locator("time")).toHaveAttribute("datetime", "2025-05-13");
    await expect(main).toContainText("Senast uppdaterad");
  });

  test("states what is collected, why, on which legal bases and for how long @desktop-only", async ({
    page,
  }) => {
    await page.goto("/integritetspolicy");
    const section = (id: string) => page.locator(`section#${id}`);
    await expect(section("ansvarig")).toContainText("Vinga Design i Örebro är personuppgiftsansvarig");
    await expect(section("uppgifter")).toContainText("ditt namn, din e-postadress");
    await expect(section("uppgifter")).toContainText("Google Analytics");
    for (const basis of ["Samtycke", "Avtal", "Berättigat intresse"]) {
      await expect(section("rattslig-grund")).toContainText(basis);
    }
    await expect(section("lagring")).toContainText("högst 12 månader efter att ärendet har avslutats");
  });

  test("lists the six rights and names the recipients with the safeguard for transfers outside the EU/EES @desktop-only", async ({
    page,
  }) => {
    await page.goto("/integritetspolicy");
    const rights = page.locator("section#rattigheter li");
    await expect(rights).toHaveCount(6);
    for (const right of [
      "Få tillgång",
      "rättade",
      "raderade",
      "Begränsa behandlingen",
      "dataportabilitet",
      "Invända",
    ]) {
      await expect(page.locator("section#rattigheter")).toContainText(right);
    }
    const recipients = page.locator("section#mottagare");
    await expect(recipients).toContainText("FormSubmit (formsubmit.co)");
    await expect(recipients).toContainText("Google Analytics (Google Ireland Ltd och Google LLC)");
    await expect(recipients.getByRole("listitem").filter({ hasText: "FormSubmit" })).toContainText(
      "EU-kommissionens standardavtalsklausuler (artikel 46 i GDPR)",
    );
    await expect(recipients.getByRole("listitem").filter({ hasText: "Google Analytics" })).toContainText(
      "EU-US Data Privacy Framework",
    );
  });

  test("names every outside service a page loads a frame from, and when it loads @desktop-only", async ({
    page,
  }) => {
    // The case dialogs keep their players in <template>s until they open: read them from the markup.
    await page.goto("/references");
    const frameHosts = await page.evaluate(() =>
      Array.from(document.querySelectorAll("template"))
        .flatMap((template) => Array.from(template.content.querySelectorAll("iframe")))
        .map((frame) => new URL(frame.src).host)
        .filter((host) => host !== location.host),
    );
    expect(frameHosts.length).toBeGreaterThan(0);
    await page.goto("/integritetspolicy");
    const recipients = page.locator("section#mottagare");
    for (const host of new Set(frameHosts)) {
      const item = recipients.getByRole("listitem").filter({ hasText: host });
      await expect(item, host).toHaveCount(1);
      await expect(item, host).toContainText("först när du öppnar ett kundcase");
    }
    await expect(recipients).not.toContainText("två tjänster");
  });

  test("lists exactly which cookies are set and how to withdraw consent @desktop-only", async ({ page }) => {
    await page.goto("/integritetspolicy");
    const table = page.locator("section#cookies table");
    await expect(table.locator("tbody th")).toHaveText([
      "cookieConsentGiven",
      "cookieSettings",
      "contactDraft",
      "_ga",
      `_ga_${analyticsId.replace(/^G-/, "")}`,
    ]);
    const cookies = page.locator("section#cookies");
    // Narrow screens get the same facts as one card per cookie instead of a table to scroll sideways.
    const shown =
      test.info().project.name === "mobile"
        ? cookies.getByRole("list", { name: "Cookies och lagring på webbplatsen" })
        : table;
    await expect(shown).toBeVisible();
    for (const name of [
      "cookieConsentGiven",
      "cookieSettings",
      "contactDraft",
      "_ga",
      `_ga_${analyticsId.replace(/^G-/, "")}`,
    ]) {
      await expect(shown).toContainText(name);
    }
    await expect(cookies).toContainText("”Cookieinställningar” längst ned på webbplatsen");
    await expect(cookies).toContainText("tar vi bort cookies _ga och _ga_…");
    await expect(page.locator("section#kontakt").getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
  });

  test("the 'Cookieinställningar' it points to, at the bottom of the page, asks the question again @desktop-only", async ({
    page,
  }) => {
    await page.goto("/integritetspolicy");
    await page.clock.install();
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" }).click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsentGiven"))).toBeNull();
    await page.clock.fastForward(1500);
    await expect(page.getByRole("region", { name: "Får vi använda cookies?" })).toBeVisible();
  });

  test("its table of contents leads to each section @desktop-only", async ({ page }) => {
    await page.goto("/integritetspolicy");
    const toc = page.getByRole("navigation", { name: "Innehåll" });
    await expect(toc.getByRole("link")).toHaveCount(sectionTitles.length);
    await toc.getByRole("link", { name: "Cookies" }).click();
    await expect(page).toHaveURL(/#cookies$/);
    await expect(page.locator("section#cookies h2")).toBeInViewport();
  });

  test("on a phone each heading's number keeps its dot on its line", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/integritetspolicy");
    await page.evaluate(() => document.fonts.ready);
    const numbers = sectionTitles.map((_, index) => `${index + 1}.`);
    const headings = page.locator("main section h2");
    await expect(headings).toHaveCount(sectionTitles.length);
    for (const heading of await headings.all()) {
      expect(await phrasesSplitOverLines(heading, numbers)).toEqual([]);
    }
  });

  test("a retention period keeps its number and unit together, wherever the line ends", async ({ page }) => {
    await page.goto("/integritetspolicy");
    const item = page.locator("main li").filter({ hasText: "Statistik i Google Analytics" });
    expect(await item.textContent()).toContain("högst 14\u00a0månader");
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/integritetspolicy");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
