import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { criticalCss, STYLESHEET_ACTIVATION_HASH } from "./critical-css";

const STYLESHEET = `
@font-face { font-family: "Brand"; src: url("/brand.woff2"); }
@font-face { font-family: "Unused Face"; src: url("/unused.woff2"); }
.title { font-family: "Brand", sans-serif; }
.not-on-this-page { color: red; }
.grid[data-masonry] { display: block; }
button[aria-pressed="true"] { color: blue; }
`;
const PAGE = `<!doctype html><html lang="sv"><head><title>t</title>
<link rel="stylesheet" href="/assets/site.css"></head>
<body><h1 class="title">Rubrik</h1><div class="grid"></div><button aria-pressed="false">Filter</button></body></html>`;

async function processedPage() {
  const client = mkdtempSync(path.join(tmpdir(), "critical-css-"));
  writeFileSync(path.join(client, "assets-site.css"), STYLESHEET);
  const html = await criticalCss(client).process(PAGE.replace("/assets/site.css", "/assets-site.css"));
  // Inert: the test reads the markup, no browser loads the stylesheet.
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

describe("criticalCss", () => {
  it("keeps the rules of the page's elements and the faces they use, not the rest", async () => {
    const inline = (await processedPage()).querySelector("style")?.textContent ?? "";
    expect(inline).toContain(".title");
    expect(inline).toContain('"Brand"');
    expect(inline).not.toContain("not-on-this-page");
    expect(inline).not.toContain("Unused Face");
  });

  it("keeps the rules of states the behaviour script adds later", async () => {
    const inline = (await processedPage()).querySelector("style")?.textContent ?? "";
    expect(inline).toContain("[data-masonry]");
    expect(inline).toContain('[aria-pressed="true"]');
  });

  it("loads the whole stylesheet as print first, with a noscript link for a visitor without scripts", async () => {
    const page = await processedPage();
    const links = [...page.querySelectorAll('link[href="/assets-site.css"]')];
    expect(links.map((link) => link.getAttribute("media"))).toContain("print");
    expect(page.querySelector("noscript")?.innerHTML).toContain('rel="stylesheet"');
  });

  it("activates it by the one script whose hash the policy carries", async () => {
    const scripts = [...(await processedPage()).querySelectorAll("script:not([src])")];
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256")
      .update(scripts[0]?.textContent ?? "")
      .digest("base64");
    expect(`sha256-${hash}`).toBe(STYLESHEET_ACTIVATION_HASH);
  });
});
