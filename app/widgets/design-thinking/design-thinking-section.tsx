import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClasses } from "~/ui/button-styles";
import { Section } from "~/ui/section";
import {
  designThinkingCopy as copy,
  designThinkingHeading,
  designThinkingIntro,
} from "~/content/design-thinking";
import type { DesignThinkingStep } from "~/content/types";
import { stepStatus } from "~/lib/carousel";
import { cn } from "~/lib/cn";
import { DesignThinkingStepCard } from "./design-thinking-step-card";
import * as hooks from "./hooks";

/**
 * One list, two layouts: a vertical timeline from 768 px (steps fade in and the one in view is
 * marked current) and below it a carousel on native scroll snapping, with buttons and arrow keys.
 * design-thinking.behaviour.ts does the moving, marking and labelling, and shows the buttons;
 * without it the list still scrolls sideways below 768 px (a named region), and the buttons,
 * which would do nothing, stay hidden.
 */
const stepId = (index: number) => `design-thinking-step-${index + 1}`;

export function DesignThinkingSection({ steps }: { steps: readonly DesignThinkingStep[] }) {
  const count = steps.length;
  return (
    <Section
      headingId="design-thinking-title"
      eyebrow={copy.eyebrow}
      title={designThinkingHeading}
      subtitle={designThinkingIntro(count)}
      {...hooks.section.on()}
      className="py-20 md:py-28"
    >
      <div {...hooks.carousel.on()} {...hooks.index.on("0")} className="mt-14 md:mx-auto md:max-w-3xl">
        {/*
            Full-bleed below 768 px, with the page's margin as scroll padding, so every slide stops
            in line with the text above. Its focus ring (once the script makes it a tab stop) is
            drawn inside its edge, over the slides, which are not positioned there. The bottom
            padding leaves room for the current slide's shadow.
          */}
        <div
          {...hooks.viewport.on()}
          role="region"
          aria-label={copy.carouselLabel(count)}
          className="-mx-5 snap-x snap-mandatory scroll-px-5 [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-3xl px-5 pt-3 pb-8 outline-offset-[-3px] md:relative md:mx-0 md:snap-none md:overflow-visible md:p-0"
        >
          <span
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-[1.0625rem] hidden w-0.5 bg-gradient-to-b from-brand-pink via-brand-blue to-teal-500 md:block"
          />
          <ol className="flex gap-4 md:flex-col md:gap-10 md:pl-14">
            {steps.map((item, index) => (
              <li
                key={item.title}
                {...hooks.step.on(`${index}`)}
                {...hooks.slideLabelledBy.on(`${stepId(index)}-position ${stepId(index)}-title`)}
                aria-current={index === 0 ? "step" : undefined}
                className="group min-w-0 shrink-0 grow-0 basis-[85%] snap-start sm:basis-[60%] md:relative md:basis-auto"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-8 -left-14 z-10 hidden size-9 place-items-center rounded-full border-4 border-cream text-sm font-bold text-white transition-transform duration-300 group-aria-[current=step]:scale-125 md:grid",
                    item.colour.dot,
                  )}
                >
                  {index + 1}
                </span>
                {/* With the title, the slide's name in the carousel ("STEG 1 av 5: Empathize", the title in its own language). */}
                <span id={`${stepId(index)}-position`} hidden>
                  {copy.slidePosition(item.category, count)}
                </span>
                <DesignThinkingStepCard step={item} titleId={`${stepId(index)}-title`} />
              </li>
            ))}
          </ol>
        </div>
        {/* Hidden until the script that works them runs: without it (switched off, blocked or not loaded) they would do nothing. */}
        <div {...hooks.controls.on()} hidden className="flex items-center justify-between md:hidden">
          <p {...hooks.status.on()} aria-live="polite" className="text-sm font-semibold text-ink-soft">
            {stepStatus(0, count)}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              {...hooks.previous.on()}
              disabled
              aria-label={copy.previousStep}
              className={buttonClasses({ variant: "outline", size: "icon" })}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              {...hooks.next.on()}
              aria-label={copy.nextStep}
              className={buttonClasses({ variant: "outline", size: "icon" })}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </Section>
  );
}
