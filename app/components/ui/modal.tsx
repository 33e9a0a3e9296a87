import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useLayoutEffect, type ComponentProps } from "react";
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

/** A sheet at the bottom of the page, over a shade that rises from the bottom edge (the cookie question). */
const bottomSheet =
  "fixed inset-x-3 bottom-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl bg-white p-6 text-ink shadow-2xl shadow-ink/20 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[28rem] sm:p-7";

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
  variant: keyof typeof overlaidVariants | "bottomSheet";
  overlayClassName?: string;
};

export function ModalContent({ variant, ...props }: ModalContentProps) {
  return variant === "bottomSheet" ? (
    <SheetContent {...props} />
  ) : (
    <OverlaidContent variant={variant} {...props} />
  );
}

/**
 * The content sits inside Radix's overlay, which locks the page's scroll: a long dialog scrolls
 * within the overlay, and a click on the backdrop is a click outside.
 */
function OverlaidContent({
  variant,
  className,
  overlayClassName,
  children,
  ...props
}: Omit<ModalContentProps, "variant"> & { variant: keyof typeof overlaidVariants }) {
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

/**
 * The sheet opens by itself on a first visit, while the page is still settling, so it avoids the
 * costly part of Radix's overlay: its scroll lock adds a stylesheet, and a new stylesheet restyles
 * every element (measured: a 48 ms task on a 2-core machine, a long task on a slow phone). The
 * backdrop is a plain element and the page's scroll is locked on the root element instead, with
 * the scrollbar's room kept so nothing moves sideways. The shade rises from the bottom edge and
 * leaves the top of the page as it was: the sheet still stands out, and the page the visitor came
 * for stays in view. (A shade over the whole page made every frame before it unlike the last one:
 * Speed Index 3.0 s against 1.5 s with this one.)
 */
function SheetContent({
  className,
  overlayClassName,
  children,
  ...props
}: Omit<ModalContentProps, "variant">) {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const before = { overflow: root.overflow, scrollbarGutter: root.scrollbarGutter };
    root.overflow = "hidden";
    root.scrollbarGutter = "stable";
    return () => {
      root.overflow = before.overflow;
      root.scrollbarGutter = before.scrollbarGutter;
    };
  }, []);
  return (
    <Dialog.Portal container={inBody()}>
      <div
        aria-hidden="true"
        className={cn(backdropBase, "bg-linear-to-t from-ink/30 to-transparent to-60%", overlayClassName)}
      />
      <Dialog.Content className={cn(contentBase, bottomSheet, className)} {...props}>
        {children}
      </Dialog.Content>
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
