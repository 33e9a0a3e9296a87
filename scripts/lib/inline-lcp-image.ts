/**
 * Larger artwork is left as a file: past this size a cached request beats a bigger page. Every
 * case study's cover, its text drawn as outlines (outline-svg-text.ts), fits: 30–55 KB, 8–15 KB gzip.
 */
export const INLINE_IMAGE_MAX_BYTES = 64 * 1024;

const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchPriority="high"[^>]*>/g;
const LOCAL_SVG_SOURCE = /\bsrc="(\/images\/[^"]+\.svg)"/;

/** The characters that would end the attribute, start an entity or break the URL are escaped. */
export function svgDataUri(svg: string) {
  const encoded = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#"<>&]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${encoded}`;
}

/**
 * Writes the page's main image (the one marked `fetchPriority="high"`, a small local SVG) into the
 * page as a data URI and drops its preload. Served by a plain HTTP/1.1 server, the image otherwise
 * waits for a second connection (with applied throttling two round trips of 560 ms after the HTML),
 * so it painted well after the text. Only the prerendered HTML changes: React does not patch
 * attributes while hydrating, and pages rendered in the browser keep the file's address.
 * `readAsset` receives the path under the client build, e.g. `/images/about/studio.svg`.
 */
export function inlineLcpImage(html: string, readAsset: (href: string) => string) {
  const inlined: string[] = [];
  const withImages = html.replace(HIGH_PRIORITY_IMAGE, (tag) => {
    const source = LOCAL_SVG_SOURCE.exec(tag)?.[1];
    if (!source) return tag;
    const svg = readAsset(source);
    if (Buffer.byteLength(svg) > INLINE_IMAGE_MAX_BYTES) return tag;
    inlined.push(source);
    return tag.replace(LOCAL_SVG_SOURCE, () => `src="${svgDataUri(svg)}"`);
  });
  return inlined.reduce(
    (page, source) =>
      page.replace(
        new RegExp(`<link rel="preload" as="image" href="${escapeRegExp(source)}"[^>]*/>`, "g"),
        "",
      ),
    withImages,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
