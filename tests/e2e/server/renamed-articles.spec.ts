import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { expect, test } from "@playwright/test";
import { getTransformedRoutes } from "@vercel/routing-utils";
import { renamedArticles } from "../../../app/content/renamed-articles";
import { paths } from "../../../app/lib/paths";
import { siteConfig } from "../../../app/site.config";
import { servers } from "../../../playwright.config";
import { buildDirectory } from "../../../build-steps/build-directory";

/**
 * The price guide lost the year in its address (decision 0021): the old address, linked from
 * elsewhere and known to search engines, answers with a permanent redirect on every host, and
 * the new one is the article, dated by its last review.
 */
const oldPath = paths.article("vad-kostar-hemsida-2025");
const newPath = paths.article("vad-kostar-en-hemsida");
const client = path.join(buildDirectory, "client");

test("the price guide's old slug is listed as renamed to the new one", () => {
  expect(renamedArticles["vad-kostar-hemsida-2025"]).toBe("vad-kostar-en-hemsida");
});

for (const [name, origin] of Object.entries(servers)) {
  test.describe(`${name} server`, () => {
    test("answers the old address, with or without a slash, with 301 to the new one, query kept", async ({
      request,
    }) => {
      for (const [requested, expected] of [
        [oldPath, newPath],
        [`${oldPath}/`, newPath],
        [`${oldPath}?utm_source=nyhetsbrev`, `${newPath}?utm_source=nyhetsbrev`],
      ] as const) {
        const response = await request.get(origin + requested, { maxRedirects: 0 });
        expect(response.status(), requested).toBe(301);
        const location = new URL(response.headers()["location"] ?? "", origin + requested);
        expect(location.origin + location.pathname + location.search, requested).toBe(origin + expected);
      }
    });

    test("leads a browser from the old address to the article, with its canonical address and dates", async ({
      page,
    }) => {
      const response = await page.goto(origin + oldPath);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(newPath);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteConfig.origin}${newPath}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Priser på hemsidor: marknadens nivåer och dolda kostnader",
      );
      await expect(page.getByTestId("updated-date")).toHaveText("Uppdaterad 27 november 2026");
      const graphs = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}") as unknown));
      const nodes = graphs.flatMap(
        (graph) => (graph as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [],
      );
      const article = nodes.find((node) => node["@type"] === "BlogPosting");
      expect(article).toMatchObject({
        datePublished: "2025-06-09T08:00:00+02:00",
        // Updated in November: Swedish winter time.
        dateModified: "2026-11-27T08:00:00+01:00",
      });
    });

    test("still answers a slug that was never an article with 404", async ({ request }) => {
      for (const unknown of [paths.article("vad-kostar-hemsida-2024"), `${oldPath}/extra`]) {
        const response = await request.get(origin + unknown, { maxRedirects: 0 });
        expect(response.status(), unknown).toBe(404);
      }
    });
  });
}

test("the sitemap lists the new address, dated by the update, and not the old one", async ({ request }) => {
  const sitemap = await (await request.get(`${servers.node}${paths.sitemap}`)).text();
  expect(sitemap).toContain(`<loc>${siteConfig.origin}${newPath}</loc><lastmod>2026-11-27</lastmod>`);
  expect(sitemap).not.toContain(oldPath);
});

test("a host without redirects finds a page at the old address that refreshes to the new one at once", async ({
  page,
}) => {
  await page.setContent(readFileSync(path.join(client, oldPath, "index.html"), "utf8"));
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", `0;url=${newPath}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${siteConfig.origin}${newPath}`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("Netlify's and Vercel's readings of the build's rule files give the same 301", async () => {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [path.join(client, "_redirects")],
    configRedirects: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  expect(redirects[0]).toMatchObject({ from: oldPath, to: newPath, status: 301 });

  const vercel = JSON.parse(readFileSync(path.join(client, "vercel.json"), "utf8")) as Parameters<
    typeof getTransformedRoutes
  >[0];
  const { routes, error } = getTransformedRoutes(vercel);
  expect(error).toBeNull();
  const redirect = routes?.find((route) => "src" in route && new RegExp(route.src ?? "^$").test(oldPath));
  expect(redirect).toMatchObject({ status: 301, headers: { Location: newPath } });
});
