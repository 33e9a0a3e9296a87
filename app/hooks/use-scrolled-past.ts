import { useEffect, useState } from "react";

/** True once the window has scrolled more than `threshold` px; one passive listener, rAF-throttled. */
export function useScrolledPast(threshold: number) {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolledPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    // The first reading waits for a frame too: reading scrollY lays the page out, and on a fresh
    // load the brand fonts can have just made that a full relayout, which belongs in the frame,
    // not in the task where React hydrates the header.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolledPast;
}
