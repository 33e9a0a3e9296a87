import type { Page } from "@playwright/test";
import { homeCases } from "../../app/content/projects";
import { paths } from "../../app/lib/paths";
import { shownProjects } from "../support/collections";
import { expect, test } from "./support/fixtures";

type PictureFacts = {
  types: string[];
  widths: string[][];
  sizes: (string | null)[];
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  inDialog: boolean;
};

/** Every <picture> on the page as written, before any script touches it. */
const pictures = (page: Page) =>
  page.locator("picture").evaluateAll((elements) =>
    elements.map((picture): PictureFacts => {
      const sources = [...picture.querySelectorAll("source")];
      const image = picture.querySelector("img");
      return {
        types: sources.map((source) => source.type),
        widths: sources.map((source) =>
          source.srcset.split(", ").map((candidate) => candidate.split(" ")[1] ?? ""),
        ),
        sizes: sources.map((source) => source.getAttribute("sizes")),
        width: image?.getAttribute("width") ?? null,
        height: image?.getAttribute("height") ?? null,
        loading: image?.getAttribute("loading") ?? null,
        fetchPriority: image?.getAttribute("fetchpriority") ?? null,
        inDialog: picture.closest("dialog") !== null,
      };
    }),
  );

/** The element the browser reported as the largest contentful paint. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
          resolve(element?.closest("picture") ? "picture" : (element?.tagName.toLowerCase() ?? "none"));
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );

const caseStudy = paths.caseStudy(shownProjects[0]?.slug ?? "");

for (const path of [caseStudy, paths.references]) {
  test(`${path} serves its screenshots as AVIF and WebP pictures in widths for 390–1440 px`, async ({
    page,
  }) => {
    await page.goto(path);
    const found = await pictures(page);
    expect(found.length).toBeGreaterThan(0);
    for (const picture of found) {
      expect(picture.types).toEqual(["image/avif", "image/webp"]);
      for (const widths of picture.widths) expect(widths).toEqual(["360w", "720w", "1080w", "1440w"]);
      for (const sizes of picture.sizes) expect(sizes).toMatch(/\d/);
      expect(Number(picture.width)).toBeGreaterThan(0);
      expect(Number(picture.height)).toBeGreaterThan(0);
    }
    // One picture is fetched first; every other waits until it is near the screen.
    const eager = found.filter((picture) => picture.loading !== "lazy");
    expect(eager.filter((picture) => picture.fetchPriority === "high")).toHaveLength(1);
    expect(found.filter((picture) => picture.inDialog).every((picture) => picture.loading === "lazy")).toBe(
      true,
    );
  });
}

// Desktop only: under Chromium's phone emulation the preload scanner picks from the srcset with the
// 980 px layout viewport it has before the viewport meta applies, so it fetches the 1440 px file
// first; when that arrives before the layout's own 720 px request, the picture keeps it (seen on
// the builds before and after the fonts stopped being preloaded alike).
test("a case study's large picture is its largest paint, fetched first, as AVIF at the width the screen needs @desktop-only", async ({
  page,
}) => {
  await page.goto(caseStudy);
  const hero = page.locator("article picture img").first();
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  // Loaded is not yet painted: on a busy machine the frame with the picture is presented later.
  await expect.poll(() => largestPaint(page)).toBe("picture");
  await expect(hero).toHaveJSProperty("complete", true);
  const { source, natural, needed } = await hero.evaluate(async (image: HTMLImageElement) => {
    // naturalWidth of a srcset candidate is scaled by its density; the file alone has its own.
    const file = new Image();
    file.src = image.currentSrc;
    await file.decode();
    return {
      source: image.currentSrc,
      natural: file.naturalWidth,
      needed: image.getBoundingClientRect().width * devicePixelRatio,
    };
  });
  expect(source).toMatch(/\.avif$/);
  // The smallest file at least as wide as the picture's pixels, not the largest one.
  expect(natural).toBeGreaterThanOrEqual(Math.min(needed, 1440));
  expect(natural).toBeLessThan(Math.max(needed * 1.6, 720));
});

test("the pictures below the first screen wait until they are scrolled to", async ({ page }) => {
  await page.goto(caseStudy);
  const lower = page.getByRole("region", { name: "Bilder från projektet" }).locator("img");
  await expect(lower.first()).toHaveAttribute("loading", "lazy");
  await lower.first().scrollIntoViewIfNeeded();
  await expect(lower.first()).toHaveJSProperty("complete", true);
  expect(await lower.first().evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);
});

test("the home page's case cards are lazy pictures, below the first screen, with their alt text", async ({
  page,
}) => {
  await page.goto(paths.home);
  // The hero's mockups are pictures too; the cards are those of the case strip.
  const cards = page.locator('section[aria-labelledby="home-cases-title"] picture img');
  await expect(cards).toHaveCount(homeCases.count);
  for (const image of await cards.all()) {
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("alt", /\S/);
  }
});
