import { readFileSync } from "node:fs";
import path from "node:path";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="[^"]*"\/>/;

/**
 * Replaces the page's one stylesheet link by the stylesheet itself. On a phone link every request
 * costs a round trip before the first paint (under Lighthouse's applied throttling 560 ms), and
 * client-side navigation never needs the file again: the rules stay in the document.
 * `readAsset` receives the path under the client build, e.g. `/assets/app-x.css`.
 */
export function inlineStylesheet(html: string, readAsset: (href: string) => string) {
  const link = STYLESHEET_LINK.exec(html);
  if (!link) throw new Error("inlineStylesheet: no stylesheet link in the page's head");
  const css = readAsset(link[1] as string);
  if (css.includes("</style")) throw new Error(`inlineStylesheet: ${link[1]} contains "</style"`);
  // A function as the replacement, so "$&" and the like in the CSS stay literal.
  return html.replace(link[0], () => `<style data-href="${link[1]}">${css.trim()}</style>`);
}

export const readClientAsset = (clientDirectory: string) => (href: string) =>
  readFileSync(path.join(clientDirectory, href), "utf8");
