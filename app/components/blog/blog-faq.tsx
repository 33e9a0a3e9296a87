import { ChevronDown } from "lucide-react";
import { articleCopy as copy } from "~/content/blog-copy";
import type { FaqItem } from "~/content/types";

/** Native disclosure widgets: keyboard and screen reader support without any script. */
export function BlogFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="blog-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="blog-faq-heading" className="text-3xl font-extrabold text-ink md:text-4xl">
        {copy.faqTitle}
      </h2>
      <div className="mt-8 divide-y divide-ink/10 rounded-3xl border border-ink/10 bg-white">
        {items.map(({ question, answer }) => (
          <details key={question} className="group px-6 py-1 sm:px-8">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-display text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-pink-dark transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed text-ink-soft">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
