import { lazy, Suspense, use, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/** How far below the fold a part starts loading, so it is ready before it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "600px 0px";

/**
 * A tap, a key or a history step may take the element away unseen (a link), so each one also
 * loads. Not focus: the page moves focus by script (the cookie question), the visitor does not.
 */
const USE_EVENTS = ["pointerdown", "keydown", "popstate"] as const;

/**
 * True when the visitor's first use of the page is what started its code (scripts/lib/
 * defer-hydration.ts): every part then hydrates with the shell, so a held click can be replayed
 * as soon as the document is marked hydrated.
 */
const usedBeforeCodeRan = typeof document !== "undefined" && document.documentElement.dataset.used === "true";

/**
 * Resolves when the element with `anchorId` comes within NEAR_VIEWPORT_MARGIN of the viewport or
 * at the visitor's first use of the page, whichever is first; at once when it cannot watch.
 */
export function whenNearOrUsed(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(anchorId);
    if (usedBeforeCodeRan || !element || typeof IntersectionObserver === "undefined") return resolve();
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

type Turn = { element: Element | null; near: boolean; grant: () => void };

/** Every gated part's promise by anchor id: `use` needs the same promise on every attempt. */
const turnPromises = new Map<string, Promise<void>>();
/** The parts still waiting for their turn. */
const turns = new Map<string, Turn>();
let used = usedBeforeCodeRan;
let pumpScheduled = false;
let nearObserver: IntersectionObserver | undefined;

type PostTask = (callback: () => void, options: { priority: "background" }) => Promise<unknown>;

/**
 * After the work already queued: a background task runs once no other task waits, so React has
 * rendered and committed what the last turn let in. Browsers without the Scheduler API wait for
 * an idle period, or a macrotask.
 */
function whenIdle(callback: () => void) {
  const { scheduler } = globalThis as { scheduler?: { postTask?: PostTask } };
  if (scheduler?.postTask) void scheduler.postTask(callback, { priority: "background" });
  else if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 200 });
  else setTimeout(callback, 0);
}

const documentOrder = (a: Turn, b: Turn) =>
  a.element && b.element && a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_PRECEDING
    ? 1
    : -1;

function grant(anchorId: string) {
  const turn = turns.get(anchorId);
  if (!turn) return;
  turns.delete(anchorId);
  if (turn.element) nearObserver?.unobserve(turn.element);
  turn.grant();
}

/**
 * Lets one part near the screen hydrate, the first in document order, then waits for the main
 * thread to be idle again (React has rendered and committed it by then) before the next. Parts
 * granted together would hydrate in one render and commit, a long task on a slow phone.
 */
function schedulePump() {
  if (pumpScheduled) return;
  pumpScheduled = true;
  whenIdle(() => {
    pumpScheduled = false;
    const [next] = [...turns].filter(([, turn]) => turn.near).sort(([, a], [, b]) => documentOrder(a, b));
    if (!next) return;
    grant(next[0]);
    if ([...turns.values()].some((turn) => turn.near)) schedulePump();
  });
}

/** The visitor's first use grants every waiting part at once, before React handles the event. */
function onFirstUse() {
  used = true;
  for (const type of USE_EVENTS) window.removeEventListener(type, onFirstUse, true);
  for (const anchorId of [...turns.keys()]) grant(anchorId);
}

function watchNearness() {
  if (nearObserver || typeof IntersectionObserver === "undefined") return nearObserver;
  nearObserver = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const turn = [...turns.values()].find((candidate) => candidate.element === entry.target);
        if (turn) turn.near = true;
      }
      schedulePump();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const type of USE_EVENTS) window.addEventListener(type, onFirstUse, true);
  return nearObserver;
}

/**
 * Resolves when it is the turn of the part at `anchorId` to hydrate: when it is near the screen
 * and the parts above it have had theirs, or at the visitor's first use of the page.
 */
export function hydrationTurn(anchorId: string) {
  const known = turnPromises.get(anchorId);
  if (known) return known;
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  turnPromises.set(anchorId, promise);
  const element = document.getElementById(anchorId);
  const observer = used ? undefined : watchNearness();
  const turn: Turn = { element, near: !element || !observer, grant: resolve };
  if (used) {
    resolve();
    return promise;
  }
  turns.set(anchorId, turn);
  if (element && observer) observer.observe(element);
  else schedulePump();
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
  if (hydrating && !usedBeforeCodeRan && typeof document !== "undefined") use(hydrationTurn(anchorId));
  return children;
}

/**
 * A part of a prerendered page that React leaves as it is while the first page hydrates, until
 * its turn comes (hydrationTurn): once the element with `anchorId` is near the screen, one part
 * at a time; at the visitor's first use, all at once (clicks and keys on it are replayed).
 * Hydration costs main-thread time in proportion to the markup, and React commits what hydrates
 * together in one task; this spends it where the visitor goes, in short tasks.
 * Unlike lazyWhenNear the code still ships with the page, so use it for parts with little code.
 */
export function HydrateWhenNear({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  return (
    <Suspense>
      <HydrationGate anchorId={anchorId}>{children}</HydrationGate>
    </Suspense>
  );
}
