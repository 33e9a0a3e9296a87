/**
 * The first screen's styles in the page, the whole stylesheet off the critical path (decision 0032):
 * beasties keeps in each built page the rules that match its elements (with the @font-face and
 * @keyframes they use) and turns the page's stylesheet link into a print-only one that its one
 * activation script switches on after the parser reaches the end of the body. The print link is
 * fetched at low priority and blocks nothing; a visitor without scripts gets the stylesheet from a
 * `<noscript>` link. The activation script never changes, so one CSP hash covers it on every page.
 */
import Beasties from "beasties";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The CSP hash of beasties' "media-script" activation script, given to Astro as an extra hash for
 * every page (astro.config.ts). beasties is pinned; critical-css.test.ts recomputes the hash from
 * what it writes, so an upgrade that changes the script fails there, not in a visitor's browser.
 */
export const STYLESHEET_ACTIVATION_HASH = "sha256-LMY6wYoFV9I4wWzxaq1N/dTpl4iurQktw706UCHK3vM=";

/**
 * States the behaviour script adds after the first paint, whose rules must be in the page before
 * the whole stylesheet arrives, or the change of state would wait for it (or move the page when it
 * applies): beasties only sees the built markup.
 */
const SCRIPT_STATES = [
  /\[data-masonry/,
  /\[data-reveal/,
  /\[aria-pressed/,
  /\[aria-expanded/,
  /\[hidden/,
  /\[open/,
  /:open/,
];

export function criticalCss(client: string) {
  return new Beasties({
    path: client,
    publicPath: "/",
    preload: "media-script",
    pruneSource: false,
    inlineFonts: true,
    preloadFonts: false,
    reduceInlineStyles: false,
    allowRules: SCRIPT_STATES,
    logLevel: "warn",
  });
}

/** Rewrites each built document (paths under `client`, e.g. `/about/index.html`) in place. */
export async function inlineCriticalCss(client: string, documents: string[]) {
  const beasties = criticalCss(client);
  for (const document of documents) {
    const file = path.join(client, document);
    writeFileSync(file, await beasties.process(readFileSync(file, "utf8")));
  }
}
