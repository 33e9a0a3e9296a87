import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { blogSlugsPlugin } from "./scripts/lib/vite-blog-slugs.ts";

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
        codeSplitting: {
          groups: [
            // Small shared modules in one chunk, not one request each (decision 0003). Not the
            // modal: small as it is, it would bring Radix's dialog into every page's first load.
            {
              name: "app",
              test: /[\\/](app|node_modules[\\/]lucide-react)[\\/](?!components[\\/]ui[\\/]modal\.tsx)/,
              minShareCount: 3,
              maxModuleSize: 3000,
              priority: 1,
            },
            {
              name: "framework",
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
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
