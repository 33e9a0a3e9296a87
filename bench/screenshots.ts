/**
 * Full-page screenshots of the running site at 390, 768 and 1280 px, for design review.
 *   npm run screenshots -- http://localhost:3000 /tjanster /about   → screenshots/*.png
 * Without paths it takes one page of every kind (bench/lib/sample-pages.ts).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { everyKindOfPage } from "./lib/sample-pages.ts";

const [origin = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,768,1280").split(",").map(Number);
const outDirectory = process.env.OUT ?? "screenshots";
mkdirSync(outDirectory, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
for (const path of paths.length > 0 ? paths : everyKindOfPage) {
  for (const width of widths) {
    // Reduced motion shows the scroll-revealed sections of a full page that is never scrolled.
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    await page.route(
      (url) => !url.hostname.match(/^(localhost|127\.0\.0\.1)$/),
      (route) => route.abort(),
    );
    await page.addInitScript(() => {
      try {
        localStorage.setItem("cookieConsentGiven", "true");
        localStorage.setItem(
          "cookieSettings",
          JSON.stringify({ necessary: true, analytics: false, marketing: false }),
        );
      } catch {
        // Screenshots of the consent dialog itself are taken by clearing storage in the page.
      }
    });
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1200);
    // Nor does it reach lazy images below the first screen: they are fetched here and awaited.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = "eager";
          return image.decode().catch(() => undefined);
        }),
      ),
    );
    const file = `${outDirectory}/${path.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
