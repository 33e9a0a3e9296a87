import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Glow } from "~/components/ui/glow";
import {
  heroBadges,
  heroCta,
  heroEyebrow,
  heroHeadline,
  heroProcessLink,
  heroTagline,
  type HeroFact,
} from "~/content/hero";
import { HeroBadges } from "~/widgets/hero-badges/hero-badges";
import { anchors, paths } from "~/lib/paths";

const [headlineStart, ...headlineRest] = heroHeadline.split(" ");
const headlineEnd = headlineRest.join(" ");

export function Hero({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <Glow className="-top-24 -left-24 size-[28rem] bg-brand-pink-soft" />
        {/* Hung from the top at every width: the hero's height follows its text, which the brand
            fonts rewrap, and a patch hung from the bottom moved with it (a layout shift of up to
            0.11 on wide screens). From lg it sits where -bottom-32 put it on the 44rem hero. */}
        <Glow className="top-[23.5rem] -right-32 size-[32rem] bg-brand-blue-soft lg:top-[20rem]" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(20_23_43/0.07)_1px,transparent_0)] [background-size:28px_28px]" />
      </div>
      <HeroBadges badges={heroBadges} />
      {/* The padding keeps the text clear of the badge bands (hero-badges.tsx) at any text size. */}
      <div className="relative mx-auto flex min-h-[40rem] max-w-3xl flex-col items-center justify-center px-5 pt-32 pb-32 text-center max-[22em]:min-h-0 max-[22em]:pt-10 max-[22em]:pb-16 lg:min-h-[44rem] lg:pt-28 lg:pb-28">
        <p className="text-sm font-semibold tracking-[0.25em] text-brand-pink-dark uppercase">
          {heroEyebrow}
        </p>
        <h1
          id="hero-title"
          className="mt-4 text-5xl leading-[1.02] font-extrabold text-ink sm:text-6xl lg:text-[5.5rem]"
        >
          {/* A fixed break: the fallback font must wrap exactly where the web font does. */}
          {headlineStart} <br />
          {headlineEnd}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-pretty text-ink-soft sm:text-xl">{heroTagline}</p>
        <div className="mt-8 flex flex-col items-center gap-2 sm:flex-row sm:gap-3">
          <a href={paths.services} className={buttonClasses({ size: "lg" })}>
            {heroCta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <a
            href={`#${anchors.process}`}
            className={buttonClasses({ size: "lg", variant: "ghost", className: "text-ink" })}
          >
            {heroProcessLink}
          </a>
        </div>
        <HeroFacts facts={facts} />
      </div>
    </section>
  );
}

/** Price, delivery time and a measured result in one strip under the calls to action. */
function HeroFacts({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <dl
      data-hero-facts
      className="mt-8 grid w-full max-w-xl grid-cols-3 divide-x divide-ink/10 rounded-2xl bg-white/85 py-3 shadow-sm ring-1 ring-ink/8 max-[22em]:grid-cols-1 max-[22em]:divide-x-0 max-[22em]:divide-y lg:max-w-2xl"
    >
      {facts.map((item) => (
        <div key={item.label} className="flex flex-col px-2 py-1 max-[22em]:py-2 sm:px-4">
          <dt className="order-last text-xs leading-snug text-ink-soft sm:text-sm">
            {item.link ? (
              <a
                href={item.link.href}
                className="rounded-sm underline decoration-brand-pink decoration-1 underline-offset-2 hover:text-ink"
              >
                {item.label}
                <span className="sr-only"> ({item.link.context})</span>
              </a>
            ) : (
              item.label
            )}
          </dt>
          <dd className="font-display text-lg font-extrabold whitespace-nowrap text-ink sm:text-2xl">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
