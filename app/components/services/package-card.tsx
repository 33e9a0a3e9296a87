import { buttonClasses } from "~/ui/button-styles";
import { Icon } from "~/ui/icon";
import { CheckList } from "~/ui/check-list";
import { packagesCopy as copy } from "~/content/services-page";
import type { Package } from "~/content/types";
import { cn } from "~/lib/cn";
import { anchors, paths, withAnchor } from "~/lib/paths";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";

export function PackageCard({ item }: { item: Package }) {
  const titleId = `package-${item.id}`;
  return (
    <article
      {...revealGroupHooks.card.on()}
      aria-labelledby={titleId}
      className={cn(
        "@container relative flex flex-col rounded-3xl bg-white p-7 shadow-xl ring-1 shadow-ink/5 md:p-8",
        item.highlighted ? "ring-2 ring-brand-pink-dark" : "ring-ink/10",
      )}
    >
      {item.highlighted && (
        <p className="absolute -top-3.5 left-7 rounded-full bg-brand-pink-dark px-3 py-1 text-xs font-bold tracking-wider text-white uppercase">
          {copy.highlighted}
        </p>
      )}
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-blue-soft text-brand-blue">
        <Icon name={item.icon} className="size-6" />
      </span>
      <h3 id={titleId} className="mt-5 text-2xl font-bold">
        {item.title}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        {item.price ? (
          <>
            {/* Sized by the card, so "+ moms" stays on the price's line in a phone-wide card too. */}
            <span className="font-display text-[clamp(1.75rem,11cqi,2.25rem)] font-extrabold tracking-tight">
              {item.price}
            </span>
            {item.priceDetails && <span className="font-semibold text-ink-soft">{item.priceDetails}</span>}
          </>
        ) : (
          <span className="font-display text-3xl font-extrabold tracking-tight">{copy.priceOnQuote}</span>
        )}
      </p>
      <p className="mt-4 leading-relaxed text-ink-soft">{item.description}</p>
      {/* In a card that spans two columns (768–1023 px) the list runs in two columns. */}
      <CheckList
        items={item.features}
        className="mt-6 mb-8 flex-1 space-y-2.5 text-[0.95rem] @xl:columns-2 @xl:gap-10"
        itemClassName="break-inside-avoid"
      />
      {item.additionalInfo && (
        <p className="rounded-2xl bg-sand px-4 py-3 text-sm text-ink-soft">{item.additionalInfo}</p>
      )}
      <a
        href={withAnchor(paths.contact, anchors.contactForm)}
        className={buttonClasses({
          variant: item.highlighted ? "primary" : "secondary",
          className: "mt-6 w-full",
        })}
      >
        {item.cta}
        <span className="sr-only">{copy.ctaContext(item.title)}</span>
      </a>
    </article>
  );
}
