import { expect, test } from "./support/fixtures";

const pages = [
  { path: "/", heading: "Webbyra i Örebro", text: "Från första kontakt till lanserad hemsida" },
  { path: "/tjanster", heading: "Våra tjänster", text: "13 900 kr" },
  { path: "/references", heading: "Referenser", text: "Designmallar" },
  { path: "/references/jalopy", heading: "Jalopy", text: "60 % fler förfrågningar" },
  { path: "/blogg", heading: "Blogg", text: "Priser på hemsidor" },
  { path: "/blogg/vad-kostar-en-hemsida", heading: "Priser på hemsidor", text: "15 000" },
  { path: "/about", heading: "Om Vinga Design", text: "över 13 års erfarenhet" },
  { path: "/contact", heading: "Kontakta oss", text: "E-post" },
  { path: "/integritetspolicy", heading: "Integritetspolicy", text: "13 maj 2025" },
];

test.use({ javaScriptEnabled: false });

for (const { path, heading, text } of pages) {
  test(`${path} is readable without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.locator("main")).toContainText(text);
    // Nothing the prerendered page shows may be left invisible, waiting for a script.
    const hidden = await page
      .locator("main [data-reveal=pending], main [style*='opacity: 0'], main [style*='opacity:0']")
      .count();
    expect(hidden).toBe(0);
    // Every part of the page, those outside <main> included, is in place and visible.
    const invisible = await page.evaluate(() => {
      // Closed dialogs are hidden by design until their button (an invoker command) opens them.
      const parts = [...document.body.querySelectorAll("header, main, section, form, footer, h2")].filter(
        (part) => !part.closest("dialog:not([open])"),
      );
      if (parts.length < 4) return ["too few parts found"];
      return parts.filter((part) => !part.checkVisibility()).map((part) => part.outerHTML.slice(0, 100));
    });
    expect(invisible).toEqual([]);
  });
}

// Wide screens: the header's navigation; narrow ones: the menu dialog, which its button opens by
// an invoker command, no script involved. One test a link, so a slow page costs one link's time.
const navigationLinks = [
  ["Tjänster", "Våra tjänster"],
  ["Referenser", "Referenser"],
  ["Blogg", "Blogg"],
  ["Om oss", "Om Vinga Design"],
  ["Kontakt", "Kontakta oss"],
] as const;

for (const [label, heading] of navigationLinks) {
  test(`the navigation link "${label}" works without JavaScript, through the menu on phones`, async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Öppna menyn" });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      await expect(page.getByRole("dialog", { name: /meny/ })).toBeVisible();
    }
    await page
      .getByRole("navigation", { name: "Huvudmeny" })
      .filter({ visible: true })
      .getByRole("link", { name: label, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  });
}

test("the footer leads to the privacy policy and back home without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Integritetspolicy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Integritetspolicy");
  await page.getByRole("link", { name: /till startsidan/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Webbyra i Örebro");
});

test("blog articles link to each other without JavaScript @desktop-only", async ({ page }) => {
  await page.goto("/blogg");
  await page
    .getByRole("link", { name: /Priser på hemsidor/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blogg\/vad-kostar-en-hemsida$/);
  const related = page.locator("main a[href^='/blogg/']").first();
  const href = await related.getAttribute("href");
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
