import { describe, expect, it } from "vitest";
import { streamedSegments } from "./streamed-segments";

describe("streamedSegments", () => {
  it("finds nothing in a page whose boundaries were rendered in place", () => {
    const html = `<main><!--$--><form action="/x"><input name="a"/></form><!--/$--></main>
      <script>window.$RC_like = 1;</script>`;
    expect(streamedSegments(html)).toEqual([]);
  });

  it("names each mark of a segment streamed into a hidden element and moved by script", () => {
    // The shape React 19 writes when it outlines a completed boundary.
    const html = `<div><!--$?--><template id="B:0"></template><!--/$--></div></body>
      <div hidden id="S:0"><section><h2>Design thinking</h2></section></div>
      <script>$RC("B:0","S:0")</script>`;
    expect(streamedSegments(html)).toEqual([
      expect.stringContaining("<!--$?-->"),
      expect.stringContaining("B:"),
      expect.stringContaining("S:"),
      expect.stringContaining("$RC"),
    ]);
  });

  it("finds a boundary left to the browser after a server error", () => {
    expect(streamedSegments(`<div><!--$!--><template data-msg="x"></template><!--/$--></div>`)).toEqual([
      expect.stringContaining("<!--$!-->"),
    ]);
  });
});
