import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createSiteConfig } from "../../app/site.config";
import { buildDirectory } from "../../build-steps/build-directory";
import { expectedConsentState } from "../support/consent-mode";
import { gotoWithBehaviours, reloadWithBehaviours } from "./support/behaviours";
import {
  blockStorage,
  expect,
  finishAnimations,
  pausedClock,
  test,
  type ThirdPartyLog,
} from "./support/fixtures";

const { analyticsId } = createSiteConfig(process.env);
const TAG_URL = `https://www.googletagmanager.com/gtag/js?id=${analyticsId}`;
const GOOGLE = /google-analytics\.com|googletagmanager\.com|analytics\.google\.com/;

const accepted = '{"necessary":true,"analytics":true,"marketing":true}';
const rejected = '{"necessary":true,"analytics":false,"marketing":false}';

declare global {
  interface Window {
    dataLayer?: ArrayLike<unknown>[];
  }
}

/** Answers the tag endpoint with an empty script; returns the requests, one per page that loads it. */
async function stubTag(page: Page) {
  const requests: string[] = [];
  await page.route("https://www.googletagmanager.com/gtag/js**", async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return requests;
}

const googleRequests = (log: ThirdPartyLog[]) => log.filter((request) => GOOGLE.test(request.url));

/**
 * Loads a page with a frozen clock, so the 1.5 s delay can be stepped through exactly. The
 * question's script sets its timer when it runs, right after the page is parsed.
 */
async function openWithFrozenClock(page: Page, path = "/about") {
  await pausedClock(page, new Date("2025-05-13T09:00:00+02:00"));
  await gotoWithBehaviours(page, path);
}

/** The question's bar: a region named by its title (decision 0038). */
const questionBar = (page: Page) => page.getByRole("region", { name: "Får vi använda cookies?" });
/** The settings the bar opens: a modal dialog. */
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Cookieinställningar" });

/**
 * Opens a page and steps the clock to the moment the question appears; time then runs on (axe
 * needs timers). The bar takes no focus.
 */
async function openDialog(page: Page, path = "/about") {
  await openWithFrozenClock(page, path);
  await page.clock.runFor(1500);
  const dialog = page.getByTestId("cookie-dialog");
  await expect(dialog).toBeVisible();
  await page.clock.resume();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  return dialog;
}

const storedConsent = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("cookieConsentGiven"), localStorage.getItem("cookieSettings")]);

const queuedCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]),
  );

const savedToast = (page: Page) =>
  page.locator("#toasts > li").filter({ hasText: "Cookieinställningar sparade" });

async function expectSavedToast(page: Page, message: string) {
  const toast = savedToast(page);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(message);
}

const allOrNothing = {
  "Acceptera alla": { toast: "Alla cookies har accepterats.", stored: accepted },
  "Avvisa alla": { toast: "Endast nödvändiga cookies har accepterats.", stored: rejected },
} as const;

/**
 * A first-time visitor answers the dialog with one of its two all-or-nothing buttons: the dialog
 * closes, the toast confirms and the choice is stored. Returns the tag requests, watched from the start.
 */
async function answerFirstVisit(page: Page, button: keyof typeof allOrNothing) {
  const tagRequests = await stubTag(page);
  const dialog = await openDialog(page);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toHaveCount(0);
  await expectSavedToast(page, allOrNothing[button].toast);
  expect(await storedConsent(page)).toEqual(["true", allOrNothing[button].stored]);
  return tagRequests;
}

