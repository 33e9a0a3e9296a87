import { everyKindOfPage } from "../../bench/lib/sample-pages";
import { expect, test, NOT_FOUND_PAGE_LOGS } from "./support/fixtures";

/**
 * The strict Content-Security-Policy (hosting/server-rules.ts) must not break anything: every
 * route, with analytics consented so the tag is loaded too, raises no violation.
 */
const routes = everyKindOfPage;

test.use({
  // The not-found page is among the routes.
  expectedConsoleErrors: NOT_FOUND_PAGE_LOGS,
  storedConsent: {
    cookieConsentGiven: "true",
    cookieSettings: '{"necessary":true,"analytics":true,"marketing":false}',
  },
});

test("no route violates the Content-Security-Policy, with analytics consented @desktop-only", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tagRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/gtag/js**", async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/javascript", body: "window.tagLoaded = true;" });
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });

  for (const path of routes) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self' 'sha256-");
    await expect.poll(() => page.evaluate(() => "tagLoaded" in window), { message: path }).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
      path,
    ).toEqual([]);
  }
  expect(tagRequests.length).toBe(routes.length);
});
