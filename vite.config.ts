import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { blogSlugsPlugin } from "./scripts/lib/vite-blog-slugs.ts";

const EAGER_CHUNKS = new Set(["react-dom", "framework"]);

export default defineConfig({
  plugins: [tailwindcss(), blogSlugsPlugin(), !process.env.VITEST && reactRouter()],
  resolve: { tsconfigPaths: true },
  // One value for the prerender and the browser bundle, so hydration matches (see CurrentYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // Inline nothing: every asset stays a cacheable file the CSP can allow by origin.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Chromium compiles every function of a file that starts with this comment on the thread
        // that streams it in, instead of lazily on the main thread when React first calls them.
        // Only for the chunks every page runs at startup (decision 0001).
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : ""),
        codeSplitting: {
          groups: [
            // Two chunks, not one: the paint-first bootstrap evaluates one module per task, and
            // React DOM alone was most of a 15–30 ms evaluation (a long task on a slow phone).
            {
              name: "react-dom",
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
            },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
