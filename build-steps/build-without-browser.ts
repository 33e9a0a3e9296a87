/**
 * `npm run build` as on a machine without a browser: no Chromium on PATH (only node is), and
 * CHROMIUM_PATH and the variables Playwright, Puppeteer and chrome-launcher read pointing
 * nowhere, so any browser the build asked for would be missing (bench/lib/chromium.ts says so
 * and stops). `npm test` builds this way, so the end-to-end suite runs against such a build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const npm = process.env.npm_execpath;
if (!npm) throw new Error("Kör via npm: npm run build:no-browser");

// A folder with node and the shell npm runs scripts in: the system's /usr/bin, where Chromium
// lives, stays off the PATH.
const bin = mkdtempSync(path.join(tmpdir(), "vinga-no-browser-"));
symlinkSync(process.execPath, path.join(bin, "node"));
symlinkSync("/bin/sh", path.join(bin, "sh"));
// git is no browser: the build stamp of /admin/ names the commit it was built from.
const git = (process.env.PATH ?? "")
  .split(path.delimiter)
  .map((folder) => path.join(folder, "git"))
  .find((file) => existsSync(file));
if (git) symlinkSync(git, path.join(bin, "git"));
const nowhere = path.join(bin, "ingen-webblasare");
try {
  const { status } = spawnSync(process.execPath, [npm, "run", "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PATH: bin,
      CHROMIUM_PATH: nowhere,
      CHROME_PATH: nowhere,
      PUPPETEER_EXECUTABLE_PATH: nowhere,
      PLAYWRIGHT_BROWSERS_PATH: nowhere,
    },
  });
  if (status !== 0) {
    console.error("build-without-browser: bygget misslyckades utan webbläsare");
    process.exitCode = status ?? 1;
  } else console.log("build-without-browser: bygget klarade sig utan webbläsare");
} finally {
  rmSync(bin, { recursive: true, force: true });
}
