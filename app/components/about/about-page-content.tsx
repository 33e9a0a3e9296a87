import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { Glow } from "~/components/ui/glow";
import { MainImage } from "~/components/ui/main-image";
import { aboutEyebrow, aboutFounder, aboutHeading, aboutVision, founderPortrait } from "~/content/about";
import { paths } from "~/lib/paths";
import { Eyebrow } from "~/components/ui/eyebrow";

type TextSection = { title: string; paragraphs: readonly string[] };
type Figure = { value: string; label: string };

/** `agency` and `figures` state business facts, so the page fills them in from the collections. */
export function AboutPageContent({ agency, figures }: { agency: TextSection; figures: readonly Figure[] }) {
  return (
    <>
      <section aria-labelledby="about-title" className="relative isolate overflow-hidden">
        <Glow className="-top-32 -right-24 -z-10 size-[26rem] bg-brand-pink-soft" />
        <Container className="grid grid-cols-1 items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.05fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-[0.25em] text-brand-pink-dark uppercase">
              {aboutEyebrow}
            </p>
            <h1 id="about-title" className="mt-4 text-5xl font-extrabold sm:text-6xl">
              {aboutHeading}
            </h1>
            <h2 className="mt-8 text-2xl font-bold">{aboutVision.title}</h2>
            {aboutVision.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          {/* The page's one image (the spec's): the founder, the person a visitor will work with. */}
          <MainImage
            image={founderPortrait}
            decoding="async"
            className="mx-auto h-auto w-full max-w-md rounded-[2rem] bg-brand-pink-soft shadow-2xl shadow-ink/10"
          />
        </Container>
      </section>
      <section aria-labelledby="agency-title" className="bg-white py-16 md:py-24">
        <Container className="grid grid-cols-1 gap-12 lg:grid-cols-2">
          <div>
            <h2 id="agency-title" className="text-3xl font-extrabold sm:text-4xl">
              {agency.title}
            </h2>
            {agency.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
            {/* By the room it has, not the screen: three cards in a column narrower than 32rem broke
                "arbetsdagar" and the price mid-word, so there each fact is a row of its own. Where
                even a row is too narrow (320 px with text at 200 %: the media query's em is the
                reader's text size), the figure goes above its label and may wrap. */}
            <div className="@container mt-10">
              <dl className="grid grid-cols-1 gap-3 @lg:grid-cols-3 @lg:gap-4">
                {figures.map((fact) => (
                  <div
                    key={fact.label}
                    className="flex flex-wrap items-baseline gap-x-3 rounded-2xl bg-cream px-4 py-3 @lg:flex-col @lg:items-start @lg:gap-0 @lg:p-4"
                  >
                    <dt className="text-sm leading-snug text-ink-soft">{fact.label}</dt>
                    <dd className="order-first font-display text-2xl font-extrabold whitespace-nowrap text-brand-blue max-[17.5em]:whitespace-normal @xl:text-3xl">
                      {fact.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
          <figure
            id={aboutFounder.anchorId}
            className="surface-dark scroll-mt-28 self-start rounded-[2rem] bg-brand-navy p-8 text-white md:p-10"
          >
            <Eyebrow tone="dark">{aboutFounder.title}</Eyebrow>
            <h2 className="mt-3 text-3xl font-extrabold">{aboutFounder.name}</h2>
            <p className="mt-1 font-semibold text-white/85">{aboutFounder.role}</p>
            <p className="mt-4 text-lg leading-relaxed text-white/85">{aboutFounder.paragraph}</p>
            {/* Raspberry as on the author page: the one action colour, navy around it or not. */}
            <a href={paths.contact} className={buttonClasses({ className: "mt-8" })}>
              {aboutFounder.contactLabel}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </figure>
        </Container>
      </section>
    </>
  );
}
