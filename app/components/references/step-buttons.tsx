import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button-styles";
import { cn } from "~/lib/cn";

type StepButtonsProps = {
  canPrevious: boolean;
  canNext: boolean;
  previousLabel: string;
  nextLabel: string;
  /** Show the labels as text beside the arrows; otherwise they only name the buttons. */
  showLabels?: boolean;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * Previous/next buttons, disabled at the ends of a list (no wrap-around). They carry
 * `data-step="-1"|"1"` for the script that moves the list (app/scripts/references-dialog-steps.ts,
 * case-study-carousel.ts); the states given here are the ones the list starts in.
 */
export function StepButtons({
  canPrevious,
  canNext,
  previousLabel,
  nextLabel,
  showLabels = false,
  variant = "light",
  className,
}: StepButtonsProps) {
  const size = showLabels ? "sm" : "icon";
  const classes = cn(buttonClasses({ variant, size }), "ring-1 ring-ink/10 disabled:opacity-35");
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <button
        type="button"
        data-step="-1"
        disabled={!canPrevious}
        aria-label={showLabels ? undefined : previousLabel}
        className={classes}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        {showLabels && <span>{previousLabel}</span>}
      </button>
      <button
        type="button"
        data-step="1"
        disabled={!canNext}
        aria-label={showLabels ? undefined : nextLabel}
        className={classes}
      >
        {showLabels && <span>{nextLabel}</span>}
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
