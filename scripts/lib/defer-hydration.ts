/**
 * React Router's bootstrap is an inline module whose static imports start every route module
 * download while the page is still loading, and its preload links do the same. Lighthouse counts
 * every request made before the largest paint as something that paint waited for, and a slow
 * phone would indeed share its bandwidth. The page is complete as prerendered HTML, so the
 * scripts can wait: this rewrites the bootstrap to start, with the same modules in the same
 * order and all of them preloaded at once, right after the first contentful paint.
 */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*?\/?>/g;

const SIDE_EFFECT_IMPORT = /^import "([^"]+)";?$/gm;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/gm;

/** A page that never reports its first paint (it always should) still hydrates after this long. */
export const START_AT_THE_LATEST_MS = 5000;

/**
 * Calls `start` once, when the browser reports the first contentful paint: the paint has then
 * been presented, not merely scheduled (a request begun a frame earlier counts as something the
 * paint waited for). Browsers without paint timing start after the next frame. Inlined into
 * every page by its source text, so it is plain JavaScript once the types are stripped.
 */
export function afterFirstContentfulPaint(start: () => void, latestMs: number) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(once, latestMs);
}

export function deferHydration(html: string) {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error("deferHydration: no React Router bootstrap module found");
  const source = bootstrap[1] ?? "";

  const sideEffectImports = [...source.matchAll(SIDE_EFFECT_IMPORT)].map((match) => match[1]);
  const namespaceImports = [...source.matchAll(NAMESPACE_IMPORT)].map((match) => ({
    name: match[1],
    href: match[2],
  }));
  // Whatever else the bootstrap does (combining split route chunks, registering the modules,
  // importing the entry) runs unchanged, once the imports it relies on have resolved.
  const rest = source.replace(SIDE_EFFECT_IMPORT, "").replace(NAMESPACE_IMPORT, "").trim();
  if (
    namespaceImports.length === 0 ||
    !rest.includes("window.__reactRouterRouteModules") ||
    !/^import\("/m.test(rest)
  ) {
    throw new Error(
      "deferHydration: the bootstrap module has an unexpected shape; check React Router's output",
    );
  }

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const entry = /^import\("([^"]+)"\)/m.exec(rest)?.[1];
  // The modules are evaluated one per task before the entry hydrates the page: the side-effect
  // imports (the route manifest) first, the rest leaves-first (the bootstrap lists importers
  // before what they import). Evaluated together they made one long task on a slow phone.
  const evaluationOrder = [
    ...sideEffectImports,
    ...preloads.filter((href) => href !== entry && !sideEffectImports.includes(href)).reverse(),
  ];
  const deferred = [
    `const preload = ${JSON.stringify(preloads)};`,
    `const evaluationOrder = ${JSON.stringify(evaluationOrder)};`,
    "const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));",
    "const start = async () => {",
    // Starting a request costs the main thread up to 20 ms on a slow machine with DevTools
    // attached (as under Lighthouse), so each preload goes out in a task of its own.
    "  for (const href of preload) {",
    '    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "    await nextTask();",
    "  }",
    "  for (const href of evaluationOrder) {",
    "    await import(href);",
    "    await nextTask();",
    "  }",
    ...sideEffectImports.map((href) => `  await import(${JSON.stringify(href)});`),
    `  const [${namespaceImports.map(({ name }) => name).join(", ")}] = await Promise.all([${namespaceImports
      .map(({ href }) => `import(${JSON.stringify(href)})`)
      .join(", ")}]);`,
    ...rest
      .split("\n")
      .map((line) => `  ${line.trim()}`)
      .filter((line) => line.trim() !== ""),
    "};",
    `(${afterFirstContentfulPaint.toString()})(start, ${START_AT_THE_LATEST_MS});`,
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], `<script type="module" async="">${deferred}</script>`);
}
