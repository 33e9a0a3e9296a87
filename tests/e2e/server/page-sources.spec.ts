import { expect, test } from "@playwright/test";
import { servers } from "../../../playwright.config";

/** What a crawler sees: the raw HTML of every route, before any JavaScript runs. */
const routes = [
  { path: "/", heading: "Webbyra i Örebro" },
  { path: "/tjanster", heading: "Våra tjänster" },
  { path: "/references", heading: "Referenser" },
  { path: "/references/jalopy", heading: "Jalopy" },
  { path: "/blogg", heading: "Blogg" },
  { path: "/about", heading: "Om Vinga Design" },
  { path: "/contact", heading: "Kontakta oss" },
  { path: "/integritetspolicy", heading: "Integritetspolicy" },
];

for (const { path, heading } of routes) {
  test(`raw HTML of ${path} has its heading, title, description, canonical and Open Graph tags`, async ({
    request,
  }) => {
    const html = await (await request.get(servers.node + path)).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="sv"[ >]/);
    const h1s = html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.replace(/<[^>]+>/g, "")).toContain(heading);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://vingadesign.se${path === "/" ? "/" : path}"`);
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(html).toContain(`property="${property}"`);
    }
  });
}

test("the whole stylesheet comes inline ahead of every script, no stylesheet is requested, and no framework runs", async ({
  request,
}) => {
  for (const { path } of routes) {
    const html = await (await request.get(servers.node + path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // The first paint needs no second request, and no later stylesheet restyles the page (decision 0032).
    const style = head.indexOf("<style>");
    expect(style, path).toBeGreaterThan(0);
    const script = html.indexOf("<script", style);
    if (script !== -1) expect(style, path).toBeLessThan(script);
    // The whole sheet: rules of elements only another page has (the contact form's spinner) too.
    expect(head, path).toContain(".sr-only{");
    expect(head, path).toContain(".animate-spin{");
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // React renders at build only: no island, no hydration runtime, no module preloads.
    expect(html, path).not.toContain("<astro-island");
    expect(html, path).not.toContain('rel="modulepreload"');
  }
});

test("at most one image per page asks for high fetch priority (the largest paint's)", async ({ request }) => {
  for (const { path } of routes) {
    const html = await (await request.get(servers.node + path)).text();
    const urgent = html.match(/<img[^>]*fetchPriority="high"/gi) ?? [];
    expect(urgent.length, path).toBeLessThanOrEqual(1);
  }
});
