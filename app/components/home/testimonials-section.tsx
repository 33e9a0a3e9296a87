import { ArrowRight, Quote } from "lucide-react";
import { anchors } from "~/lib/paths";
import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import { Section } from "~/components/ui/section";
import { testimonialsHeading, testimonialsSubtitle, type QuoteWithCase } from "~/content/testimonials";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";

export function TestimonialsSection({ testimonials }: { testimonials: readonly QuoteWithCase[] }) {
  return (
    <Section
      id={anchors.testimonials}
      headingId="testimonials-title"
      title={testimonialsHeading}
      subtitle={testimonialsSubtitle}
      className="py-20 md:py-28"
    >
      <RevealGroup className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <div
            key={testimonial.id}
            {...revealGroupHooks.card.on()}
            className="relative flex flex-col rounded-3xl bg-white p-8 shadow-xl ring-1 shadow-ink/5 ring-ink/5 md:p-10"
          >
            <figure className="flex flex-1 flex-col">
              <Quote aria-hidden="true" className="size-10 text-brand-pink" />
              <h3 className="mt-5 text-xl font-bold md:text-2xl">{testimonial.title}</h3>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink-soft">
                <p>{testimonial.text}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <img
                  src={testimonial.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 rounded-full bg-sand"
                />
                <span>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-ink-soft">{testimonial.company}</span>
                </span>
              </figcaption>
            </figure>
            {testimonial.caseLink && (
              <a
                href={testimonial.caseLink.href}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-brand-blue underline decoration-brand-blue/40 decoration-2 underline-offset-4 hover:text-brand-blue-dark hover:decoration-current"
              >
                {testimonial.caseLink.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            )}
          </div>
        ))}
      </RevealGroup>
    </Section>
  );
}
