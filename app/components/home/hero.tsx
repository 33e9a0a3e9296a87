import { buttonClasses } from "~/ui/button-styles";
import { Glow } from "~/ui/glow";
import { Picture } from "~/ui/picture";
import { aboutFounder, founderPortrait } from "~/content/about";
import {
  heroBadges,
  heroCta,
  heroEyebrow,
  heroHeadline,
  heroPerson,
  heroProcessLink,
  heroTagline,
  heroWorkLabel,
  type HeroFact,
} from "~/content/hero";
import { HeroBadges } from "~/widgets/hero-badges/hero-badges";
import { anchors, paths, withAnchor } from "~/lib/paths";
import type { ShownProject } from "~/lib/references/page-data";
import { OnwardLink } from "~/ui/onward-link";

const [headlineStart, ...headlineRest] = heroHeadline.split(" ");
const headlineEnd = headlineRest.join(" ");

export function Hero({ facts, cases }: { facts: readonly HeroFact[]; cases: readonly ShownProject[] }) {
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
      <div className="relative mx-auto flex min-h-[40rem] max-w-3xl flex-col items-center justify-center px-5 pt-32 pb-32 text-center max-[22em]:min-h-0 max-[22em]:pt-10 max-[22em]:pb-16 lg:min-h-[44rem] lg:pt-24 lg:pb-28">
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
          <OnwardLink href={paths.services} size="lg">
            {heroCta}
          </OnwardLink>
          <a
            href={`#${anchors.process}`}
            className={buttonClasses({ size: "lg", variant: "ghost", className: "text-ink" })}
          >
            {heroProcessLink}
          </a>
        </div>
        <HeroPerson />
        <HeroFacts facts={facts} />
        <HeroWork cases={cases} />
      </div>
    </section>
  );
}

/** Price, delivery time and a measured result in one strip under the calls to action. */
function HeroFacts({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <dl
      data-testid="hero-facts"
      className="mt-6 grid w-full max-w-xl grid-cols-3 divide-x divide-ink/10 rounded-2xl bg-white/85 py-3 shadow-sm ring-1 ring-ink/8 max-[22em]:grid-cols-1 max-[22em]:divide-x-0 max-[22em]:divide-y lg:max-w-2xl"
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

/** The founder, who answers and builds: a face and a name beside the calls to action. */
function HeroPerson() {
  return (
    <a
      href={withAnchor(paths.about, aboutFounder.anchorId)}
      data-testid="hero-person"
      className="group mt-5 flex max-w-md items-center gap-3 rounded-2xl p-1.5 pr-3 text-left hover:bg-white/70"
    >
      {/* The name is in the text beside it, so the face adds nothing for a screen reader. */}
      <img
        src={founderPortrait.src}
        width={48}
        height={48}
        alt=""
        decoding="async"
        className="size-12 shrink-0 rounded-full bg-brand-pink-soft ring-2 ring-white"
      />
      <span className="text-sm leading-snug text-ink-soft">
        <span className="block text-base font-bold text-ink underline decoration-brand-pink/50 decoration-2 underline-offset-4 group-hover:decoration-brand-pink">
          {heroPerson.title}
        </span>
        {heroPerson.text}
      </span>
    </a>
  );
}

/**
 * Real sites the agency built, each a link to its case. From 1280 px the first two stand in the
 * free space either side of the text, at the height of the headline; below that the three sit
 * in a row under the facts. They are smaller than the headline, so the headline stays the
 * largest paint and needs no image request before it; at low priority they also leave the fonts
 * and the script the connection first (Lighthouse, HTTP/1.1 and HTTP/2: LCP 40–75 ms sooner).
 */
function HeroWork({ cases }: { cases: readonly ShownProject[] }) {
  return (
    <ul
      aria-label={heroWorkLabel}
      data-testid="hero-work"
      className="mt-8 grid w-full max-w-xl grid-cols-3 gap-3 max-[22em]:grid-cols-1 sm:gap-5 xl:contents"
    >
      {cases.map((project, index) => (
        <li
          key={project.slug}
          className={
            index === 0
              ? "xl:absolute xl:top-48 xl:right-[calc(100%+1rem)] xl:w-[min(18rem,calc(50vw-27rem))] xl:-rotate-3"
              : index === 1
                ? "xl:absolute xl:top-56 xl:left-[calc(100%+1rem)] xl:w-[min(18rem,calc(50vw-27rem))] xl:rotate-3"
                : "xl:hidden"
          }
        >
          <a href={paths.caseStudy(project.slug)} className="group block rounded-xl text-left">
            <Picture
              image={project.cardImage}
              sizes="(min-width: 1280px) 288px, (min-width: 640px) 176px, calc((100vw - 64px) / 3)"
              loading="eager"
              fetchPriority="low"
              alt=""
              className="aspect-4/3 w-full rounded-xl bg-sand object-cover shadow-lg ring-1 shadow-ink/10 ring-ink/10 transition-transform group-hover:-translate-y-1 motion-reduce:group-hover:translate-y-0"
            />
            <span className="mt-2 block text-xs font-semibold text-ink-soft group-hover:text-ink sm:text-sm">
              {project.title}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
