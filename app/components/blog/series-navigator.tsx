import { ChevronLeft, ChevronRight } from "lucide-react";
import { seriesNavigatorCopy as copy } from "~/content/blog-copy";
import type { SeriesNavigation } from "~/lib/blog/collection";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";

type SeriesNavigatorProps = { series: SeriesNavigation; placement: "top" | "bottom" };

const stepLinkClasses =
  "group/step flex flex-col gap-0.5 rounded-xl px-1 py-1 text-sm font-semibold text-brand-navy hover:text-brand-blue";

/**
 * Shown above and below the article. The two copies need different accessible names,
 * or screen readers list two identical navigation landmarks.
 */
export function SeriesNavigator({ series, placement }: SeriesNavigatorProps) {
  const { previous, next } = series;
  return (
    <nav
      aria-label={copy.landmark(series.title, placement)}
      data-testid={`series-navigator-${placement}`}
      className="rounded-3xl border border-brand-blue/15 bg-brand-blue-soft/70 p-5 sm:p-6"
    >
      <p className="text-center text-sm font-semibold text-brand-navy sm:text-left">
        {copy.title(series.title)}
      </p>
      <div className="mt-4 grid grid-cols-2 items-center gap-x-3 gap-y-4 sm:grid-cols-[1fr_auto_1fr]">
        {previous ? (
          <a
            href={paths.article(previous.slug)}
            rel="prev"
            className={cn(stepLinkClasses, "justify-self-start")}
          >
            <span className="inline-flex items-center gap-1">
              <ChevronLeft
                aria-hidden="true"
                className="size-4 transition-transform group-hover/step:-translate-x-0.5"
              />
              {copy.previous}
            </span>
            <span className="pl-5 text-xs font-normal text-ink-soft">{previous.shortTitle}</span>
          </a>
        ) : (
          <span className="px-1 text-xs text-ink-soft">{copy.first}</span>
        )}
        <ol className="order-first col-span-2 flex justify-center gap-2 sm:order-none sm:col-span-1">
          {series.parts.map((part) => (
            <li key={part.slug}>
              <a
                href={paths.article(part.slug)}
                aria-current={part.current ? "page" : undefined}
                aria-label={copy.part(part.part, part.shortTitle)}
                title={part.shortTitle}
                className={cn(
                  "grid size-11 place-items-center rounded-full border-2 font-display text-base font-bold transition-colors",
                  part.current
                    ? "border-brand-navy bg-brand-navy text-white"
                    : "border-brand-navy/20 bg-white text-brand-navy hover:border-brand-navy",
                )}
              >
                {part.part}
              </a>
            </li>
          ))}
        </ol>
        {next ? (
          <a
            href={paths.article(next.slug)}
            rel="next"
            className={cn(stepLinkClasses, "items-end justify-self-end text-right")}
          >
            <span className="inline-flex items-center gap-1">
              {copy.next}
              <ChevronRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover/step:translate-x-0.5"
              />
            </span>
            <span className="pr-5 text-xs font-normal text-ink-soft">{next.shortTitle}</span>
          </a>
        ) : (
          <span className="justify-self-end px-1 text-right text-xs text-ink-soft">{copy.last}</span>
        )}
      </div>
    </nav>
  );
}
