import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { uiCopy } from "~/content/ui-copy";
import { cn } from "~/lib/cn";
import { buttonClasses } from "~/ui/button-styles";
import * as modalHooks from "./hooks";

/**
 * The shapes that cover the page: a card in the middle of a dimmed page, which a click beside it
 * closes and which scrolls inside when it is taller than the screen (its controls are the tab
 * stops, not the card itself), or the whole screen. Below 24em (a phone, or any screen with its
 * text enlarged) the card's margin to the screen's edge is a fixed 8 px, so enlarged text gets the
 * room rather than a margin that grew with it. In forced colours, where its shadow is gone, a border
 * draws its edge.
 */
const variants = {
  centred: {
    className:
      "m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-[960px] max-[24em]:w-[calc(100%-16px)] overflow-y-auto rounded-[1.75rem] bg-cream shadow-2xl backdrop:bg-ink/75 sm:w-[calc(100%-3rem)] md:my-12 md:max-h-[calc(100dvh-6rem)] forced-colors:border-2 forced-colors:border-[CanvasText]",
    closedby: "any",
    tabIndex: -1,
    ...modalHooks.coversNarrowScreen.on(),
  },
  fullScreen: { className: "m-0 size-full max-h-none max-w-none bg-cream", ...modalHooks.coversPage.on() },
} as const;

type ModalProps = ComponentProps<"dialog"> & { variant: keyof typeof variants };

/**
 * A modal dialog on the platform's <dialog>: buttons open it with `command="show-modal"` and
 * `commandfor`, so opening needs no script of ours. showModal() makes the page behind inert and
 * keeps focus inside; closing returns focus to the opener. app.css locks the page's scroll while
 * one is open, and a dialog that scrolls keeps the scroll inside itself.
 */
export function Modal({ variant, className, children, ...props }: ModalProps) {
  const { className: shape, ...behaviour } = variants[variant];
  return (
    <dialog
      {...behaviour}
      className={cn(
        "overscroll-contain p-0 text-ink outline-none open:animate-[fade-up_0.3s_ease-out]",
        shape,
        className,
      )}
      {...props}
    >
      {children}
    </dialog>
  );
}

/**
 * The visible 'Stäng' button every dialog has; `label` names it when the text is hidden. A light
 * button on the dialog's card, or a bare icon where it takes the place of the button that opened
 * the dialog (the menu's, in the header's corner).
 */
export function ModalClose({
  dialogId,
  className,
  label = uiCopy.close,
  iconOnly = false,
  variant = "light",
}: {
  dialogId: string;
  className?: string;
  label?: string;
  iconOnly?: boolean;
  variant?: "light" | "ghost";
}) {
  return (
    <button
      type="button"
      command="close"
      commandfor={dialogId}
      className={cn(
        buttonClasses({ variant, size: iconOnly ? "icon" : "sm" }),
        "shrink-0 whitespace-nowrap",
        variant === "light" && "ring-1 ring-ink/10",
        className,
      )}
      aria-label={iconOnly ? label : undefined}
    >
      <X aria-hidden="true" className="size-5" />
      {!iconOnly && label}
    </button>
  );
}
