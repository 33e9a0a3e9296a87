/**
 * React Router's bootstrap is an inline module whose static imports start every route module
 * download while the page is still loading, and its preload links do the same. Lighthouse counts
 * every request made before the largest paint as something that paint waited for, and a slow
 * phone would indeed share its bandwidth. The page is complete as prerendered HTML, so the
 * scripts can wait: this rewrites the bootstrap to start, with the same modules in the same
 * order and all of them preloaded at once, right after the first paint.
 */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*?\/?>/g;

export function deferHydration(html: string) {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error("deferHydration: no React Router bootstrap module found");
  const source = bootstrap[1] ?? "";

  const sideEffectImports = [...source.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
  const namespaceImports = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1],
    href: match[2],
  }));
  const routeModules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!routeModules || !entry || namespaceImports.length === 0) {
    throw new Error(
      "deferHydration: the bootstrap module has an unexpected shape; check React Router's output",
    );
  }

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const deferred = [
    `const preload = ${JSON.stringify(preloads)};`,
    "const start = async () => {",
    '  for (const href of preload) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    ...sideEffectImports.map((href) => `  await import(${JSON.stringify(href)});`),
    `  const [${namespaceImports.map(({ name }) => name).join(", ")}] = await Promise.all([${namespaceImports
      .map(({ href }) => `import(${JSON.stringify(href)})`)
      .join(", ")}]);`,
    `  window.__reactRouterRouteModules = ${routeModules};`,
    `  await import(${JSON.stringify(entry)});`,
    "};",
    "requestAnimationFrame(() => setTimeout(start, 0));",
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], `<script type="module" async="">${deferred}</script>`);
}
