import { Section } from "~/ui/section";
import { buildStepsCopy } from "~/content/process";
import type { BuildStep } from "~/content/types";
import { anchors } from "~/lib/paths";

/** The steps of the build, after the process with the customer; the HowTo structured data describes exactly these. */
export function BuildStepsSection({ steps }: { steps: readonly BuildStep[] }) {
  return (
    <Section
      id={anchors.buildSteps}
      headingId="build-steps-title"
      eyebrow={buildStepsCopy.eyebrow}
      title={buildStepsCopy.title}
      subtitle={buildStepsCopy.intro(steps.length)}
      className="bg-sand py-20 md:py-28"
    >
      <ol className="mx-auto mt-14 grid max-w-6xl gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step.step} className="border-t-2 border-ink/15 pt-6">
            <p className="font-display text-sm font-bold tracking-[0.2em] text-brand-pink-dark uppercase">
              {buildStepsCopy.stepLabel(step.step)}
            </p>
            <h3 className="mt-2 text-xl font-bold">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-pretty text-ink-soft">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
