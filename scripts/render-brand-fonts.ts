/** `npm run fonts`: rewrites the cut brand fonts in app/assets/fonts/ from app/lib/fonts/brand-fonts.ts. */
import { writeFileSync } from "node:fs";
import { brandFonts } from "../app/lib/fonts/brand-fonts.ts";
import { subsetBrandFont } from "./lib/subset-brand-font.ts";

for (const font of brandFonts) {
  const cut = await subsetBrandFont(font.source);
  writeFileSync(font.file, cut);
  console.log(`${font.file}: ${cut.length} bytes`);
}
