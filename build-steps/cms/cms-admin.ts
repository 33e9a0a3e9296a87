/**
 * The content editor at /admin/: Sveltia CMS from its npm package (version pinned in
 * package.json), written into the build beside the site and served by the site's own server
 * (npm run dev too). It loads nothing from a CDN: the two kinds of files it would fetch from one
 * (its Swedish strings and its fonts, the icon font among them) are copied from the package and
 * the fontsource packages, and the addresses in its script are pointed at those copies. No page
 * of the site links to it or loads a byte of it.
 */
import type { AstroIntegration } from "astro";
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { adminPath } from "../../app/lib/paths.ts";
import { escapeHtml, privatePageStart } from "../../hosting/editor-sign-in.ts";
import { type BuildStamp, buildStamp, stampLine } from "./build-stamp.ts";
import { checkLiveHostSettings, cmsConfig } from "./cms-config.ts";

const require = createRequire(import.meta.url);
/** A package's folder (the packages' `exports` hide their package.json and files from `resolve`). */
function packageDirectory(name: string) {
  let directory = path.dirname(require.resolve(name));
  while (!directory.endsWith(path.join("node_modules", name))) directory = path.dirname(directory);
  return directory;
}
const packageFile = (file: string) => {
  const [scope = "", name = "", ...rest] = file.split("/");
  return path.join(packageDirectory(`${scope}/${name}`), ...rest);
};

const cmsPackage = "@sveltia/cms";
const cmsVersion = (
  JSON.parse(readFileSync(packageFile(`${cmsPackage}/package.json`), "utf8")) as { version: string }
).version;

/** The editor's own files, by name under /admin/. */
const FILES = {
  script: "sveltia-cms.js",
  config: "config.json",
  locale: `sveltia-cms@${cmsVersion}/locales/sv.json`,
  /** Read by its update check: this copy names the pinned version, so the check stays quiet. */
  packageJson: "sveltia-cms/package.json",
  /** The build stamp (build-stamp.ts), for a script or a person who asks which version is live. */
  version: "version.json",
} as const;

/** The element of the editor's page that shows the build stamp. */
const STAMP_ID = "vinga-build-stamp";

/**
 * The CDN addresses in the editor's script and the copies that replace them. The fonts are those
 * its stylesheet names, at the versions it names; a package update that changes any of these
 * stops the build (below) rather than letting the editor reach for a CDN again.
 */
const fonts = [
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
] as const;

const fontAddress = (file: string) => `${adminPath}fonts/${path.basename(file)}`;

/** The editor's script with every CDN address it uses pointed at the copies under /admin/. */
export function localisedScript(script: string) {
  const replacements: [string, string][] = [
    // Its locale strings (`<base>@<version>/locales/<locale>.json`) and update check.
    [`https://unpkg.com/${cmsPackage}`, `${adminPath}sveltia-cms`],
    ...fonts.map(({ cdn, file }): [string, string] => [cdn, fontAddress(file)]),
  ];
  let result = script;
  for (const [from, to] of replacements) {
    if (!result.includes(from))
      throw new Error(
        `cms-admin: ${cmsPackage} ${cmsVersion} no longer loads ${from}; update build-steps/cms/cms-admin.ts`,
      );
    result = result.replaceAll(from, to);
  }
  return result;
}

/** A branch name may hold `<` or `&`. */

/**
 * The build stamp, fixed in a corner of every view of the editor: which version the host serves,
 * so the owner can see whether a save has been built and published yet. Sveltia CMS has no place
 * for free text of its own; it mounts beside this and leaves it alone. Clicks pass through it.
 * Sveltia's small-screen layout (under 768 px) has a bar along the bottom that the stamp would
 * cover, so there it stays hidden (/admin/version.json says the same).
 */
const stampStyle = `#${STAMP_ID} {
  position: fixed; inset-inline-start: 0; inset-block-end: 0; z-index: 1000; pointer-events: none;
  margin: 0; padding: 2px 8px; font: 12px/1.4 system-ui, sans-serif; color: #222;
  background: rgb(255 255 255 / 0.9); border-start-end-radius: 4px;
}
#${STAMP_ID} p { margin: 0; }
@media (width < 768px) { #${STAMP_ID} { display: none; } }`;

const stampFooter = (stamp: BuildStamp) =>
  `<footer id="${STAMP_ID}"><p><time datetime="${stamp.builtAt}">${escapeHtml(stampLine(stamp))}</time></p></footer>`;

export function adminPage(title: string, stamp: BuildStamp) {
  return [
    ...privatePageStart(title),
    `<style>${stampStyle}</style>`,
    `<link href="${adminPath}${FILES.config}" type="application/json" rel="cms-config-url">`,
    // A classic script: the package says its build is not an ES module.
    `<script src="${adminPath}${FILES.script}"></script>`,
    "</head>",
    "<body>",
    stampFooter(stamp),
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Every file of /admin/, by its name there. */
export function adminFiles(
  env: Record<string, string | undefined> = process.env,
): Record<string, string | Buffer> {
  const config = cmsConfig(env);
  const stamp = buildStamp(env);
  const script = readFileSync(path.join(packageDirectory(cmsPackage), "dist", FILES.script), "utf8");
  return {
    "index.html": adminPage(config.app_title, stamp),
    [FILES.config]: `${JSON.stringify(config, null, 2)}\n`,
    [FILES.version]: `${JSON.stringify(stamp, null, 2)}\n`,
    [FILES.script]: localisedScript(script),
    [FILES.locale]: readFileSync(path.join(packageDirectory(cmsPackage), "locales", "sv.json")),
    [FILES.packageJson]: readFileSync(packageFile(`${cmsPackage}/package.json`)),
    ...Object.fromEntries(
      fonts.map(({ file }) => [fontAddress(file).slice(adminPath.length), readFileSync(packageFile(file))]),
    ),
  };
}

/** Writes /admin/ into the build's client folder. */
export function writeAdmin(client: string) {
  let bytes = 0;
  for (const [name, content] of Object.entries(adminFiles())) {
    const file = path.join(client, adminPath, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += Buffer.byteLength(content);
  }
  return bytes;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
};

/**
 * Writes /admin/ into the build (before the host step compresses the build's files) and serves
 * it from `npm run dev`, so local mode works while the site is being developed.
 */
export function cmsAdmin(): AstroIntegration {
  return {
    name: "vinga:cms-admin",
    hooks: {
      // Before any page is built: a live build that the editor could not save from stops at once.
      "astro:config:setup": () => checkLiveHostSettings(process.env),
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
          if (!pathname.startsWith(adminPath)) return next();
          const name = pathname.slice(adminPath.length) || "index.html";
          const content = adminFiles()[decodeURIComponent(name)];
          if (content === undefined) return next();
          response.setHeader("Content-Type", CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream");
          response.end(content);
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const bytes = writeAdmin(fileURLToPath(dir));
        logger.info(`/admin/: Sveltia CMS ${cmsVersion}, ${(bytes / 1024).toFixed(0)} KiB`);
      },
    },
  };
}
