import { Quote } from "lucide-react";
import { anchors } from "~/lib/paths";
import { RevealGroup } from "~/components/ui/reveal-group";
import { Section } from "~/components/ui/section";
import { testimonialsHeading, testimonialsSubtitle } from "~/content/testimonials";
import type { Testimonial } from "~/content/types";

export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
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
          <figure
            key={testimonial.id}
            data-reveal
            className="relative flex flex-col rounded-3xl bg-white p-8 shadow-xl ring-1 shadow-ink/5 ring-ink/5 md:p-10"
          >
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
        ))}
      </RevealGroup>
    </Section>
  );
}
