import { createHash } from "node:crypto";

const STYLESHEET = /<link rel="stylesheet"[^>]*\/?>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Puts the stylesheet first in <head> and the module preloads at the end of <body>.
 * React hoists the preloads above the stylesheet, and on a slow link they compete
 * with it, so the first paint waited for JavaScript it does not need.
 */
export function reorderHead(html: string) {
  const stylesheets = html.match(STYLESHEET) ?? [];
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  let result = html.replace(STYLESHEET, "").replace(MODULE_PRELOAD, "");
  result = result.replace(/(<meta name="viewport"[^>]*\/?>)/, `$1${stylesheets.join("")}`);
  const firstBodyScript = result.indexOf("<script", result.indexOf("<body"));
  const at = firstBodyScript === -1 ? result.lastIndexOf("</body>") : firstBodyScript;
  return result.slice(0, at) + preloads.join("") + result.slice(at);
}

/** CSP hashes of the inline scripts the browser executes (JSON-LD data blocks never run). */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}
