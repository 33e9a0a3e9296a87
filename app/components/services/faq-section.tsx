import { ChevronDown } from "lucide-react";
import { Section } from "~/ui/section";
import { servicesFaqCopy as copy } from "~/content/services-page";
import type { FaqItem } from "~/content/types";

/**
 * Native exclusive <details> (shared `name`): single-open and collapsible, keyboard operable,
 * and every answer is in the HTML and usable before or without JavaScript, at no script cost.
 */
export function FaqSection({ items }: { items: FaqItem[] }) {
  return (
    <Section
      headingId="faq-title"
      eyebrow={copy.eyebrow}
      title={copy.title}
      width="narrow"
      className="bg-white py-20 md:py-24"
    >
      <div className="mt-12 divide-y divide-ink/10 border-y border-ink/10">
        {items.map((item) => (
          <details key={item.question} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-lg py-5 text-left text-lg font-semibold [&::-webkit-details-marker]:hidden">
              <h3 className="font-sans text-lg font-semibold tracking-normal">{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-pink-dark transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div className="pb-6 leading-relaxed text-ink-soft">
              <p>{item.answer}</p>
              {item.link && (
                <a
                  href={item.link.href}
                  className="mt-3 inline-block font-semibold text-brand-blue underline underline-offset-4"
                >
                  {item.link.label}
                </a>
              )}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
