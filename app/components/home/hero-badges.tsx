import type { CSSProperties } from "react";
import type { HeroBadge as HeroBadgeData } from "~/content/types";
import { HeroBadge } from "./hero-badge";

const MOBILE_ROW_TOP = { 1: "2.75rem", 2: "6.75rem", 3: "calc(100% - 6.75rem)", 4: "calc(100% - 2.75rem)" };

/**
 * The floating badges. Where the screen is narrow for its text size (under 22em: a phone with
 * enlarged text, or 320 px), they are no longer scattered around the headline but flow in rows
 * above it, so they can neither overlap each other nor the headline, nor stick out of the page.
 * Each lands by CSS; app/scripts/hero-badges.ts moves the outer span of a landed badge away from
 * a mouse pointer.
 */
export function HeroBadges({ badges }: { badges: HeroBadgeData[] }) {
  return (
    <ul
      aria-label="Det här hjälper vi till med"
      data-hero-badges
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
