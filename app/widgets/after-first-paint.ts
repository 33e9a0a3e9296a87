/**
 * Runs `job` once, after the browser has presented the page's first contentful paint, so that what
 * the job fetches or runs does not compete with that paint (decision 0024).
 *
 * A page hidden before it paints (opened in a background tab, prerendered) reports no first paint
 * (Paint Timing), and has no paint to protect: there the job runs at once, or when the page is
 * hidden. A browser without paint timing runs it after the first frame.
 */
export function afterFirstPaint(job: () => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    // A task queued in an animation frame runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(job));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length) run();
  });
  const onVisibilityChange = () => {
    if (document.visibilityState === "hidden") run();
  };
  let done = false;
  function run() {
    if (done) return;
    done = true;
    observer.disconnect();
    document.removeEventListener("visibilitychange", onVisibilityChange);
    job();
  }
  observer.observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", onVisibilityChange);
  onVisibilityChange();
}
