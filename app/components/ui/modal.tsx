import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { buttonClasses } from "./button-styles";

/**
 * A modal dialog shell on Radix Dialog: focus is trapped inside and the page behind is inert
 * and cannot scroll (the overlay carries the scroll lock). The content sits inside the
 * overlay, so a long dialog scrolls within it and a click on the backdrop is a click outside.
 * The caller returns focus to its opener in `onCloseAutoFocus`: a dialog opened from code has
 * no Dialog.Trigger for Radix to return to.
 */
export const Modal = Dialog.Root;
export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;

type ModalContentProps = ComponentProps<typeof Dialog.Content> & { overlayClassName?: string };

export function ModalContent({ className, overlayClassName, children, ...props }: ModalContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        className={cn(
          "fixed inset-0 z-50 overflow-y-auto overscroll-contain transition-opacity duration-200 starting:opacity-0",
          overlayClassName,
        )}
      >
        <Dialog.Content
          className={cn("relative outline-none data-[state=open]:animate-[fade-up_0.3s_ease-out]", className)}
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
