import { useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import type { HeroBadge as HeroBadgeData } from "~/content/types";
import { BADGE_LANDING_MS, BADGE_RETURN_MS, repulsionOffset, type Point } from "~/lib/badge-physics";
import { FINE_HOVER_POINTER, REDUCED_MOTION, useMediaQuery } from "~/hooks/use-media-query";
import { HeroBadge } from "./hero-badge";

const MOBILE_ROW_TOP = { 1: "2.75rem", 2: "6.75rem", 3: "calc(100% - 6.75rem)", 4: "calc(100% - 2.75rem)" };

type HeroBadgesProps = { badges: HeroBadgeData[]; areaRef: RefObject<HTMLElement | null> };

/**
 * The floating badges. Where the screen is narrow for its text size (under 22em: a phone with
 * enlarged text, or 320 px), they are no longer scattered around the headline but flow in rows
 * above it, so they can neither overlap each other nor the headline, nor stick out of the page.
 * Once landed they shy away from a mouse pointer moving over the hero
 * and drift back 600 ms after it leaves. Offsets are written straight to transforms in one
 * animation frame (all reads, then all writes), so React never re-renders on pointer moves.
 */
export function HeroBadges({ badges, areaRef }: HeroBadgesProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [landed, setLanded] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const finePointer = useMediaQuery(FINE_HOVER_POINTER);

  useEffect(() => {
    const timer = setTimeout(() => setLanded(true), BADGE_LANDING_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const area = areaRef.current;
    const list = listRef.current;
    if (!landed || reducedMotion || !finePointer || !area || !list) return;
    const badgeElements = [...list.querySelectorAll<HTMLElement>("[data-badge]")];
    let pointer: Point | null = null;
    let frame = 0;
    let returnTimer: ReturnType<typeof setTimeout> | undefined;

    const render = () => {
      frame = 0;
      const centres = badgeElements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      });
      badgeElements.forEach((element, index) => {
        const centre = centres[index];
        const offset = pointer && centre ? repulsionOffset(centre, pointer) : { x: 0, y: 0 };
        const mover = element.firstElementChild as HTMLElement | null;
        if (mover)
          mover.style.transform = `translate3d(${offset.x.toFixed(1)}px, ${offset.y.toFixed(1)}px, 0)`;
      });
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(render);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(returnTimer);
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const onLeave = () => {
      clearTimeout(returnTimer);
      returnTimer = setTimeout(() => {
        pointer = null;
        schedule();
      }, BADGE_RETURN_MS);
    };

    area.addEventListener("pointermove", onMove, { passive: true });
    area.addEventListener("pointerleave", onLeave);
    return () => {
      area.removeEventListener("pointermove", onMove);
      area.removeEventListener("pointerleave", onLeave);
      clearTimeout(returnTimer);
      cancelAnimationFrame(frame);
    };
  }, [landed, reducedMotion, finePointer, areaRef]);

  return (
    <ul
      ref={listRef}
      aria-label="Det här hjälper vi till med"
      data-landed={landed}
      className="pointer-events-none absolute inset-0 max-[22em]:relative max-[22em]:flex max-[22em]:flex-wrap max-[22em]:justify-center max-[22em]:gap-3 max-[22em]:px-5 max-[22em]:pt-10"
    >
      {badges.map((badge, index) => (
        <li
          key={badge.text}
          data-badge
          style={
            {
              "--x": `${badge.x}%`,
              "--y": `${badge.y}%`,
              "--mx": `${badge.mobile.x}%`,
              "--my": MOBILE_ROW_TOP[badge.mobile.row],
            } as CSSProperties
          }
          className="absolute top-(--my) left-(--mx) -translate-x-1/2 -translate-y-1/2 max-[22em]:static max-[22em]:translate-none lg:top-(--y) lg:left-(--x)"
        >
          <span className="block transition-transform duration-500 ease-out will-change-transform">
            <HeroBadge badge={badge} index={index} />
          </span>
        </li>
      ))}
    </ul>
  );
}
