import { Container } from "~/ui/container";
import { Glow } from "~/ui/glow";
import { servicesHeroCopy as copy } from "~/content/services-page";
import { servicesContact } from "~/content/site-copy";
import { anchors, paths, withAnchor } from "~/lib/paths";
import { OnwardLink } from "~/ui/onward-link";

export function ServicesHero() {
  return (
    <section
      aria-labelledby="services-title"
      className="surface-dark relative isolate overflow-hidden bg-brand-navy text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <Glow className="-top-40 right-[-10rem] size-[30rem] bg-brand-pink/30" />
        {/* Hung from the top: the hero's height follows its text, which the brand fonts may
            rewrap, and a patch hung from the bottom would move with it (a layout shift). */}
        <Glow className="top-[9.5rem] -left-40 size-[28rem] bg-brand-blue/50 md:top-[15rem]" />
      </div>
      <Container className="py-20 text-center md:py-28">
        <p className="text-sm font-semibold tracking-[0.25em] text-brand-pink-soft uppercase">
          {copy.eyebrow}
        </p>
        <h1 id="services-title" className="mt-4 text-5xl font-extrabold sm:text-6xl lg:text-7xl">
          {copy.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-white/85 sm:text-xl">{copy.intro}</p>
        {/* The first way to the form, so nobody has to read through the prices and the FAQ to find it. */}
        <OnwardLink href={withAnchor(paths.contact, anchors.contactForm)} size="lg" className="mt-10">
          {servicesContact.heroLink}
        </OnwardLink>
      </Container>
    </section>
  );
}
