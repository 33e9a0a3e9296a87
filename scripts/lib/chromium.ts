import { existsSync } from "node:fs";

/**
 * The system Chromium (Debian package `chromium`, or CHROMIUM_PATH) for the tests and the
 * benches; no tool may download a browser on these machines. The build needs none: asking for a
 * missing one stops with a message, so a use that crept in cannot go unnoticed.
 */
export function chromiumPath() {
  const file = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(file)) {
    throw new Error(
      `Chromium saknas på ${file}. Testerna och mätningarna behöver den (bygget gör det inte): ` +
        "installera Debian-paketet chromium eller ange sökvägen i CHROMIUM_PATH.",
    );
  }
  return file;
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
