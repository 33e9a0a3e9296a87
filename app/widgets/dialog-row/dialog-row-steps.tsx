import { StepButtons } from "~/ui/step-buttons";
import { carouselBounds } from "~/lib/carousel";
import * as hooks from "./hooks";

type DialogRowStepsProps = {
  /** Where this dialog stands in its row, from 0, and how many the row has. */
  index: number;
  count: number;
  previousLabel: string;
  nextLabel: string;
  className?: string;
};

/**
 * A row dialog's previous and next buttons, labelled, disabled at the row's ends as the page is
 * built; dialog-row.behaviour.ts steps through the row with them. Hidden until it runs: without
 * it (scripts off, blocked or not loaded) they would do nothing, while the dialog still opens and
 * closes by itself (invoker commands).
 */
export function DialogRowSteps({ index, count, previousLabel, nextLabel, className }: DialogRowStepsProps) {
  const { canPrevious, canNext } = carouselBounds(index, count);
  return (
    <div {...hooks.steps.on()} hidden className={className}>
      <StepButtons
        hook={hooks.step}
        canPrevious={canPrevious}
        canNext={canNext}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        showLabels
        className="flex-wrap justify-between"
      />
    </div>
  );
}
