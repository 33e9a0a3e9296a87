import { CheckList } from "~/ui/check-list";
import type { DesignThinkingStep } from "~/content/types";
import { cn } from "~/lib/cn";

/** A step's card; it stands out while its list item is the current step (`aria-current`, set by script). */
export function DesignThinkingStepCard({ step, titleId }: { step: DesignThinkingStep; titleId: string }) {
  return (
    <article className="h-full rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10 transition-shadow duration-300 group-aria-[current=step]:shadow-xl group-aria-[current=step]:shadow-ink/10 group-aria-[current=step]:ring-brand-blue/40 md:p-8">
      <p
        className={cn(
          "inline-block rounded-full px-3 py-1 text-xs font-bold tracking-[0.15em]",
          step.colour.badge,
        )}
      >
        {step.category}
      </p>
      <h3 id={titleId} lang={step.titleLang} className="mt-4 text-2xl font-bold">
        {step.title}
      </h3>
      <p className="mt-3 leading-relaxed text-ink-soft">{step.description}</p>
      <CheckList
        items={step.bulletPoints}
        className="mt-5 space-y-2"
        itemClassName="text-[0.95rem]"
        tickClassName="text-brand-blue"
      />
    </article>
  );
}
