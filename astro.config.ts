import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig, sharpImageService } from "astro/config";
import path from "node:path";
import { siteMarkdown } from "./app/lib/blog/markdown.ts";
import { siteConfig } from "./app/site.config.ts";
import { permanentRedirects } from "./hosting/server-rules.ts";
import { buildDirectory } from "./build-steps/build-directory.ts";
import { chunkUrl } from "./build-steps/chunk-url.ts";
import { cmsAdmin } from "./build-steps/cms/cms-admin.ts";
import { contentCheck } from "./build-steps/cms/content-check.ts";
import { staticHost } from "./build-steps/static-host.ts";

/**
 * React as a server renderer only (decisions 0017 and 0025). Astro builds every renderer's client
 * entrypoint in case a page hydrates a component, so @astrojs/react alone writes a 221 KB React
 * bundle that no page loads; registering its renderer without that entrypoint writes none. A
 * `client:*` island (app/islands/) would need `react()` here instead.
 */
function reactAtBuildOnly(): AstroIntegration {
  const integration = react();
  const setup = integration.hooks["astro:config:setup"];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      "astro:config:setup": (options) =>
        setup?.({
          ...options,
          addRenderer: ({ name, serverEntrypoint }) => options.addRenderer({ name, serverEntrypoint }),
        }),
    },
  };
}

/**
 * Every page is written to static HTML at build time. React components render there and ship no
 * script; what a visitor operates is a small script of its own (app/widgets/), see decision 0017.
 */
export default defineConfig({
  srcDir: "./app",
  outDir: path.join(buildDirectory, "client"),
  // Beside the build, so builds into separate folders (VINGA_BUILD_DIR) never share a cache.
  cacheDir: path.join(buildDirectory, "cache"),
  site: siteConfig.origin,
  trailingSlash: "ignore",
  // The whole stylesheet in every page's head: measured against each page's own rules plus the file
  // loaded off the critical path, it paints as soon and costs the main thread one style pass less
  // (decision 0032).
  build: { format: "directory", inlineStylesheets: "always", assets: "assets" },
  compressHTML: true,
  // A page at each address that moved, for a host without redirects: an instant meta refresh and
  // a canonical link to the new address. The hosts answer 301 before it (hosting/server-rules.ts).
  redirects: Object.fromEntries(
    permanentRedirects.map(({ from, to }) => [from, { status: 301 as const, destination: to }]),
  ),
  markdown: siteMarkdown,
  // The screenshots' files (app/lib/pictures.server.ts sets each format's quality). AVIF at effort 2
  // encodes about five times faster than the default 4 for 10 % more bytes.
  image: {
    service: sharpImageService({ avif: { effort: 2 }, jpeg: { quality: 75, mozjpeg: true } }),
  },
  devToolbar: { enabled: false },
  // The content editor is written first so the host step compresses it with the rest.
  // The content check first: a mistake in a content file stops the build in Swedish, naming the
  // file and the field as the editor labels it, before anything downstream trips over it.
  integrations: [contentCheck(), reactAtBuildOnly(), cmsAdmin(), staticHost()],
  // Astro hashes the scripts it writes into each page; staticHost turns them into the policy.
  security: { csp: true },
  vite: {
    // chunkUrl: the behaviour file is loaded by the page after its first paint (decision 0024).
    plugins: [tailwindcss(), chunkUrl()],
    cacheDir: path.join(buildDirectory, "cache", "vite"),
    // The site's settings (app/site.config.ts, README "Configuration") reach the browser's scripts too.
    envPrefix: ["VITE_", "PUBLIC_"],
  },
});
