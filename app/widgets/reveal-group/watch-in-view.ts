import { reachableShare } from "~/lib/reveal";

type InViewReport = {
  /** The first report, made at once: whether any of the target is on screen when watching starts. */
  onFirst?: (target: Element, onScreen: boolean) => void;
  /** Whenever the target comes into view (`share` of it on screen) or leaves it; false ends watching it. */
  onChange: (target: Element, inView: boolean) => boolean | undefined;
};

/**
 * Watches targets come into and leave view. A target is in view once `share` of it is on screen,
 * or, if it is too tall for that, once it fills half the screen (reachableShare). Its height is
 * measured each time it comes onto the screen, when it is surely laid out. Returns a function that
 * stops all watching.
 */
export function watchInView(targets: Element[], share: number, { onFirst, onChange }: InViewReport) {
  const shareObservers = new Map<Element, IntersectionObserver>();
  const reported = new Set<Element>();
  const stopWatching = (target: Element) => {
    shareObservers.get(target)?.disconnect();
    shareObservers.delete(target);
    onScreen.unobserve(target);
  };
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const { target } = entry;
      if (!reported.has(target)) {
        reported.add(target);
        onFirst?.(target, entry.isIntersecting);
      }
      if (!entry.isIntersecting) continue;
      const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
      const needed = reachableShare(share, entry.boundingClientRect.height, screenHeight);
      shareObservers.get(target)?.disconnect();
      const observer = new IntersectionObserver(
        ([shown]) => {
          // The ratio can land a hair under the threshold it crossed.
          const inView = Boolean(shown?.isIntersecting && shown.intersectionRatio >= needed - 0.001);
          if (onChange(target, inView) === false) stopWatching(target);
        },
        { threshold: needed },
      );
      shareObservers.set(target, observer);
      observer.observe(target);
    }
  });
  targets.forEach((target) => onScreen.observe(target));
  return () => {
    onScreen.disconnect();
    shareObservers.forEach((observer) => observer.disconnect());
    shareObservers.clear();
  };
}
