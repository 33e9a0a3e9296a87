import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // What `npm run build` runs needs no browser (scripts/build-without-browser.ts proves it in
    // `npm test`); a browser belongs to the tests, the benches and the screenshots alone.
    files: [
      "astro.config.ts",
      "app/**/*.{ts,tsx}",
      "deploy/**/*.ts",
      "scripts/lib/**/*.ts",
      "scripts/render-*.ts",
      "scripts/build-without-browser.ts",
    ],
    ignores: ["scripts/lib/chromium.ts", "scripts/lib/chromium.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            "@playwright/test",
            "playwright",
            "playwright-core",
            "puppeteer",
            "puppeteer-core",
            "chrome-launcher",
            "lighthouse",
          ].map((name) => ({
            name,
            message:
              "The build runs without a browser: draw images with sharp (scripts/lib/rasterize-svg.ts).",
          })),
          patterns: [
            { group: ["**/chromium", "**/chromium.ts"], message: "The build runs without a browser." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
