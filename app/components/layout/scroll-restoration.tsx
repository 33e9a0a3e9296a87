import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** React Router's default key for the saved positions, shared with its client-side hook. */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * Runs before the first paint and scrolls to the position saved for this history entry, as React
 * Router's own script does, except that a storage that throws on every touch (blocked cookies,
 * some private modes) is passed over: React Router's script calls it again in its catch and throws
 * uncaught. Static, so the build hashes it into the CSP like every other inline script.
 */
const restoreScroll = `((storageKey) => {
  if (!window.history.state || !window.history.state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
  }
  try {
    const storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[window.history.state.key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {}
  }
})(${JSON.stringify(STORAGE_KEY)})`;

/** React Router's scroll restoration (saving positions, restoring them on navigation) with a safe first-load script. */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScroll }} />;
}
