/**
 * After `react-router build`: draws the artwork's text as outlines (lib/outline-svg-text.ts),
 * lets every page paint before its scripts load (see
 * lib/defer-hydration.ts), adds the script that asks about cookies (lib/cookie-question-script.ts),
 * lets every page paint without a second request for its stylesheet (lib/inline-stylesheet.ts)
 * or its main image (lib/inline-lcp-image.ts), fails when a page has content parked in a hidden streamed segment
 * (lib/streamed-segments.ts), records each prerendered page's inline-script
 * hashes for the Content-Security-Policy (JSON for `npm start`, a map for nginx, `_headers`,
 * `_redirects` and `vercel.json` for static hosts, see deploy/host-files.ts), and writes
 * gzip and brotli twins of every text file.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  HOST_NOT_FOUND_PAGE,
  renderHeadersFile,
  renderRedirectsFile,
  vercelRouting,
} from "../deploy/host-files.ts";
import { contentSecurityPolicy, NOT_FOUND_DOCUMENT } from "../deploy/server-rules.ts";
import { buildDirectory as BUILD } from "./lib/build-directory.ts";
import { artworkFonts } from "./lib/artwork-fonts.ts";
import { inlineScriptHashes } from "./lib/inline-script-hashes.ts";
import { withCookieQuestion } from "./lib/cookie-question-script.ts";
import { deferHydration } from "./lib/defer-hydration.ts";
import { inlineLcpImage } from "./lib/inline-lcp-image.ts";
import { outlineSvgText } from "./lib/outline-svg-text.ts";
import { inlineStylesheet, readClientAsset } from "./lib/inline-stylesheet.ts";
import { streamedSegments } from "./lib/streamed-segments.ts";

const CLIENT = path.join(BUILD, "client");
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;

function* walk(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Pages whose first job needs React, with or without a visitor's use: the not-found page logs
 * the address it was asked for, and React Router's SPA fallback has to find its route.
 */
const HYDRATE_AT_LOAD = [NOT_FOUND_DOCUMENT, "/__spa-fallback.html"];

const files = [...walk(CLIENT)].filter((file) => !/\.(gz|br)$/.test(file));
const cspHashes: Record<string, string[]> = {};

// Before the pages inline their main image, so the page and the file carry the same drawing.
const fonts = artworkFonts();
for (const file of files.filter((name) => name.endsWith(".svg"))) {
  const svg = readFileSync(file, "utf8");
  // Vite copies public/ as it is; an error names the source file to change.
  const outlined = outlineSvgText(svg, fonts, path.join("public", path.relative(CLIENT, file)));
  if (outlined !== svg) writeFileSync(file, outlined);
}

const htmlFiles = files.filter((name) => name.endsWith(".html"));
// Content parked in a hidden segment is invisible without JavaScript and to most crawlers.
const incomplete = htmlFiles.flatMap((file) => {
  const marks = streamedSegments(readFileSync(file, "utf8"));
  return marks.length > 0 ? [`  ${path.relative(CLIENT, file)}: ${marks.join(", ")}`] : [];
});
if (incomplete.length > 0) {
  throw new Error(
    `postbuild: sidor där innehåll inte står på plats i HTML:en (se app/entry.server.tsx):\n${incomplete.join("\n")}`,
  );
}

// The app's server entry renders the cookie question's markup with the app's own components.
const serverBuild = (await import(pathToFileURL(path.join(BUILD, "server", "index.js")).href)) as {
  entry: { module: { renderCookieQuestion?: () => string } };
};
const renderCookieQuestion = serverBuild.entry.module.renderCookieQuestion;
if (!renderCookieQuestion) throw new Error("postbuild: app/entry.server.tsx exports no renderCookieQuestion");
const cookieQuestion = renderCookieQuestion();

for (const file of htmlFiles) {
  const prerendered = readFileSync(file, "utf8");
  // VINGA_PAINT_FIRST=0 keeps React Router's own bootstrap, to measure what the rewrite is worth.
  const route = `/${path.relative(CLIENT, file).split(path.sep).join("/")}`;
  const bootstrapped =
    process.env.VINGA_PAINT_FIRST === "0"
      ? prerendered
      : deferHydration(prerendered, { atLoad: HYDRATE_AT_LOAD.includes(route) });
  const html = inlineLcpImage(
    inlineStylesheet(withCookieQuestion(bootstrapped, cookieQuestion), readClientAsset(CLIENT)),
    readClientAsset(CLIENT),
  );
  writeFileSync(file, html);
  cspHashes[route] = inlineScriptHashes(html);
}

const notFoundHashes = cspHashes[NOT_FOUND_DOCUMENT];
if (!notFoundHashes) throw new Error(`postbuild: ${NOT_FOUND_DOCUMENT} was not prerendered`);

const nginxDirectory = path.join(BUILD, "nginx");
mkdirSync(nginxDirectory, { recursive: true });
writeFileSync(path.join(BUILD, "csp-hashes.json"), `${JSON.stringify(cspHashes, null, 2)}\n`);
const quote = (value: string) => `"${value.replace(/(["\\])/g, "\\$1")}"`;
writeFileSync(
  path.join(nginxDirectory, "csp-map.conf"),
  [
    "# Generated by scripts/postbuild.ts: the Content-Security-Policy of each prerendered page.",
    "map $uri $vinga_csp {",
    `  default ${quote(contentSecurityPolicy(notFoundHashes))};`,
    // The policy governs documents; an empty value keeps it off scripts, styles, fonts and data.
    '  "~^/(assets|images)/" "";',
    '  "~[.](data|xml|txt)$" "";',
    ...Object.entries(cspHashes).map(
      ([uri, hashes]) => `  ${quote(uri)} ${quote(contentSecurityPolicy(hashes))};`,
    ),
    "}",
    "",
  ].join("\n"),
);

// Static hosts answer unknown paths with a root 404.html; the routes come from the same rules.
copyFileSync(path.join(CLIENT, NOT_FOUND_DOCUMENT), path.join(CLIENT, HOST_NOT_FOUND_PAGE));
writeFileSync(path.join(CLIENT, "_headers"), renderHeadersFile(cspHashes));
writeFileSync(path.join(CLIENT, "_redirects"), renderRedirectsFile(cspHashes));
writeFileSync(
  path.join(CLIENT, "vercel.json"),
  `${JSON.stringify({ $schema: "https://openapi.vercel.sh/vercel.json", ...vercelRouting(cspHashes) }, null, 2)}\n`,
);

let original = 0;
let brotli = 0;
for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
  const content = readFileSync(file);
  if (content.length < 256) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  original += statSync(file).size;
  brotli += br.length;
}

console.log(
  `postbuild: ${Object.keys(cspHashes).length} pages, CSP hashes recorded; ` +
    `text files ${(original / 1024).toFixed(0)} KiB → ${(brotli / 1024).toFixed(0)} KiB brotli`,
);
