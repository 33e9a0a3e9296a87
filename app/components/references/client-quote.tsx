import { Quote } from "lucide-react";
import type { CaseQuote } from "~/content/types";

/** The client's own words in the middle of the story, where a reader weighs what we claim. */
export function ClientQuote({ quote }: { quote: CaseQuote }) {
  return (
    <figure className="rounded-3xl bg-brand-pink-soft/60 p-6 sm:p-8">
      <Quote aria-hidden="true" className="size-8 text-brand-pink-dark" />
      <blockquote className="mt-4 font-display text-xl leading-snug font-semibold text-pretty text-ink sm:text-2xl">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-5 text-ink-soft">
        <span className="font-semibold text-ink">{quote.name}</span>, {quote.role}
      </figcaption>
    </figure>
  );
}
