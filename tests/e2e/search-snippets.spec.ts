import { siteConfig } from "../../app/site.config";
import { paths } from "../../app/lib/paths";
import { expect, test } from "./support/fixtures";

/**
 * What a search result shows of each page: Google cuts titles at about 60 characters and
 * descriptions at about 160, and two pages with the same title or description compete for the
 * same query instead of each answering its own.
 */
const MAX_TITLE = 60;
const MAX_DESCRIPTION = 160;

test("every page in the sitemap has its own title of at most 60 characters and description of at most 160 @desktop-only", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pathsListed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? "", siteConfig.origin).pathname,
  );
  expect(pathsListed.length).toBeGreaterThan(20);
  const snippets: { path: string; title: string; description: string }[] = [];
  test.setTimeout(120_000);
  for (const path of pathsListed) {
    const html = await (await request.get(path)).text();
    // Read by the browser's own HTML parser, as a crawler reads the head.
    const { title, description } = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "text/html");
      const meta = document.querySelector('meta[name="description"]');
      return { title: document.title, description: meta?.getAttribute("content") ?? "" };
    }, html);
    expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(MAX_TITLE);
    expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(description.length, `${path}: description`).toBeGreaterThan(50);
    snippets.push({ path, title, description });
  }
  for (const field of ["title", "description"] as const) {
    const seen = new Map<string, string>();
    for (const snippet of snippets) {
      expect(
        seen.get(snippet[field]),
        `${snippet.path} has the ${field} of ${seen.get(snippet[field])}`,
      ).toBe(undefined);
      seen.set(snippet[field], snippet.path);
    }
  }
  // The spec has /tjanster's title ask what a website costs; the price guide answers the market's
  // question under its own title, so only one page is the result for that query.
  const askingThePrice = snippets.filter((snippet) => /vad kostar en hemsida/i.test(snippet.title));
  expect(askingThePrice.map((snippet) => snippet.path)).toEqual([paths.services]);
});

test("/tjanster and the price guide link each other @desktop-only", async ({ request }) => {
  const priceGuide = paths.article("vad-kostar-en-hemsida");
  // Outside the header and footer, which link /tjanster from every page.
  const mainOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  };
  expect(await mainOf(paths.services)).toContain(`href="${priceGuide}"`);
  expect(await mainOf(priceGuide)).toContain(`href="${paths.services}"`);
});
