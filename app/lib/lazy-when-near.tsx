import { lazy, Suspense, use, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/** How far below the fold a part starts loading, so it is ready before it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "600px 0px";

/**
 * A tap, a key or a history step may take the element away unseen (a link), so each one also
 * loads. Not focus: the page moves focus by script (the cookie question), the visitor does not.
 */
const USE_EVENTS = ["pointerdown", "keydown", "popstate"] as const;

/**
 * Resolves when the element with `anchorId` comes within NEAR_VIEWPORT_MARGIN of the viewport or
 * at the visitor's first use of the page, whichever is first; at once when it cannot watch.
 */
export function whenNearOrUsed(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(anchorId);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    function done() {
      observer.disconnect();
      for (const type of USE_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(element);
    for (const type of USE_EVENTS) window.addEventListener(type, done, true);
  });
}

/** False while prerendering and after the first page's hydration (client-side navigations). */
const isFirstPageLoading = () =>
  typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";

/**
 * A below-the-fold part of a prerendered page whose code stays out of the page's first load.
 * While the first page hydrates, the code waits for whenNearOrUsed(anchorId) and React keeps the
 * prerendered HTML in place meanwhile (readable, styled, not yet interactive); after that, as on
 * a client-side navigation, it loads at once. The prerender waits for it (app/entry.server.tsx).
 * Call it at module level: the first page is told apart when the route's code is evaluated,
 * because React hydrates Suspense boundaries after the rest of the page has hydrated.
 */
export function lazyWhenNear<Props extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<Props>>,
) {
  const partOfFirstPage = isFirstPageLoading();
  const LazyPart = lazy(async () => {
    if (partOfFirstPage) await whenNearOrUsed(anchorId);
    try {
      return { default: await load() };
    } catch (error) {
      // Never settling keeps the prerendered HTML, which works without JavaScript, instead of
      // handing the failure to the error boundary, which would replace the whole page.
      console.error(`Koden för #${anchorId} kunde inte laddas.`, error);
      return new Promise<never>(() => {});
    }
  });
  return function PartWhenNear(props: Props) {
    return (
      <Suspense>
        <LazyPart {...props} />
      </Suspense>
    );
  };
}

const nearOrUsedByAnchor = new Map<string, Promise<void>>();
/** One promise per anchor, as `use` needs the same promise on every attempt. */
function nearOrUsed(anchorId: string) {
  let promise = nearOrUsedByAnchor.get(anchorId);
  if (!promise) {
    promise = whenNearOrUsed(anchorId);
    nearOrUsedByAnchor.set(anchorId, promise);
  }
  return promise;
}

const subscribeToNothing = () => () => {};

function HydrationGate({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  // React reads the server snapshot only while it hydrates: a client-side navigation renders at once.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== "undefined") use(nearOrUsed(anchorId));
  return children;
}

/**
 * Static markup below the fold of a prerendered page that React leaves as it is while the first
 * page hydrates, until the element with `anchorId` comes near the screen or the visitor first
 * uses the page (then it hydrates, and clicks and keys on it are replayed). Hydration costs
 * main-thread time in proportion to the markup; this spends it where the visitor goes.
 * Unlike lazyWhenNear the code still ships with the page, so use it for parts with little code.
 */
export function HydrateWhenNear({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  return (
    <Suspense>
      <HydrationGate anchorId={anchorId}>{children}</HydrationGate>
    </Suspense>
  );
}
