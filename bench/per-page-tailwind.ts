/**
 * An option decision 0032 weighed, measured: what each built page would carry if Tailwind compiled a
 * stylesheet for that page alone (the classes its built HTML names, through the site's own
 * app/app.css), beside what the page carries now (beasties' rules of its elements, decision 0032).
 * Prints raw and brotli bytes per page. Run after a build:
 *
 *   node bench/per-page-tailwind.ts
 */
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { buildDirectory } from "../scripts/lib/build-directory.ts";

const client = path.join(buildDirectory, "client");
const stylesheet = readFileSync("app/app.css", "utf8");
// A compiler keeps every class it has built: one per page, or each page would carry the ones before.
const compiler = () => compile(stylesheet, { base: path.resolve("app"), onDependency: () => {} });

function pages(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === "assets" || name === "admin" ? [] : pages(file);
    return name.endsWith(".html") ? [file] : [];
  });
}

/** The page's own `<style>` text: what beasties inlined. */
const inlineCss = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const sizes = (css: string) => `${kB(Buffer.byteLength(css))} / ${kB(brotliCompressSync(css).length)}`;

console.log("| Page | Per-page Tailwind KB raw / brotli | In the page now (beasties) KB raw / brotli |");
console.log("| --- | --- | --- |");
for (const file of pages(client).sort()) {
  const html = readFileSync(file, "utf8");
  // Redirect stubs for renamed articles carry no styles.
  if (!html.includes("<style")) continue;
  const candidates = new Scanner({ sources: [] }).scanFiles([{ content: html, extension: "html" }]);
  const perPage = optimize((await compiler()).build(candidates), { minify: true }).code;
  console.log(`| /${path.relative(client, file)} | ${sizes(perPage)} | ${sizes(inlineCss(html))} |`);
}
