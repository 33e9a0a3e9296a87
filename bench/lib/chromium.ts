import { existsSync } from "node:fs";

function browserAt(file: string, variable: string, debianPackage: string) {
  if (!existsSync(file)) {
    throw new Error(
      `Chromium saknas på ${file}. Testerna och mätningarna behöver den (bygget gör det inte): ` +
        `installera Debian-paketet ${debianPackage} eller ange sökvägen i ${variable}.`,
    );
  }
  return file;
}

/**
 * The system Chromium (Debian package `chromium`, or CHROMIUM_PATH) for the benches and the
 * screenshots: the browser a visitor runs, measured as it is. No tool may download a browser on
 * these machines. The build needs none: asking for a missing one stops with a message, so a use
 * that crept in cannot go unnoticed.
 */
export function chromiumPath() {
  return browserAt(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "CHROMIUM_PATH", "chromium");
}

/**
 * The end-to-end suite's browser: the same Chromium release built as the headless shell (Debian
 * package `chromium-headless-shell`, or CHROMIUM_TEST_PATH), which is what Playwright itself runs
 * headless. It carries no browser UI process, and each test's context, page and load cost about a
 * third less than in the full browser (decision 0043).
 */
export function testChromiumPath() {
  return browserAt(
    process.env.CHROMIUM_TEST_PATH ?? "/usr/bin/chromium-headless-shell",
    "CHROMIUM_TEST_PATH",
    "chromium-headless-shell",
  );
}

/** Flags for every headless run here: no sandbox (containers), no GPU, no background traffic. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The suite's flags. The headless shell hints glyph outlines unless told not to, where the full
 * browser does not; unhinted, its text is drawn as the full browser and the visitor's draw it.
 */
export const testChromiumFlags = [...chromiumFlags, "--font-render-hinting=none", "--disable-quic"];
