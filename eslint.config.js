import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import globals from "globals";
import tseslint from "typescript-eslint";
import packageJson from "./package.json" with { type: "json" };

/** A host that installs only `dependencies` must still build, so build code imports nothing else. */
const { devDependencies } = packageJson;

/**
 * The browsers and browser drivers the build and the hosts may not import (one list for every
 * folder rule below; app/'s layer rules set the same option, so they repeat it).
 */
const noBrowser = {
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
    message: "The build runs without a browser: draw images with sharp (build-steps/rasterize-svg.ts).",
  })),
  patterns: [{ group: ["**/chromium", "**/chromium.ts"], message: "The build runs without a browser." }],
};

/**
 * app/'s layers and, for each, the layers above it that it may not import. content/ is not among
 * lib/'s: 14 of its modules still read the content's types and data (the blog, the SEO graph).
 * widgets/define-hook.ts is the hook contract the ui primitives take as a type.
 */
const appLayers = [
  ["lib", ["ui", "widgets", "components", "layouts", "pages"]],
  ["content", ["ui", "widgets", "components", "layouts", "pages"]],
  ["ui", ["widgets/(?!define-hook$)", "components", "layouts", "pages"]],
  ["widgets", ["components", "layouts", "pages"]],
  ["components", ["layouts", "pages"]],
  ["layouts", ["pages"]],
  ["pages", []],
  ["assets", []],
  ["", ["ui", "widgets", "components", "layouts", "pages"]],
];

/**
 * A hook's name written out in a string ("[data-gallery]", "data-gallery") instead of read from
 * its hooks.ts: the widget contract (app/widgets/define-hook.ts) would not see it. data-testid is
 * the tests' handle, data-label a table cell's heading (app/lib/blog/markdown.ts), data-astro-* Astro's.
 */
const hookMessage =
  "Name a data-* hook once, in the widget's hooks.ts, and use it from there (`hooks.<name>.selector`, `.is()`, `.read()`, `.on()`; app/widgets/define-hook.ts).";
const rawHook = "data-(?!testid|label|astro-)[a-z]";
const rawHookStrings = [
  { selector: `Literal[value=/\\[${rawHook}|^${rawHook}[a-z-]*$/]`, message: hookMessage },
  { selector: `TemplateElement[value.raw=/\\[${rawHook}/]`, message: hookMessage },
];

/**
 * React renders every component to HTML at build time and ships nothing to the browser
 * (decisions 0017 and 0025): a hook or an on* handler type-checks, then silently never runs.
 */
const buildTimeOnly =
  "React runs at build time only here (docs/decisions/0025-react-at-build-enforced.md): this would never run in the browser. " +
  "Put behaviour in the widget's folder, app/widgets/<widget>/<name>.behaviour.ts, which finds its markup by the hooks in the widget's hooks.ts (README, 'Adding a widget'); " +
  "a widget whose state justifies React goes to app/islands/ as an island (same record).";

export default defineConfig(
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
  ...astro.configs["flat/recommended"],
  {
    // What `npm run build` and the hosts run needs no browser (build-steps/build-without-browser.ts
    // proves it in `npm test`): a browser belongs to tests/ and bench/ alone, by folder.
    files: [
      "astro.config.ts",
      "app/**/*.{ts,tsx}",
      "build-steps/**/*.{ts,mjs}",
      "hosting/**/*.ts",
      "functions/**/*.ts",
      "scripts/**/*.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: noBrowser.paths,
          patterns: noBrowser.patterns,
        },
      ],
    },
  },
  // The site's own code (app/) is what the build runs from; the build steps, hosting, benches and
  // scripts may use it, never the other way round. Inside app/, each layer imports only from the
  // layers below it (README, "Project layout").
  ...appLayers.map(([layer, above]) => ({
    files: [layer ? `app/${layer}/**/*.{ts,tsx,astro}` : "app/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/build-steps/**", "**/hosting/**", "**/bench/**", "**/scripts/**"],
              message: "app/ imports nothing from the folders around it: move what both need into app/lib/.",
            },
            ...noBrowser.patterns,
            ...(above.length > 0
              ? [
                  {
                    regex: `^(~/|(\\.\\./)+)(${above.map((folder) => (folder.includes("/") ? folder : `${folder}/`)).join("|")})`,
                    message: `${layer ? `app/${layer}/` : "app/*.ts"} sits below ${above.map((folder) => `app/${folder.split("/")[0]}/`).join(", ")} and imports nothing from them: move what both need down a layer.`,
                  },
                ]
              : []),
          ],
          paths: noBrowser.paths,
        },
      ],
    },
  })),
  {
    // The build and the hosts, as a production install (`npm install --omit=dev`) has them.
    files: [
      "astro.config.ts",
      "app/**/*.{ts,tsx,astro}",
      "build-steps/**/*.{ts,mjs}",
      "hosting/**/*.ts",
      "functions/**/*.ts",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: Object.keys(devDependencies).map((name) => ({
            name,
            allowTypeImports: true,
            message: `${name} is a devDependency, which a production install leaves out: the build imports only from "dependencies".`,
          })),
        },
      ],
    },
  },
  {
    files: ["app/**/*.{tsx,astro}"],
    ...jsxA11y.configs.strict,
  },
  {
    files: ["app/**/*.ts"],
    ignores: ["app/**/*.test.ts", "app/widgets/*/hooks.ts", "app/widgets/define-hook.ts"],
    rules: { "no-restricted-syntax": ["error", ...rawHookStrings] },
  },
  {
    files: ["app/**/*.{tsx,astro}"],
    ignores: ["app/islands/**", "app/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.name=/^use[A-Z]/]", message: buildTimeOnly },
        { selector: "CallExpression[callee.property.name=/^use[A-Z]/]", message: buildTimeOnly },
        { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: buildTimeOnly },
        {
          selector: "JSXAttribute[name.name=/^data-(?!testid$)/]",
          message:
            "A data-* attribute is a widget's hook: name it once in the widget's hooks.ts and spread `hooks.<name>.on()` (app/widgets/define-hook.ts); a handle for the tests is data-testid.",
        },
        ...rawHookStrings,
      ],
    },
  },
);
