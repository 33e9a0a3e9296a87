import { CONTACT_DRAFT_KEY } from "../../app/lib/contact/contact-draft.ts";
import { CONSENT_SETTINGS_KEY } from "../../app/lib/consent/consent-storage.ts";

/**
 * React Router's bootstrap is an inline module whose static imports start every route module
 * download while the page is still loading, and its preload links do the same. The page is
 * complete as prerendered HTML, so the scripts can wait: this rewrites the bootstrap to start,
 * with the same modules in the same order, at the visitor's first use of the page, or right after
 * the first contentful paint when the page has something to do at once (hydrateOnFirstUse).
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

/** The storage keys whose values make a page hydrate at load; see hydrateOnFirstUse. */
export type LoadReasons = { consentSettings: string; contactDraft: string };

const LOAD_REASONS: LoadReasons = {
  consentSettings: CONSENT_SETTINGS_KEY,
  contactDraft: CONTACT_DRAFT_KEY,
};

/**
 * Calls `start` at the visitor's first use of the page: a pointer moving or pressed, a touch, a
 * wheel or a key. Until then the prerendered page is all there is, and reading it costs no
 * script (docs/decisions/0021-hydrate-on-first-use.md). A page with something to do without
 * being used starts after its first contentful paint instead: a page that is itself such work
 * (`atLoad`: the not-found page logs the address, the SPA fallback finds its route), an address
 * whose query or fragment React acts on (the blog's category, the glide to the contact form),
 * analytics consent (the tag loads at once), a contact draft to restore. Storage that throws
 * counts as a reason. Asking a first-time visitor about cookies is no reason: a script of its
 * own does that (app/lib/consent/cookie-question.ts).
 *
 * A click on a control before React has hydrated would do nothing, so it is held and clicked
 * again once the document is marked hydrated (app/root.tsx). Links are left to navigate.
 * Inlined into every page by its source text, like afterFirstContentfulPaint, which it is given.
 */
export function hydrateOnFirstUse(
  start: () => void,
  keys: LoadReasons,
  atLoad: boolean,
  afterPaint: (start: () => void, latestMs: number) => void,
  latestMs: number,
) {
  const root = document.documentElement;
  const useEvents = ["pointermove", "pointerdown", "touchstart", "wheel", "keydown"];
  let started = false;
  let held: HTMLElement | null = null;

  const begin = (event?: Event) => {
    if (started) return;
    started = true;
    for (const type of useEvents) window.removeEventListener(type, begin, true);
    // Read by app/lib/lazy-when-near.tsx: a page already in use hydrates all its parts at once.
    if (event) root.dataset.used = "true";
    start();
  };
  const hold = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(
      'button, [role="button"], [role="switch"], [role="tab"], input[type="submit"]',
    );
    if (!control || root.dataset.hydrated === "true") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held ??= control;
    begin(event);
  };
  window.addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    window.removeEventListener("click", hold, true);
    const control = held;
    held = null;
    if (control?.isConnected) control.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });

  const needsReactAtLoad = () => {
    if (atLoad || location.search !== "" || location.hash !== "") return true;
    try {
      const settings = JSON.parse(localStorage.getItem(keys.consentSettings) ?? "{}") as unknown;
      if ((settings as { analytics?: unknown } | null)?.analytics === true) return true;
      return sessionStorage.getItem(keys.contactDraft) !== null;
    } catch {
      return true;
    }
  };
  if (needsReactAtLoad()) afterPaint(() => begin(), latestMs);
  else for (const type of useEvents) window.addEventListener(type, begin, { capture: true, passive: true });
}

export function deferHydration(html: string, { atLoad = false }: { atLoad?: boolean } = {}) {
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
    `(${hydrateOnFirstUse.toString()})(start, ${JSON.stringify(LOAD_REASONS)}, ${atLoad}, ${afterFirstContentfulPaint.toString()}, ${START_AT_THE_LATEST_MS});`,
  ].join("\n");

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], `<script type="module" async="">${deferred}</script>`);
}