test.describe("cookie dialog for a first-time visitor", () => {
  test.use({ storedConsent: null });

  test("is no part of the page until it is asked: the markup waits in an inert template @desktop-only", async ({
    request,
    browser,
  }) => {
    for (const path of ["/", "/contact", "/integritetspolicy"]) {
      const html = await (await request.get(path)).text();
      const template = /<template data-cookie-question(?:="")?>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
      expect(template, path).toContain("Får vi använda cookies?");
      expect(template, path).toContain('data-testid="cookie-dialog"');
      const outside = html.replace(/<template\b[\s\S]*?<\/template>/g, "");
      expect(outside, path).not.toContain("Får vi använda cookies?");
      expect(outside, path).not.toContain('data-testid="cookie-dialog"');
    }
    // Without scripts the page stays as it is: nothing asks, nothing covers it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await page.waitForTimeout(2000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Får vi använda cookies?")).toHaveCount(0);
    await context.close();
  });

  test("opens 1.5 s after load, not before @desktop-only", async ({ page }) => {
    await openWithFrozenClock(page);
    const dialog = page.getByTestId("cookie-dialog");
    await page.clock.runFor(1480);
    await page.waitForTimeout(300);
    await expect(dialog).toHaveCount(0);

    await page.clock.runFor(20);
    await expect(dialog).toBeVisible();
    await expect(questionBar(page)).toBeVisible();
  });

  test("is a labelled region that takes no focus, says politely that it is there, and offers reject exactly as prominently as accept", async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    await expect(questionBar(page)).toHaveAccessibleDescription(/Google Analytics/);
    await expect(page.getByRole("status").filter({ hasText: "Får vi använda cookies?" })).toHaveText(
      /^Får vi använda cookies\? Med ditt samtycke använder vi Google Analytics/,
    );
    // Nothing modal: no dialog is open and the page behind is not inert.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("main")).not.toHaveAttribute("inert");

    const reject = dialog.getByRole("button", { name: "Avvisa alla" });
    const accept = dialog.getByRole("button", { name: "Acceptera alla" });
    await expect(dialog.getByRole("button", { name: "Hantera inställningar" })).toBeVisible();
    expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0);
    expect(rejectBox?.height).toBe(acceptBox?.height);
  });

  // A centred sheet over a shade once hid half a phone's first screen.
  // The laptops' common screens among them: on /contact at 1024 × 768 the send button ends 9 px
  // above the bar.
  for (const [width, height] of [
    [390, 844],
    [768, 800],
    [1024, 768],
    [1280, 800],
    [1366, 768],
  ] as const) {
    test(`at ${width} × ${height} px it is a slim bar at the bottom that covers neither the first screen's heading nor its main button @desktop-only`, async ({
      context,
    }) => {
      test.setTimeout(180_000);
      const findings: string[] = [];
      for (const path of ["/", "/tjanster", "/references", "/blogg", "/about", "/contact"]) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height });
        const bar = await openDialog(page, path);
        await finishAnimations(page);
        findings.push(
          ...(await bar.evaluate((element, path) => {
            const barBox = element.getBoundingClientRect();
            const problems: string[] = [];
            if (Math.round(barBox.bottom) !== innerHeight)
              problems.push(`${path}: the bar is not at the bottom`);
            if (barBox.height > innerHeight * 0.3) {
              problems.push(`${path}: the bar is ${Math.round(barBox.height)} px of ${innerHeight}`);
            }
            if (document.querySelector("dialog[open]")) problems.push(`${path}: a dialog is open`);
            // The page's heading and its main (raspberry) buttons, where the first screen shows them.
            const covered = [
              ...document.querySelectorAll("main :is(h1, a.bg-brand-pink-dark, button.bg-brand-pink-dark)"),
            ].filter((target) => {
              const box = target.getBoundingClientRect();
              return (
                target.checkVisibility() &&
                box.height > 0 &&
                box.top < barBox.bottom &&
                box.bottom > barBox.top &&
                box.left < barBox.right &&
                box.right > barBox.left
              );
            });
            for (const target of covered) {
              problems.push(`${path}: covers ${target.tagName} «${target.textContent?.trim().slice(0, 30)}»`);
            }
            return problems;
          }, path)),
        );
        await page.close();
      }
      expect(findings).toEqual([]);
    });
  }

  test("has no axe violations in either view", async ({ page }) => {
    // Axe over the whole page takes more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const dialog = await openDialog(page);
    await finishAnimations(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await dialog.getByRole("button", { name: "Hantera inställningar" }).click();
    await expect(dialog.getByRole("switch", { name: "Statistik" })).toBeVisible();
    await finishAnimations(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("'Acceptera alla' stores everything on, thanks, and loads analytics once @desktop-only", async ({
    page,
    thirdPartyRequests,
  }) => {
    const tagRequests = await answerFirstVisit(page, "Acceptera alla");
    await expect.poll(() => tagRequests).toEqual([TAG_URL]);
    await expect(page.locator(`script[src="${TAG_URL}"]`)).toHaveCount(1);

    await expect
      .poll(async () => (await queuedCommands(page)).map((command) => command[0]))
      .toContain("config");
    const commands = await queuedCommands(page);
    expect(commands[0]).toEqual([
      "consent",
      "default",
      expectedConsentState({ analytics: false, marketing: false }),
    ]);
    expect(commands[1]).toEqual([
      "consent",
      "update",
      expectedConsentState({ analytics: true, marketing: true }),
    ]);
    // Google Signals off (decision 0037): nothing goes to doubleclick.net or google.com/ads.
    expect(commands).toContainEqual([
      "config",
      analyticsId,
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(commands).toContainEqual([
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/about", page_location: expect.stringMatching(/\/about$/) }),
    ]);

    // The next page is a returning visitor's: its own tag, configuration and page view.
    await page.getByRole("contentinfo").getByRole("link", { name: "Integritetspolicy" }).click();
    await expect(page).toHaveURL(/\/integritetspolicy$/);
    // The page's Core Web Vitals follow its page view as events of their own.
    await expect
      .poll(async () =>
        (await queuedCommands(page)).filter(
          (command) => command[0] === "event" && command[1] === "page_view",
        ),
      )
      .toEqual([
        [
          "event",
          "page_view",
          {
            page_path: "/integritetspolicy",
            page_title: "Integritetspolicy | Vinga Design",
            page_location: expect.stringMatching(/\/integritetspolicy$/),
          },
        ],
      ]);
    await expect(page.locator(`script[src="${TAG_URL}"]`)).toHaveCount(1);
    expect(tagRequests).toEqual([TAG_URL, TAG_URL]);
    expect(googleRequests(thirdPartyRequests)).toEqual([]);
  });

  test("'Avvisa alla' stores everything off and never contacts Google @desktop-only", async ({
    page,
    thirdPartyRequests,
  }) => {
    const tagRequests = await answerFirstVisit(page, "Avvisa alla");

    await page.getByRole("contentinfo").getByRole("link", { name: "Tjänster och priser" }).click();
    await expect(page).toHaveURL(/\/tjanster$/);
    await page.reload();
    await page.waitForTimeout(2000);
    await expect(page.getByTestId("cookie-dialog")).toHaveCount(0);
    expect(tagRequests).toEqual([]);
    expect(googleRequests(thirdPartyRequests)).toEqual([]);
    expect(await page.evaluate(() => "gtag" in window || "dataLayer" in window)).toBe(false);
  });

  test("the detail view: necessary locked on, switches, back, and saving the selection by keyboard only", async ({
    page,
  }) => {
    const tagRequests = await stubTag(page);
    const dialog = await openDialog(page);

    // From the top of the page: the skip link, then the bar before the header: the privacy link,
    // the two choices, then 'Hantera inställningar'.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Hantera inställningar" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(settingsDialog(page)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Cookieinställningar" })).toBeFocused();
    // Named by the category alone; its "Alltid på" badge describes it.
    const necessary = dialog.getByRole("checkbox", { name: "Nödvändiga", exact: true });
    const analytics = dialog.getByRole("switch", { name: "Statistik" });
    const marketing = dialog.getByRole("switch", { name: "Marknadsföring" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toHaveAccessibleDescription(/^Alltid på Sparar ditt val/);
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();

    // aria-disabled, not disabled: it stays reachable and explained, and a click changes nothing.
    await expect(necessary).toHaveAttribute("aria-disabled", "true");
    await necessary.click({ force: true });
    await expect(necessary).toBeChecked();
    await necessary.press("Space");
    await expect(necessary).toBeChecked();

    await dialog.getByRole("button", { name: "Tillbaka" }).click();
    await expect(settingsDialog(page)).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Hantera inställningar" })).toBeFocused();
    await page.keyboard.press("Enter");

    await analytics.focus();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(marketing).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Space");
    await expect(marketing).not.toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Spara inställningar" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(dialog).toHaveCount(0);
    await expectSavedToast(page, "Dina cookieinställningar har sparats.");
    expect(await storedConsent(page)).toEqual([
      "true",
      '{"necessary":true,"analytics":true,"marketing":false}',
    ]);
    await expect.poll(() => tagRequests).toEqual([TAG_URL]);
    const update = (await queuedCommands(page))[1];
    expect(update).toEqual([
      "consent",
      "update",
      expectedConsentState({ analytics: true, marketing: false }),
    ]);
  });

  for (const [choice, message] of [
    ["Avvisa alla", "Endast nödvändiga cookies har accepterats."],
    ["Acceptera alla", "Alla cookies har accepterats."],
  ] as const) {
    test(`a tap on '${choice}' closes the dialog and shows the toast in the same task, waiting for no network`, async ({
      page,
    }) => {
      // The tag is never answered: nothing the visitor sees may wait for it.
      await page.route("https://www.googletagmanager.com/gtag/js**", () => {});
      const dialog = await openDialog(page);
      // Registered after the dialog's own listeners, so it runs at the end of the tap's click task.
      await page.evaluate(() => {
        window.addEventListener(
          "click",
          () => {
            (window as unknown as { afterTap: unknown }).afterTap = {
              questionShown: document.querySelector("[data-testid=cookie-dialog]") !== null,
              toast: document.getElementById("toasts")?.textContent ?? "",
            };
          },
          { once: true },
        );
      });
      await dialog.getByRole("button", { name: choice }).click();
      expect(await page.evaluate(() => (window as unknown as { afterTap: unknown }).afterTap)).toEqual({
        questionShown: false,
        toast: `Cookieinställningar sparade${message}`,
      });
      // And the next frame shows it: the toast has its box, on the screen.
      const onScreen = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() => {
              const box = document.querySelector("#toasts > li")?.getBoundingClientRect();
              // On screen, if not yet whole: its entrance slides it up from just below its place.
              resolve(Boolean(box && box.height > 0 && box.top < innerHeight && box.bottom > 0));
            }),
          ),
      );
      expect(onScreen).toBe(true);
      await expect(dialog).toHaveCount(0);
      await expectSavedToast(page, message);
    });
  }

  test("on a short screen the sheet scrolls, and Tab never lands on a control out of view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 420 });
    const dialog = await openDialog(page);
    await finishAnimations(page);
    /** Whether the focused control lies whole inside the visible part of the open view and the screen. */
    const focusedInView = () =>
      dialog.evaluate((bar) => {
        const sheet = bar.querySelector("dialog[open]") ?? bar;
        const focused = document.activeElement;
        if (!focused || !sheet.contains(focused)) return `focus outside the sheet: ${focused?.tagName}`;
        const box = focused.getBoundingClientRect();
        const view = sheet.getBoundingClientRect();
        const inside =
          box.top >= Math.max(view.top, 0) - 1 &&
          box.bottom <= Math.min(view.bottom, innerHeight) + 1 &&
          box.left >= view.left - 1 &&
          box.right <= view.right + 1;
        return inside ? "in view" : `${focused.textContent?.trim() || focused.id} out of view`;
      });
    // The bar is not modal: Tab goes through its four controls and on into the page.
    await dialog.getByRole("link", { name: "integritetspolicy" }).focus();
    expect(await focusedInView(), "summary").toBe("in view");
    for (const key of [...Array<string>(3).fill("Tab"), ...Array<string>(3).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await focusedInView(), `summary, ${key}`).toBe("in view");
    }
    await dialog.getByRole("button", { name: "Hantera inställningar" }).click();
    await finishAnimations(page);
    // The point of the test: the settings are taller than the screen.
    expect(await settingsDialog(page).evaluate((sheet) => sheet.scrollHeight > sheet.clientHeight)).toBe(
      true,
    );
    for (const key of [...Array<string>(12).fill("Tab"), ...Array<string>(12).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await focusedInView(), `details, ${key}`).toBe("in view");
    }
  });

  test("leaves focus where it is, and the settings dialog keeps focus inside and gives it back", async ({
    page,
  }) => {
    await stubTag(page);
    await openWithFrozenClock(page, "/contact");
    const send = page.getByRole("button", { name: "Skicka meddelande" });
    await send.focus();
    await page.clock.runFor(1500);
    const dialog = page.getByTestId("cookie-dialog");
    await expect(dialog).toBeVisible();
    await page.clock.resume();
    await expect(send).toBeFocused();
    // The focused button is not hidden under the bar (WCAG 2.4.11): the page scrolls it clear,
    // smoothly where motion is allowed, so the place is polled.
    await expect
      .poll(async () => {
        const [sendBox, barBox] = [await send.boundingBox(), await dialog.boundingBox()];
        return (sendBox?.y ?? 0) + (sendBox?.height ?? 0) - (barBox?.y ?? 0);
      })
      .toBeLessThanOrEqual(1);

    const manage = dialog.getByRole("button", { name: "Hantera inställningar" });
    await manage.focus();
    await page.keyboard.press("Enter");
    const settings = settingsDialog(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await settings.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(settings).toBeHidden();
    await expect(manage).toBeFocused();
  });

  test("Escape closes it without storing anything or measuring, and the next visit asks again @desktop-only", async ({
    page,
    thirdPartyRequests,
  }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Avvisa alla" }).focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(await storedConsent(page)).toEqual([null, null]);
    await page.clock.runFor(5000);
    await expect(dialog).toHaveCount(0);

    await reloadWithBehaviours(page);
    await page.clock.runFor(1500);
    await expect(page.getByTestId("cookie-dialog")).toBeVisible();
    expect(googleRequests(thirdPartyRequests)).toEqual([]);
  });

  test("requests nothing from Google before a choice is made @desktop-only", async ({
    page,
    thirdPartyRequests,
  }) => {
    const dialog = await openDialog(page, "/");
    await page.clock.runFor(10_000);
    await dialog.getByRole("button", { name: "Hantera inställningar" }).focus();
    await page.keyboard.press("Escape");
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.clock.runFor(10_000);
    expect(googleRequests(thirdPartyRequests)).toEqual([]);
    expect(
      await page.evaluate(() => document.querySelectorAll("script[src*='googletagmanager']").length),
    ).toBe(0);
  });
});

test.describe("withdrawing consent with the footer's 'Cookieinställningar' @desktop-only", () => {
  test.use({ storedConsent: { cookieConsentGiven: "true", cookieSettings: accepted } });

  test("forgets the choice, removes the analytics cookies and asks again", async ({
    page,
    context,
    baseURL,
  }) => {
    const tagRequests = await stubTag(page);
    const host = new URL(baseURL ?? "").hostname;
    await context.addCookies(
      ["_ga", `_ga_${analyticsId.replace(/^G-/, "")}`, "annat"].map((name) => ({
        name,
        value: "GA1.1.123.456",
        domain: host,
        path: "/",
      })),
    );
    await page.goto("/about");
    await expect.poll(() => tagRequests).toHaveLength(1);
    await expect(page.getByTestId("cookie-dialog")).toHaveCount(0);

    await page.clock.install();
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" }).click(),
    ]);

    expect(await storedConsent(page)).toEqual([null, null]);
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toEqual(["annat"]);
    await expect(page.locator("script[src*='googletagmanager']")).toHaveCount(0);
    await page.clock.fastForward(1500);
    await expect(questionBar(page)).toBeVisible();
    expect(tagRequests).toHaveLength(1);
  });
});

test.describe("'Cookieinställningar' on a page with the contact form @desktop-only", () => {
  test("keeps what was typed but not sent through the reload, then forgets it", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    const typed = {
      Namn: "Björn Åkesson",
      "E-post": "björn@företag.se",
      Meddelande: "Hej! Vi vill ha en ny hemsida till vår butik i Örebro.",
    };
    for (const [label, value] of Object.entries(typed)) {
      await form.getByRole("textbox", { name: label, exact: true }).fill(value);
    }
    await form.getByRole("checkbox").check();
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" }).click(),
    ]);
    await expect(questionBar(page)).toBeVisible();
    expect(await storedConsent(page)).toEqual([null, null]);
    for (const [label, value] of Object.entries(typed)) {
      await expect(form.getByRole("textbox", { name: label, exact: true })).toHaveValue(value);
    }
    // The consent to the handling of personal data is given again, on the page it is sent from.
    await expect(form.locator("input[type=checkbox]")).not.toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem("contactDraft"))).toBeNull();
  });
});

