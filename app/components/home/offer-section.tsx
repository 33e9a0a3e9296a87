import { CheckList } from "~/ui/check-list";
import { Container } from "~/ui/container";
import type { HomeOffer } from "~/content/offer";
import { paths } from "~/lib/paths";
import { Eyebrow } from "~/ui/eyebrow";
import { OnwardLink } from "~/ui/onward-link";

/** What we sell, stated in text right under the hero: a visitor (or a search engine) needs no click to learn it. */
export function OfferSection({ offer }: { offer: HomeOffer }) {
  return (
    <section aria-labelledby="offer-title" className="py-16 md:py-20">
      <Container>
        <div className="grid gap-10 rounded-[2rem] bg-white p-7 shadow-xl ring-1 shadow-ink/5 ring-ink/8 sm:p-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14 lg:p-12">
          <div>
            <Eyebrow>{offer.eyebrow}</Eyebrow>
            <h2 id="offer-title" className="mt-3 text-3xl font-extrabold text-balance sm:text-4xl">
              {offer.title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-ink-soft">{offer.intro}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
              <span className="text-sm font-semibold text-ink-soft">{offer.priceLabel}</span>
              <span className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">
                {offer.price}
              </span>
              <span className="font-semibold text-ink-soft">{offer.priceDetails}</span>
            </p>
            <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
              <OnwardLink href={paths.services} className="self-start">
                {offer.pricesLink}
              </OnwardLink>
              <a
                href={paths.article(offer.priceGuideSlug)}
                className="self-start rounded-sm font-semibold text-brand-blue underline decoration-2 underline-offset-4 hover:text-brand-blue-dark"
              >
                {offer.priceGuideLink}
              </a>
            </div>
          </div>
          <div className="self-start rounded-3xl bg-sand p-6 sm:p-8">
            <h3 className="text-lg font-bold">{offer.includedTitle}</h3>
            <CheckList items={offer.included} className="mt-4 space-y-3" />
          </div>
        </div>
      </Container>
    </section>
  );
}
