import type { CSSProperties } from "react";
import { heroBadgesLabel } from "~/content/hero";
import type { HeroBadge as HeroBadgeData } from "~/content/types";
import { HeroBadge } from "./hero-badge";
import * as hooks from "./hooks";

const MOBILE_ROW_TOP = { 1: "2.25rem", 2: "5.5rem", 3: "calc(100% - 5.5rem)", 4: "calc(100% - 2.25rem)" };

/** The hero's designed height on wide screens, in rem: the bands above and below the text are fractions of it. */
const DESIGNED_HEIGHT_REM = 44;

/**
 * A wide screen's top for a badge at y %: the bands above and below the text are set from the
 * hero's edges, so text that grows (text spacing, a longer tagline) pushes the hero taller
 * instead of running under a badge; in between, at the sides, it stays a share of the height.
 */
function wideTop(y: number) {
  if (y < 30) return `${((y * DESIGNED_HEIGHT_REM) / 100).toFixed(2)}rem`;
  if (y > 70) return `calc(100% - ${(((100 - y) * DESIGNED_HEIGHT_REM) / 100).toFixed(2)}rem)`;
  return `${y}%`;
}

/**
 * The floating badges. Where the screen is narrow for its text size (under 22em: a phone with
 * enlarged text, or 320 px), they are no longer scattered around the headline but flow in rows
 * above it, so they can neither overlap each other nor the headline, nor stick out of the page.
 * Each lands by CSS; hero-badges.behaviour.ts moves the outer span of a landed badge away from
 * a mouse pointer.
 */
export function HeroBadges({ badges }: { badges: HeroBadgeData[] }) {
  return (
    <ul
      aria-label={heroBadgesLabel}
      {...hooks.list.on()}
      className="pointer-events-none absolute inset-0 max-[22em]:relative max-[22em]:flex max-[22em]:flex-wrap max-[22em]:justify-center max-[22em]:gap-3 max-[22em]:px-5 max-[22em]:pt-10"
    >
      {badges.map((badge, index) => (
        <li
          key={badge.text}
          {...hooks.badge.on()}
          style={
            {
              "--x": `${badge.x}%`,
              "--y": wideTop(badge.y),
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
