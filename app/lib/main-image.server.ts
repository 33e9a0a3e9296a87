import { readFileSync } from "node:fs";
import path from "node:path";
import { artworkFonts } from "./artwork/artwork-fonts.server.ts";
import { outlineSvgText } from "./artwork/outline-svg-text.ts";

/**
 * Larger artwork is left as a file: past this size a cached request beats a bigger page. Every
 * case study's cover, its text drawn as outlines, fits: 30–55 KB, 8–15 KB gzip.
 */
export const INLINE_IMAGE_MAX_BYTES = 64 * 1024;

/** The characters that would end the attribute, start an entity or break the URL are escaped (the quotes too, so no renderer writes them as entities). */
export function svgDataUri(svg: string) {
  const encoded = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#"'<>&]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${encoded}`;
}

let fonts: ReturnType<typeof artworkFonts> | undefined;

/**
 * A page's main image (its largest paint), as the `src` to render at build: a small local SVG is
 * written into the page as a data URI, its text drawn as outlines as the file's copy is
 * (build-steps/static-host.ts). Served by a plain HTTP/1.1 server the image otherwise waits for a
 * second connection and paints well after the text. Anything else keeps its address.
 */
export function mainImageSource(src: string) {
  if (!src.startsWith("/") || !src.endsWith(".svg")) return src;
  const file = path.join("public", src);
  const svg = outlineSvgText(readFileSync(file, "utf8"), (fonts ??= artworkFonts()), file);
  return Buffer.byteLength(svg) > INLINE_IMAGE_MAX_BYTES ? src : svgDataUri(svg);
}
