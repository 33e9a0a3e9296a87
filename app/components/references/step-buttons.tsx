import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button-styles";
import { cn } from "~/lib/cn";

type StepButtonsProps = {
  canPrevious: boolean;
  canNext: boolean;
  onStep: (delta: -1 | 1) => void;
  previousLabel: string;
  nextLabel: string;
  /** Show the labels as text beside the arrows; otherwise they only name the buttons. */
  showLabels?: boolean;
  variant?: ButtonVariant;
  className?: string;
};

/** Previous/next buttons that are disabled at the ends of a list (no wrap-around). */
export function StepButtons({
  canPrevious,
  canNext,
  onStep,
  previousLabel,
  nextLabel,
  showLabels = false,
  variant = "light",
  className,
}: StepButtonsProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  // A button disabled under the keyboard focus would drop focus to the page body, outside the
  // dialog: hand it to the other button before the browser does.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!canNext && focused === next.current) previous.current?.focus();
    if (!canPrevious && focused === previous.current) next.current?.focus();
  }, [canPrevious, canNext]);

  const size = showLabels ? "sm" : "icon";
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <button
        ref={previous}
        type="button"
        disabled={!canPrevious}
        onClick={() => onStep(-1)}
        aria-label={showLabels ? undefined : previousLabel}
        className={cn(buttonClasses({ variant, size }), "ring-1 ring-ink/10 disabled:opacity-35")}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        {showLabels && <span>{previousLabel}</span>}
      </button>
      <button
        ref={next}
        type="button"
        disabled={!canNext}
        onClick={() => onStep(1)}
        aria-label={showLabels ? undefined : nextLabel}
        className={cn(buttonClasses({ variant, size }), "ring-1 ring-ink/10 disabled:opacity-35")}
      >
        {showLabels && <span>{nextLabel}</span>}
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