test.describe("a returning visitor @desktop-only", () => {
  test.use({ storedConsent: { cookieConsentGiven: "true", cookieSettings: accepted } });

  test("with analytics consent gets the tag once per page and a page view on each page", async ({ page }) => {
    const tagRequests = await stubTag(page);
    const pageViews = async () =>
      (await queuedCommands(page))
        .filter((command) => command[1] === "page_view")
        .map((command) => (command[2] as { page_path: string }).page_path);

    await page.goto("/contact?fran=test");
    await expect.poll(pageViews).toEqual(["/contact?fran=test"]);
    await page.getByRole("contentinfo").getByRole("link", { name: "Om oss" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(pageViews).toEqual(["/about"]);
    await page.getByRole("contentinfo").getByRole("link", { name: "Integritetspolicy" }).click();
    await expect(page).toHaveURL(/\/integritetspolicy$/);
    await expect.poll(pageViews).toEqual(["/integritetspolicy"]);

    await expect(page.locator(`script[src="${TAG_URL}"]`)).toHaveCount(1);
    expect(tagRequests).toEqual([TAG_URL, TAG_URL, TAG_URL]);
    await page.waitForTimeout(1800);
    await expect(page.getByTestId("cookie-dialog")).toHaveCount(0);
  });

  test("with analytics consent gets the tag only after the page has loaded", async ({ page }) => {
    await stubTag(page);
    // What the document had reached when the tag's <script> was added, and whether the load event had run.
    await page.addInitScript(() => {
      const state = window as unknown as { loaded: boolean; tagAddedAt: string[] };
      state.loaded = false;
      state.tagAddedAt = [];
      window.addEventListener("load", () => (state.loaded = true));
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src.includes("googletagmanager")) {
              state.tagAddedAt.push(`${document.readyState} ${state.loaded ? "after load" : "before load"}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tagAddedAt: string[] }).tagAddedAt))
      .toEqual(["complete after load"]);
  });

  test("with analytics consent gets the tag only after the page's first contentful paint, even when it loads first", async ({
    page,
  }) => {
    await stubTag(page);
    // A cached page can load before it paints: here the page stays hidden until 500 ms after load.
    await page.addInitScript(() => {
      const state = window as unknown as { paintedWhenTagAdded: boolean[] };
      state.paintedWhenTagAdded = [];
      const hide = new MutationObserver(() => {
        if (!document.documentElement) return;
        document.documentElement.style.visibility = "hidden";
        hide.disconnect();
      });
      hide.observe(document, { childList: true });
      window.addEventListener("load", () =>
        setTimeout(() => document.documentElement.style.removeProperty("visibility"), 500),
      );
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src.includes("googletagmanager")) {
              state.paintedWhenTagAdded.push(
                performance.getEntriesByName("first-contentful-paint").length > 0,
              );
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { paintedWhenTagAdded: boolean[] }).paintedWhenTagAdded),
      )
      .toEqual([true]);
  });

  test("stops measuring at once when another tab withdraws consent", async ({ page, context }) => {
    const tagRequests = await stubTag(page);
    await page.goto("/about");
    await expect
      .poll(async () => (await queuedCommands(page)).map((command) => command[0]))
      .toContain("config");

    const other = await context.newPage();
    await stubTag(other);
    await other.goto("/tjanster");
    await Promise.all([
      other.waitForEvent("load"),
      other.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" }).click(),
    ]);

    await expect(page.locator("script[src*='googletagmanager']")).toHaveCount(0);
    await expect.poll(() => queuedCommands(page)).toEqual([]);
    expect(await page.evaluate(() => "gtag" in window)).toBe(false);
    expect(tagRequests).toEqual([TAG_URL]);
  });
});

/** The built chunk of the web-vitals library: the one asset that observes largest contentful paints. */
const webVitalsChunk = readdirSync(path.join(buildDirectory, "client/assets"))
  .filter((file) => file.endsWith(".js"))
  .filter((file) =>
    readFileSync(path.join(buildDirectory, "client/assets", file), "utf8").includes(
      "largest-contentful-paint",
    ),
  );

test.describe("Core Web Vitals as GA4 events @desktop-only", () => {
  test("a visitor who said no never downloads the measuring code", async ({ page }) => {
    expect(webVitalsChunk).toHaveLength(1);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/tjanster");
    await page.getByRole("heading", { level: 1 }).click();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes(webVitalsChunk[0] ?? "?"))).toEqual([]);
    expect(await queuedCommands(page)).toEqual([]);
  });

  test.describe("with analytics consent", () => {
    test.use({ storedConsent: { cookieConsentGiven: "true", cookieSettings: accepted } });

    test("reports TTFB, FCP and LCP of the page, each with its rating, after the page view", async ({
      page,
    }) => {
      await stubTag(page);
      await page.goto("/tjanster");
      const events = async () =>
        (await queuedCommands(page)).filter((command) => command[0] === "event").map((command) => command[1]);
      // TTFB and FCP are reported as soon as the library listens (it loads after the analytics code).
      await expect
        .poll(events, { timeout: 15_000 })
        .toEqual(expect.arrayContaining(["page_view", "TTFB", "FCP"]));
      // LCP is final at the visitor's first input after that.
      await page.getByRole("heading", { level: 1 }).click();
      await expect.poll(events).toContain("LCP");
      const commands = await queuedCommands(page);
      const lcp = commands.find((command) => command[0] === "event" && command[1] === "LCP")?.[2];
      expect(lcp).toMatchObject({
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        metric_id: expect.any(String),
        debug_target: expect.any(String),
      });
      const names = (await events()) as string[];
      expect(names.indexOf("page_view")).toBeLessThan(names.indexOf("LCP"));
    });
  });
});

test.describe("corrupt stored settings @desktop-only", () => {
  test.use({
    storedConsent: { cookieConsentGiven: "true", cookieSettings: '{"analytics":"ja", trasig' },
    expectedConsoleErrors: /Kunde inte läsa sparade cookieinställningar/,
  });

  test("are logged once per page and ignored: defaults kept, nothing measured, the page works", async ({
    page,
    thirdPartyRequests,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    const loggedCorrupt = () =>
      logged.filter((text) => text.includes("Kunde inte läsa sparade cookieinställningar")).length;
    await page.clock.install();
    await page.goto("/contact");
    await page.clock.fastForward(3000);

    await expect(page.getByTestId("cookie-dialog")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Namn", exact: true }).fill("Anna");
    await expect(page.getByRole("textbox", { name: "Namn", exact: true })).toHaveValue("Anna");
    // Console messages reach the test a moment after they are logged.
    await expect.poll(loggedCorrupt).toBe(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "Integritetspolicy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integritetspolicy");
    await page.clock.fastForward(3000);
    await expect(page.getByTestId("cookie-dialog")).toHaveCount(0);
    await expect.poll(loggedCorrupt).toBe(2);
    expect(googleRequests(thirdPartyRequests)).toEqual([]);
  });
});

test.describe("storage that throws @desktop-only", () => {
  test.use({ storedConsent: null });

  test("where localStorage cannot even be touched: the site works and the dialog asks every time", async ({
    page,
  }) => {
    await blockStorage(page, "localStorage");
    const tagRequests = await stubTag(page);
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Acceptera alla" }).click();
    await expect(dialog).toHaveCount(0);
    await expectSavedToast(page, "Alla cookies har accepterats.");
    await expect.poll(() => tagRequests).toHaveLength(1);

    await page.clock.pauseAt(new Date("2025-05-13T10:00:00+02:00"));
    await reloadWithBehaviours(page);
    await page.clock.runFor(1500);
    await expect(page.getByTestId("cookie-dialog")).toBeVisible();
  });

  test.describe("where reading and writing fail", () => {
    test.use({
      expectedConsoleErrors: /Webbläsarens lagring går inte att läsa|Cookieinställningarna kunde inte sparas/,
    });

    test("errors are logged, the choice applies to this page, and the next load asks again", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const fail = (name: "getItem" | "setItem" | "removeItem") => {
          const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
          Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
            if (this === window.localStorage) throw new DOMException("Quota exceeded", "QuotaExceededError");
            return original.apply(this, args);
          } as never;
        };
        fail("getItem");
        fail("setItem");
        fail("removeItem");
      });
      const dialog = await openDialog(page, "/contact");
      await dialog.getByRole("button", { name: "Avvisa alla" }).click();
      await expect(dialog).toHaveCount(0);
      await expectSavedToast(page, "Endast nödvändiga cookies har accepterats.");
      await page.getByRole("textbox", { name: "Namn", exact: true }).fill("Anna");

      await page.clock.pauseAt(new Date("2025-05-13T10:00:00+02:00"));
      await reloadWithBehaviours(page);
      await page.clock.runFor(1500);
      await expect(page.getByTestId("cookie-dialog")).toBeVisible();
    });
  });
});
