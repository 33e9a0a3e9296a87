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
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolledPast;
}
