import { Container } from "~/ui/container";
import { Glow } from "~/ui/glow";
import { MainImage } from "~/ui/main-image";
import { aboutEyebrow, aboutFounder, aboutHeading, aboutVision, founderPortrait } from "~/content/about";
import { paths } from "~/lib/paths";
import { Eyebrow } from "~/ui/eyebrow";
import { OnwardLink } from "~/ui/onward-link";

type TextSection = { title: string; paragraphs: readonly string[] };
type Figure = { value: string; label: string };

/** `agency` and `figures` state business facts, so the page fills them in from the collections. */
export function AboutPageContent({ agency, figures }: { agency: TextSection; figures: readonly Figure[] }) {
  return (
    <>
      {/* The founder, her portrait and her card come straight after the heading: on a phone right
          under it, from 1024 px beside the vision (the grid places them). */}
      <section aria-labelledby="about-title" className="relative isolate overflow-hidden">
        <Glow className="-top-32 -right-24 -z-10 size-[26rem] bg-brand-pink-soft" />
        <Container className="grid grid-cols-1 gap-x-16 gap-y-10 py-16 md:py-24 lg:grid-cols-[1.05fr_1fr] lg:grid-rows-[auto_1fr]">
          <header className="lg:col-start-1">
            <p className="text-sm font-semibold tracking-[0.25em] text-brand-pink-dark uppercase">
              {aboutEyebrow}
            </p>
            <h1 id="about-title" className="mt-4 text-5xl font-extrabold sm:text-6xl">
              {aboutHeading}
            </h1>
          </header>
          <figure
            id={aboutFounder.anchorId}
            data-testid="founder-card"
            className="surface-dark scroll-mt-28 self-start overflow-hidden rounded-[2rem] bg-brand-navy text-white lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            {/* The page's one image (the spec's): the founder, the person a visitor will work with. */}
            <MainImage
              image={founderPortrait}
              decoding="async"
              className="mx-auto h-auto w-full max-w-xs bg-brand-pink-soft sm:max-w-none"
            />
            <figcaption className="p-8 md:p-10">
              <Eyebrow tone="dark">{aboutFounder.title}</Eyebrow>
              <h2 className="mt-3 text-3xl font-extrabold">{aboutFounder.name}</h2>
              <p className="mt-1 font-semibold text-white/85">{aboutFounder.role}</p>
              <p className="mt-4 text-lg leading-relaxed text-white/85">{aboutFounder.paragraph}</p>
              {/* Raspberry as on the author page: the one action colour, navy around it or not. */}
              <OnwardLink href={paths.contact} className="mt-8">
                {aboutFounder.contactLabel}
              </OnwardLink>
            </figcaption>
          </figure>
          <div className="lg:col-start-1">
            <h2 className="text-2xl font-bold">{aboutVision.title}</h2>
            {aboutVision.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="agency-title" className="bg-white py-16 md:py-24">
        <Container className="grid grid-cols-1 gap-x-16 gap-y-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="agency-title" className="text-3xl font-extrabold sm:text-4xl">
              {agency.title}
            </h2>
            {agency.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          {/* By the room it has, not the screen: three cards in a column narrower than 32rem broke
              "arbetsdagar" and the price mid-word, so there each fact is a row of its own. Where
              even a row is too narrow (320 px with text at 200 %: the media query's em is the
              reader's text size), the figure goes above its label and may wrap. */}
          <div className="@container">
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
        </Container>
      </section>
    </>
  );
}
