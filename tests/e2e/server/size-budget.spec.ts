import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { blogPosts } from "../../support/blog-posts";
import { NOT_FOUND_DOCUMENT } from "../../../hosting/server-rules";
import { paths } from "../../../app/lib/paths";
import { buildDirectory } from "../../../build-steps/build-directory";
import { svgDataUri } from "../../../app/lib/main-image.server";

/**
 * Deterministic first-load weight per route, read from the build: every script the page loads
 * and its inlined stylesheet, compressed with brotli. Compared with bench/size-budget.json
 * so a regression fails `npm test` even when Lighthouse is not run.
 */
const client = path.join(buildDirectory, "client");
const budget = JSON.parse(readFileSync("bench/size-budget.json", "utf8")) as {
  headingBytes: number;
  maxScriptKB: number;
  maxStylesheetKB: number;
  routes: Record<string, { scriptKB: number; stylesheetKB: number }>;
};

const brotliKB = (text: string | Buffer) => brotliCompressSync(text).length / 1024;

const documentOf = (route: string) =>
  readFileSync(
    path.join(client, route === paths.notFound ? NOT_FOUND_DOCUMENT : path.join(route, "index.html")),
    "utf8",
  );

/** What a page makes the browser run and apply on first load: its scripts (files and inline) and its inline styles. */
function firstLoad(route: string) {
  const html = documentOf(route);
  const files = new Set(
    [...html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""),
  );
  const inline = [
    // JSON-LD is data, not a script the page runs.
    ...html.matchAll(/<script\b(?![^>]*(?:\bsrc=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? "");
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? "")
    .join("");
  const scriptKB =
    [...files].reduce((total, href) => total + brotliKB(readFileSync(path.join(client, href))), 0) +
    (inline.length > 0 ? brotliKB(inline.join("\n")) : 0);
  return { scriptKB, stylesheetKB: brotliKB(styles) };
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

// A host that compresses on the fly sends 10 segments before the browser's first acknowledgement
// and 20 more after it: what the page's heading needs must fit in those two round trips.
test("every page's heading arrives in the document's first two round trips", () => {
  for (const route of Object.keys(budget.routes)) {
    const html = documentOf(route);
    const headingEnd = html.indexOf("</h1>");
    expect(headingEnd, route).toBeGreaterThan(0);
    const bytes = gzipSync(html.slice(0, headingEnd + "</h1>".length), { level: 6 }).length;
    test.info().annotations.push({ type: "size", description: `${route}: heading ends at ${bytes} B gzip` });
    expect(bytes, `${route}: gzip bytes up to the end of its <h1>`).toBeLessThanOrEqual(budget.headingBytes);
  }
});

// Served over HTTP/1.1 the main image waited for a second connection and painted after the text.
test("a page's main image arrives inside the page, not as a request of its own", async () => {
  const firstPost = (await blogPosts())[0];
  const firstCover = firstPost?.featuredImage ?? "";
  for (const [route, image] of [
    ["/about", "/images/team/sara-lindberg.svg"],
    ["/blogg", firstCover],
    [`/blogg/${firstPost?.slug}`, firstCover],
  ] as const) {
    const html = readFileSync(path.join(client, route, "index.html"), "utf8");
    const mainImage = /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
    expect(mainImage, route).toContain(`src="${svgDataUri(readFileSync(path.join(client, image), "utf8"))}"`);
    expect(html, `${route}: no preload of ${image}`).not.toContain(`href="${image}"`);
  }
});
