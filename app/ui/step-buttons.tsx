import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClasses, type ButtonVariant } from "~/ui/button-styles";
import { cn } from "~/lib/cn";
import type { Hook } from "~/widgets/define-hook";

/** The hook a pair of step buttons carries: which way each steps. */
export type StepHook = Hook<"-1" | "1">;

type StepButtonsProps = {
  /** The hook of the widget that moves the list (its `hooks.ts`). */
  hook: StepHook;
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
 * Previous/next buttons, disabled at the ends of a list (no wrap-around). They carry the `hook` of
 * the widget whose behaviour moves the list, valued "-1" and "1"; the states given here are the
 * ones the list starts in.
 */
export function StepButtons({
  hook,
  canPrevious,
  canNext,
  previousLabel,
  nextLabel,
  showLabels = false,
  variant = "light",
  className,
}: StepButtonsProps) {
  const size = showLabels ? "sm" : "icon";
  // Where the screen is narrow for its text (max-[24em]), narrower padding keeps a label's word whole.
  const classes = cn(
    buttonClasses({ variant, size }),
    "ring-1 ring-ink/10 disabled:opacity-35",
    showLabels && "max-[24em]:gap-1 max-[24em]:px-2.5",
  );
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <StepButton
        hook={hook}
        step={-1}
        enabled={canPrevious}
        label={previousLabel}
        showLabel={showLabels}
        className={classes}
      />
      <StepButton
        hook={hook}
        step={1}
        enabled={canNext}
        label={nextLabel}
        showLabel={showLabels}
        className={classes}
      />
    </div>
  );
}

type StepButtonProps = {
  hook: StepHook;
  step: -1 | 1;
  enabled: boolean;
  label: string;
  showLabel: boolean;
  className: string;
};

/** One of the pair: its arrow points the way it steps and stands on the outer side of its label. */
function StepButton({ hook, step, enabled, label, showLabel, className }: StepButtonProps) {
  const Arrow = step < 0 ? ChevronLeft : ChevronRight;
  // Where the screen is narrow for enlarged text (18em: 576 px at 200 %, never at the default
  // size), a labelled button drops its arrow so that its word stays whole.
  const arrow = <Arrow aria-hidden="true" className={cn("size-5", showLabel && "max-[18em]:hidden")} />;
  const text = showLabel && <span>{label}</span>;
  return (
    <button
      type="button"
      {...hook.on(step < 0 ? "-1" : "1")}
      disabled={!enabled}
      aria-label={showLabel ? undefined : label}
      className={className}
    >
      {step < 0 ? arrow : text}
      {step < 0 ? text : arrow}
    </button>
  );
}
