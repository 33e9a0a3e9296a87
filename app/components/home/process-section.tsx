import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import { Section } from "~/ui/section";
import { anchors } from "~/lib/paths";
import { processHeading, processStepLabel, processSubtitle } from "~/content/process";
import type { ProcessStep } from "~/content/types";
import { cn } from "~/lib/cn";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";

const accents: Record<ProcessStep["colour"], { bar: string; label: string }> = {
  pink: { bar: "bg-brand-pink", label: "text-brand-pink-dark" },
  blue: { bar: "bg-brand-blue", label: "text-brand-blue" },
  violet: { bar: "bg-violet-600", label: "text-violet-700" },
  amber: { bar: "bg-amber-400", label: "text-amber-800" },
};

export function ProcessSection({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <Section
      id={anchors.process}
      headingId="process-title"
      eyebrow={processSubtitle}
      title={processHeading}
      className="bg-white py-20 md:py-28"
    >
      <RevealGroup className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step) => (
          <article
            key={step.step}
            {...revealGroupHooks.card.on()}
            className="relative flex flex-col overflow-hidden rounded-3xl bg-cream p-7 ring-1 ring-ink/5"
          >
            {/* A tab inside the straight part of the top edge: a bar across the whole width met the
                rounded corners in a crescent. */}
            <span
              aria-hidden="true"
              data-testid="step-accent"
              className={cn("absolute inset-x-7 top-0 h-1.5 rounded-b-full", accents[step.colour].bar)}
            />
            <p className={cn("text-xs font-bold tracking-[0.2em]", accents[step.colour].label)}>
              {processStepLabel(step.step)}
            </p>
            <h3 className="mt-3 text-2xl font-bold">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{step.description}</p>
          </article>
        ))}
      </RevealGroup>
    </Section>
  );
}
