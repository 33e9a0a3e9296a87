import type { CSSProperties } from "react";
import { Icon } from "~/ui/icon";
import type { HeroBadge as HeroBadgeData } from "~/content/types";
import { BADGE_LANDING_MS } from "~/lib/badge-physics";
import { cn } from "~/lib/cn";

const looks: Record<HeroBadgeData["colour"], Record<HeroBadgeData["style"], string>> = {
  pink: {
    filled: "bg-brand-pink-dark text-white border-brand-pink-dark",
    stroke: "border-brand-pink-dark text-brand-pink-dark bg-white/80",
    soft: "bg-brand-pink-soft text-brand-pink-dark border-transparent",
  },
  blue: {
    filled: "bg-brand-blue text-white border-brand-blue",
    stroke: "border-brand-blue text-brand-blue bg-white/80",
    soft: "bg-brand-blue-soft text-brand-blue-dark border-transparent",
  },
  violet: {
    filled: "bg-violet-700 text-white border-violet-700",
    stroke: "border-violet-700 text-violet-800 bg-white/80",
    soft: "bg-violet-100 text-violet-900 border-transparent",
  },
  amber: {
    filled: "bg-amber-300 text-amber-950 border-amber-300",
    stroke: "border-amber-600 text-amber-900 bg-white/80",
    soft: "bg-amber-100 text-amber-900 border-transparent",
  },
  teal: {
    filled: "bg-teal-700 text-white border-teal-700",
    stroke: "border-teal-700 text-teal-800 bg-white/80",
    soft: "bg-teal-100 text-teal-900 border-transparent",
  },
  ink: {
    filled: "bg-ink text-white border-ink",
    stroke: "border-ink text-ink bg-white/80",
    soft: "bg-ink/10 text-ink border-transparent",
  },
};

/** One pill; it drops into place with CSS (app.css, badge-drop), so it lands without JavaScript. */
export function HeroBadge({ badge, index }: { badge: HeroBadgeData; index: number }) {
  return (
    <span
      style={
        {
          "--rotate": `${badge.rotate}deg`,
          "--drop-from": `${-70 - index * 9}px`,
          animation: `badge-drop ${BADGE_LANDING_MS}ms cubic-bezier(0.3, 0.7, 0.4, 1) both`,
        } as CSSProperties
      }
      className={cn(
        "flex items-center gap-1.5 rounded-full border-2 px-3 py-1.5 text-xs font-semibold whitespace-nowrap shadow-sm lg:gap-2 lg:px-4 lg:py-2 lg:text-sm",
        "[transform:rotate(var(--rotate))]",
        badge.style === "stroke" && "backdrop-blur-sm",
        looks[badge.colour][badge.style],
      )}
    >
      <Icon name={badge.icon} className="size-3.5 shrink-0 lg:size-4" />
      {badge.text}
    </span>
  );
}
