import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** CSP hashes of the inline scripts the browser executes (JSON-LD data blocks never run). */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}
