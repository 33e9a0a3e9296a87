/**
 * What the pictures of a page cost a visitor, at a phone's 390×844 (DPR 2) and a laptop's 1280×800:
 * the bytes of every image response (as transferred) when the page has loaded, and after scrolling
 * it to the end (lazy pictures included), plus the images written into the document as data: URIs.
 *   node bench/picture-bytes.ts http://localhost:3000 / /references
 */
import { chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";

const [origin = "http://localhost:3000", ...given] = process.argv.slice(2);
const paths = given.length > 0 ? given : ["/", "/references"];
const viewports = [
  { name: "390×844 DPR 2", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: "1280×800", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

async function imageBytes(page: Page, path: string) {
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  const images = new Map<string, { url: string; bytes: number }>();
  client.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Image" && !response.url.startsWith("data:"))
      images.set(requestId, { url: response.url, bytes: 0 });
  });
  client.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const image = images.get(requestId);
    if (image) image.bytes = encodedDataLength;
  });
  const sum = () => [...images.values()].reduce((total, image) => total + image.bytes, 0);
  await page.goto(origin + path, { waitUntil: "networkidle" });
  const atLoad = sum();
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("img, source")]
      .flatMap((element) => [element.getAttribute("src") ?? "", element.getAttribute("srcset") ?? ""])
      .filter((value) => value.startsWith("data:"))
      .reduce((total, value) => total + value.length, 0),
  );
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.waitForLoadState("networkidle");
  return { atLoad, scrolled: sum(), inline, count: images.size };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  "| Page | Viewport | Image files at load KB | After scrolling KB (files) | data: URIs in the page KB |",
);
console.log("| --- | --- | --- | --- | --- |");
for (const path of paths) {
  for (const { name, viewport, deviceScaleFactor } of viewports) {
    const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion: "reduce" });
    // The cookie question answered (analytics declined), as for a returning visitor's first page.
    await context.addInitScript(() => {
      localStorage.setItem("cookieConsentGiven", "true");
      localStorage.setItem(
        "cookieSettings",
        JSON.stringify({ necessary: true, analytics: false, marketing: false }),
      );
    });
    const page = await context.newPage();
    const { atLoad, scrolled, inline, count } = await imageBytes(page, path);
    console.log(`| ${path} | ${name} | ${kb(atLoad)} | ${kb(scrolled)} (${count}) | ${kb(inline)} |`);
    await context.close();
  }
}
await browser.close();
