import path from "node:path";
import type { Plugin } from "vite";
import { articleSlugs, BLOG_DIRECTORY } from "../../app/lib/blog/article-files.server.ts";

const MODULE_ID = "virtual:blog-slugs";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `virtual:blog-slugs`: the slug of every article, read from the file names in app/content/blog/
 * when the module is built, so the browser can send an unknown article to the list without asking
 * the server and nobody keeps a list by hand.
 */
export function blogSlugsPlugin(): Plugin {
  return {
    name: "vinga:blog-slugs",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      return `export const blogSlugs = ${JSON.stringify(articleSlugs())};`;
    },
    configureServer(server) {
      const refresh = (file: string) => {
        if (path.dirname(file) !== BLOG_DIRECTORY || !file.endsWith(".md")) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.reloadModule(module);
      };
      server.watcher.on("add", refresh).on("unlink", refresh);
    },
  };
}
