import { expect, test, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { artworkFaces } from "../../../app/lib/artwork/artwork-fonts.server";
import { buildDirectory } from "../../../build-steps/build-directory";

/**
 * The build draws the artwork's text as outlines (app/lib/artwork/outline-svg-text.ts). Each built SVG
 * is compared with its source as Chromium itself lays out and draws it, given the same fonts: any
 * mistake in positions, anchoring, spacing, weight or paint shows as pixels that differ.
 */
const client = path.join(buildDirectory, "client");
const sources = readdirSync("public/images", { recursive: true })
  .map(String)
  .filter(
    (file) =>
      file.endsWith(".svg") && readFileSync(path.join("public/images", file), "utf8").includes("<text"),
  );

const dataUrl = (file: string) => `url(data:font/woff2;base64,${readFileSync(file).toString("base64")})`;
// The latin file of each face the outliner uses: the artwork's text has no other characters.
const fontFaces = artworkFaces()
  .flatMap(({ family, weight, style, files: [latin] }) =>
    latin
      ? [`@font-face{font-family:${family};font-weight:${weight};font-style:${style};src:${dataUrl(latin)}}`]
      : [],
  )
  .join("");

async function draw(page: Page, svg: string) {
  await page.setContent(`<style>${fontFaces} body{margin:0} svg{display:block}</style>${svg}`);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return (await page.locator("svg").first().screenshot()).toString("base64");
}

test.describe("artwork text drawn as outlines", () => {
  test.describe.configure({ mode: "parallel" });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1400 });
  });

  for (const file of sources) {
    test(`${file} looks as Chromium draws its text`, async ({ page }) => {
      const built = readFileSync(path.join(client, "images", file), "utf8");
      expect(built).not.toContain("<text");
      const expected = await draw(page, readFileSync(path.join("public/images", file), "utf8"));
      const actual = await draw(page, built);
      const differing = await page.evaluate(
        async ([a, b]) => {
          const pixels = async (base64: string) => {
            const bitmap = await createImageBitmap(
              await (await fetch(`data:image/png;base64,${base64}`)).blob(),
            );
            const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
            if (!context) throw new Error("no 2d context");
            context.drawImage(bitmap, 0, 0);
            return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
          };
          const [left, right] = await Promise.all([pixels(a), pixels(b)]);
          let count = 0;
          for (let index = 0; index < left.length; index += 4) {
            const channels = [0, 1, 2].map((channel) =>
              Math.abs((left[index + channel] ?? 0) - (right[index + channel] ?? 0)),
            );
            if (Math.max(...channels) > 96) count += 1;
          }
          return count / (left.length / 4);
        },
        [expected, actual] as const,
      );
      test.info().annotations.push({ type: "differing", description: `${(differing * 100).toFixed(3)} %` });
      // Anti-aliasing of glyph edges differs a little between the font rasteriser and path filling.
      expect(differing, "share of pixels that differ clearly").toBeLessThan(0.002);
    });
  }
});
