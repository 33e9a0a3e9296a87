import { describe, expect, it } from "vitest";
import { svgInfo } from "./svg-info";

describe("svgInfo", () => {
  it("reads the size from the viewBox and the title as text", () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" role="img">
  <title>Konditori &amp; café –
    startsida</title>
  <rect width="10" height="10"/>
</svg>`;
    expect(svgInfo(svg)).toEqual({ width: 1200, height: 900, title: "Konditori & café – startsida" });
  });

  it("accepts comma-separated and fractional viewBoxes", () => {
    expect(svgInfo('<svg viewBox="0,0,799.6,600.2"></svg>')).toMatchObject({ width: 800, height: 600 });
  });

  it("falls back to width and height, and to an empty title", () => {
    expect(svgInfo('<svg width="640px" height="480"><g/></svg>')).toEqual({
      width: 640,
      height: 480,
      title: "",
    });
  });

  it("rejects documents it cannot size", () => {
    expect(() => svgInfo("<html></html>")).toThrow(/not an SVG/);
    expect(() => svgInfo('<svg viewBox="0 0 0 0"></svg>')).toThrow(/viewBox/);
    expect(() => svgInfo("<svg></svg>")).toThrow(/viewBox/);
  });
});
