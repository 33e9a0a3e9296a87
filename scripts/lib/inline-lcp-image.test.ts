import { describe, expect, it } from "vitest";
import { INLINE_IMAGE_MAX_BYTES, inlineLcpImage, svgDataUri } from "./inline-lcp-image";

const studio =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3">\n  <rect fill="#f5efe6" width="4" height="3"/>\n</svg>';
const page = (
  image: string,
  preload = '<link rel="preload" as="image" href="/images/about/studio.svg" fetchPriority="high"/>',
) =>
  `<html><head><meta charSet="utf-8"/>${preload}<style>a{}</style></head><body>${image}<img src="/images/other.svg" alt="Annan"/></body></html>`;
const mainImage =
  '<img src="/images/about/studio.svg" alt="Studion" width="1200" height="900" fetchPriority="high" decoding="async"/>';
const read = (files: Record<string, string>) => (href: string) => {
  const file = files[href];
  if (file === undefined) throw new Error(`no ${href}`);
  return file;
};

describe("svgDataUri", () => {
  it("escapes what would end the attribute or the URL, and keeps the picture", () => {
    const uri = svgDataUri(studio);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(uri).not.toMatch(/["#<>&\n]/);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(studio.replace(/\s+/g, " "));
  });
});

describe("inlineLcpImage", () => {
  it("writes the high-priority SVG into its img and drops its preload, leaving every other attribute", () => {
    const html = inlineLcpImage(page(mainImage), read({ "/images/about/studio.svg": studio }));
    expect(html).toContain(`src="${svgDataUri(studio)}"`);
    expect(html).toContain('alt="Studion" width="1200" height="900" fetchPriority="high"');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<img src="/images/other.svg" alt="Annan"/>');
  });

  it("leaves a page without a high-priority image as it was", () => {
    const html = page('<img src="/images/about/studio.svg" alt="Studion"/>');
    expect(inlineLcpImage(html, read({}))).toBe(html);
  });

  it("leaves artwork over the size limit, and raster images, as files", () => {
    const large = `<svg>${"x".repeat(INLINE_IMAGE_MAX_BYTES)}</svg>`;
    const html = page(mainImage);
    expect(inlineLcpImage(html, read({ "/images/about/studio.svg": large }))).toBe(html);
    const raster = page('<img src="/images/share/card.png" alt="Kort" fetchPriority="high"/>', "");
    expect(inlineLcpImage(raster, read({}))).toBe(raster);
  });
});
