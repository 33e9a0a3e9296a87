import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { buttonClasses } from "./button-styles";

/**
 * A modal dialog shell on Radix Dialog: focus is trapped inside and the page behind is inert
 * and cannot scroll (the overlay carries the scroll lock). The content sits inside the
 * overlay, so a long dialog scrolls within it and a click on the backdrop is a click outside.
 * Dialogs are opened from code (see useLazyDialog), so the caller returns focus to its opener
 * in `onCloseAutoFocus`: there is no Dialog.Trigger for Radix to return to.
 */
export const Modal = Dialog.Root;
export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;
/** A control of the caller's own that closes the dialog. */
export const ModalCloseTrigger = Dialog.Close;

/** The three shapes: a card in the middle of a dimmed page, the whole screen, a sheet at the bottom. */
const variants = {
  centred: {
    overlay: "grid bg-ink/75 px-3 py-6 sm:px-6 md:py-12",
    content: "relative m-auto w-full overflow-hidden rounded-[1.75rem] bg-cream shadow-2xl",
  },
  fullScreen: { overlay: "bg-cream", content: "relative flex min-h-full flex-col bg-cream" },
  bottomSheet: {
    overlay: "bg-ink/25",
    content:
      "fixed inset-x-3 bottom-3 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl bg-white p-6 text-ink shadow-2xl shadow-ink/20 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[28rem] sm:p-7",
  },
} as const;

type ModalContentProps = ComponentProps<typeof Dialog.Content> & {
  variant: keyof typeof variants;
  overlayClassName?: string;
};

export function ModalContent({
  variant,
  className,
  overlayClassName,
  children,
  ...props
}: ModalContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        className={cn(
          "fixed inset-0 z-50 overflow-y-auto overscroll-contain transition-opacity duration-200 starting:opacity-0",
          variants[variant].overlay,
          overlayClassName,
        )}
      >
        <Dialog.Content
          className={cn(
            "outline-none data-[state=open]:animate-[fade-up_0.3s_ease-out]",
            variants[variant].content,
            className,
          )}
          {...props}
        >
          {children}
        </Dialog.Content>
      </Dialog.Overlay>
    </Dialog.Portal>
  );
}

/** The visible 'Stäng' button every dialog has; `label` names it when the text is hidden. */
export function ModalClose({
  className,
  label = "Stäng",
  iconOnly = false,
}: {
  className?: string;
  label?: string;
  iconOnly?: boolean;
}) {
  return (
    <Dialog.Close
      className={cn(
        buttonClasses({ variant: "light", size: iconOnly ? "icon" : "sm" }),
        "ring-1 ring-ink/10",
        className,
      )}
      aria-label={iconOnly ? label : undefined}
    >
      <X aria-hidden="true" className="size-5" />
      {!iconOnly && label}
    </Dialog.Close>
  );
}
