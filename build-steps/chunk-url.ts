/**
 * `import url from "./file.ts?chunk-url"`: the address of `file.ts` built as a script file of its
 * own, for a page to load when it chooses rather than when the parser meets a `<script>`
 * (decision 0024). A Vite plugin through Rollup's documented chunk API (`emitFile` and
 * `import.meta.ROLLUP_FILE_URL_…`); the address is absolute, so the script that holds it may be
 * written into the page. During `astro dev` it is the source file's address on the dev server.
 */
import path from "node:path";
import type { Plugin } from "vite";

const QUERY = "?chunk-url";
const MODULE_PREFIX = "\0chunk-url:";

export function chunkUrl(): Plugin {
  let serving = false;
  return {
    name: "vinga:chunk-url",
    configResolved(config) {
      serving = config.command === "serve";
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const file = await this.resolve(source.slice(0, -QUERY.length), importer);
      if (!file) throw new Error(`chunk-url: ${source} (from ${importer ?? "?"}) was not found`);
      return MODULE_PREFIX + file.id;
    },
    load(id) {
      if (!id.startsWith(MODULE_PREFIX)) return null;
      const file = id.slice(MODULE_PREFIX.length);
      if (serving) return `export default ${JSON.stringify(`/@fs${file.split(path.sep).join("/")}`)};`;
      // A file the page loads may export something (a promise its loader waits for); letting Rollup
      // add exports beside it keeps what the file shares with its own lazy imports inside it,
      // rather than split into a further file that it would import before it could run.
      const reference = this.emitFile({ type: "chunk", id: file, preserveSignature: "allow-extension" });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    resolveFileUrl({ fileName }) {
      return JSON.stringify(`/${fileName}`);
    },
  };
}
