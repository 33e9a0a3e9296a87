import { ArrowRight, Quote } from "lucide-react";
import { cn } from "~/lib/cn";
import { anchors } from "~/lib/paths";
import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import { Section } from "~/ui/section";
import { testimonialsHeading, testimonialsSubtitle, type QuoteWithCase } from "~/content/testimonials";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";
import { NoBreakEnd } from "~/ui/no-break-end";

export function TestimonialsSection({ testimonials }: { testimonials: readonly QuoteWithCase[] }) {
  return (
    <Section
      id={anchors.testimonials}
      headingId="testimonials-title"
      title={testimonialsHeading}
      subtitle={testimonialsSubtitle}
      className="py-20 md:py-28"
    >
      {/* Each card spans four rows of the list's grid (subgrid), so the titles, the quotes, the
          cases and the names stand level across the cards, whichever has a case or the longer quote. */}
      <RevealGroup className="mx-auto mt-14 grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-6 md:grid-cols-2 md:gap-y-0">
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.id}
            {...revealGroupHooks.card.on()}
            className={cn(
              "relative row-span-4 grid min-w-0 grid-rows-subgrid gap-y-0 rounded-3xl bg-white p-8 shadow-xl ring-1 shadow-ink/5 ring-ink/5 md:p-10",
              // The quotes are as many as the editor leaves: an odd last one is centred under the
              // pair above (or alone), never left on one side of a half-empty row.
              index === testimonials.length - 1 &&
                index % 2 === 0 &&
                "md:col-span-2 md:w-[calc(50%-0.75rem)] md:justify-self-center",
            )}
          >
            <figure className="row-span-4 grid min-w-0 grid-rows-subgrid gap-y-0">
              <h3 className="text-xl font-bold md:text-2xl">
                <Quote aria-hidden="true" className="mb-5 block size-10 text-brand-pink" />
                {testimonial.title}
              </h3>
              <blockquote className="mt-4 text-lg leading-relaxed text-ink-soft">
                <p>{testimonial.text}</p>
              </blockquote>
              {testimonial.caseLink && (
                <p data-testid="testimonial-case" className="mt-6 self-end rounded-2xl bg-cream px-4 py-3">
                  {testimonial.metric && (
                    <span className="block text-sm text-ink-soft">
                      <span className="font-display text-lg font-extrabold text-brand-pink-dark">
                        {testimonial.metric.value}
                      </span>{" "}
                      {testimonial.metric.label}
                    </span>
                  )}
                  <a
                    href={testimonial.caseLink.href}
                    className="mt-1 inline-block rounded-sm font-semibold text-brand-blue underline decoration-brand-blue/40 decoration-2 underline-offset-4 hover:text-brand-blue-dark hover:decoration-current"
                  >
                    <NoBreakEnd text={testimonial.caseLink.label}>
                      <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
                    </NoBreakEnd>
                  </a>
                </p>
              )}
              <figcaption className="row-start-4 mt-8 flex items-center gap-4 self-end">
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
          </div>
        ))}
      </RevealGroup>
    </Section>
  );
}
