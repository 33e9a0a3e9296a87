import { Check } from "lucide-react";
import type { DesignThinkingStep } from "~/content/types";
import { cn } from "~/lib/cn";

export function DesignThinkingStepCard({ step, active }: { step: DesignThinkingStep; active: boolean }) {
  return (
    <article
      className={cn(
        "h-full rounded-3xl bg-white p-6 ring-1 transition-shadow duration-300 md:p-8",
        active ? "shadow-xl shadow-ink/10 ring-brand-blue/40" : "shadow-sm ring-ink/10",
      )}
    >
      <p
        className={cn(
          "inline-block rounded-full px-3 py-1 text-xs font-bold tracking-[0.15em]",
          step.colour.badge,
        )}
      >
        {step.category}
      </p>
      <h3 className="mt-4 text-2xl font-bold">{step.title}</h3>
      <p className="mt-3 leading-relaxed text-ink-soft">{step.description}</p>
      <ul className="mt-5 space-y-2">
        {step.bulletPoints.map((point) => (
          <li key={point} className="flex gap-3 text-[0.95rem]">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-blue" />
            {point}
          </li>
        ))}
      </ul>
    </article>
  );
}
