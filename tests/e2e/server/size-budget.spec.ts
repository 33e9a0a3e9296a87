import { expect, test } from "@playwright/test";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getPosts } from "../../../app/lib/blog/posts.server";
import { buildDirectory } from "../../../scripts/lib/build-directory";
import { svgDataUri } from "../../../scripts/lib/inline-lcp-image";

/**
 * Deterministic first-load weight per route, read from the build: every script the page loads
 * and its inlined stylesheet, compressed with brotli. Compared with bench/size-budget.json
 * so a regression fails `npm test` even when Lighthouse is not run.
 */
const client = path.join(buildDirectory, "client");
const budget = JSON.parse(readFileSync("bench/size-budget.json", "utf8")) as {
  maxScriptKB: number;
  maxStylesheetKB: number;
  routes: Record<string, { scriptKB: number; stylesheetKB: number }>;
};

const compressedKB = (href: string) => {
  const file = path.join(client, href);
  const twin = `${file}.br`;
  return statSync(existsSync(twin) ? twin : file).size / 1024;
};

function firstLoad(route: string) {
  const html = readFileSync(path.join(client, route, "index.html"), "utf8");
  // Every module the page preloads or imports, named in its bootstrap script.
  const scripts = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""));
  // The stylesheet is inlined (scripts/lib/inline-stylesheet.ts); it weighs what its file does.
  const stylesheets = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((match) => match[1] ?? "");
  const sum = (hrefs: Iterable<string>) => [...hrefs].reduce((total, href) => total + compressedKB(href), 0);
  return { scriptKB: sum(scripts), stylesheetKB: sum(stylesheets) };
}

for (const [route, limits] of Object.entries(budget.routes)) {
  test(`${route} stays within its first-load budget`, () => {
    const measured = firstLoad(route);
    test.info().annotations.push({
      type: "size",
      description: `JS ${measured.scriptKB.toFixed(1)} KB, CSS ${measured.stylesheetKB.toFixed(1)} KB (brotli)`,
    });
    expect(measured.scriptKB, "compressed JavaScript (KB)").toBeLessThanOrEqual(limits.scriptKB);
    expect(measured.stylesheetKB, "compressed CSS (KB)").toBeLessThanOrEqual(limits.stylesheetKB);
    expect(limits.scriptKB).toBeLessThanOrEqual(budget.maxScriptKB);
    expect(limits.stylesheetKB).toBeLessThanOrEqual(budget.maxStylesheetKB);
  });
}

// Served over HTTP/1.1 the main image waited for a second connection and painted after the text.
test("a page's main image arrives inside the page, not as a request of its own", () => {
  const firstPost = getPosts()[0];
  const firstCover = firstPost?.featuredImage ?? "";
  for (const [route, image] of [
    ["/about", "/images/about/studio.svg"],
    ["/references", "/images/projects/kennel/cover.svg"],
    ["/blogg", firstCover],
    [`/blogg/${firstPost?.slug}`, firstCover],
  ] as const) {
    const html = readFileSync(path.join(client, route, "index.html"), "utf8");
    const mainImage = /<img\b[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
    expect(mainImage, route).toContain(`src="${svgDataUri(readFileSync(path.join(client, image), "utf8"))}"`);
    expect(html, `${route}: no preload of ${image}`).not.toContain(`href="${image}"`);
  }
});
