import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { brandFontCharacters, brandFontFeatures, brandFontWeights } from "../../app/lib/fonts/brand-fonts.ts";

const require = createRequire(import.meta.url);

/** One brand font cut down to the site's characters, weights and features (app/lib/fonts). */
export function subsetBrandFont(source: string): Promise<Buffer> {
  return subsetFont(readFileSync(require.resolve(source)), brandFontCharacters, {
    targetFormat: "woff2",
    variationAxes: { wght: brandFontWeights },
    keepFeatures: brandFontFeatures,
  });
}
