import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { buttonClasses } from "./button-styles";

/**
 * A modal dialog shell on Radix Dialog: focus is trapped inside and the page behind is inert
 * and cannot scroll. Dialogs are opened from code (see useLazyDialog), so the caller returns focus to its opener
 * in `onCloseAutoFocus`: there is no Dialog.Trigger for Radix to return to.
 */
export const Modal = Dialog.Root;
export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;
/** A control of the caller's own that closes the dialog. */
export const ModalCloseTrigger = Dialog.Close;

/** The shapes that cover the page: a card in the middle of a dimmed page, or the whole screen. */
const overlaidVariants = {
  centred: {
    overlay: "grid bg-ink/75 px-3 py-6 sm:px-6 md:py-12",
    content: "relative m-auto w-full overflow-hidden rounded-[1.75rem] bg-cream shadow-2xl",
  },
  fullScreen: { overlay: "bg-cream", content: "relative flex min-h-full flex-col bg-cream" },
} as const;

/**
 * Dialogs only ever render in the browser (their code loads when one opens). Naming the container
 * spares Radix's portal its first, empty render and the second render of the whole dialog that
 * follows from a layout effect, inside the task that opens it.
 */
const inBody = () => (typeof document === "undefined" ? undefined : document.body);

const contentBase = "outline-none data-[state=open]:animate-[fade-up_0.3s_ease-out]";
const backdropBase =
  "fixed inset-0 z-50 overflow-y-auto overscroll-contain transition-opacity duration-200 starting:opacity-0";

type ModalContentProps = ComponentProps<typeof Dialog.Content> & {
  variant: keyof typeof overlaidVariants;
  overlayClassName?: string;
};

/**
 * The content sits inside Radix's overlay, which locks the page's scroll: a long dialog scrolls
 * within the overlay, and a click on the backdrop is a click outside.
 */
export function ModalContent({
  variant,
  className,
  overlayClassName,
  children,
  ...props
}: ModalContentProps) {
  return (
    <Dialog.Portal container={inBody()}>
      <Dialog.Overlay className={cn(backdropBase, overlaidVariants[variant].overlay, overlayClassName)}>
        <Dialog.Content className={cn(contentBase, overlaidVariants[variant].content, className)} {...props}>
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
