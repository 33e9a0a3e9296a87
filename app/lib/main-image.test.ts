import { describe, expect, it } from "vitest";
import { mainImageSource, svgDataUri } from "./main-image.server";

const studio =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3">\n  <rect fill="#f5efe6" width="4" height="3"/>\n</svg>';

describe("svgDataUri", () => {
  it("escapes what would end the attribute or the URL, and keeps the picture", () => {
    const uri = svgDataUri(studio);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(uri).not.toMatch(/["'#<>&\n]/);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(studio.replace(/\s+/g, " "));
  });
});

describe("mainImageSource", () => {
  it("writes a small local SVG into the page, with its text drawn as outlines", () => {
    const source = mainImageSource("/images/blog/hur-ska-man-farglagga-en-hemsida.svg");
    expect(source).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(source)).not.toContain("<text");
  });

  it("leaves other addresses as they are", () => {
    expect(mainImageSource("/images/og/default.png")).toBe("/images/og/default.png");
    expect(mainImageSource("https://example.se/a.svg")).toBe("https://example.se/a.svg");
  });

  it("names the file when it cannot be read", () => {
    expect(() => mainImageSource("/images/finns-inte.svg")).toThrow(/finns-inte\.svg/);
  });
});
