import { startTransition, useRef, useState } from "react";

/**
 * A dialog whose code loads on first use: `preload` on hover, focus or pointerdown starts the
 * download early, `open(index)` shows it (for item `index` of a list of openers) once it has
 * arrived, and `onCloseAutoFocus` hands focus back to the opener, or, for a dialog opened from
 * code, to whatever had focus when it opened. A download that fails is logged with
 * `failureMessage` and the dialog stays closed, so the opener keeps working.
 */
export function useLazyDialog<Component>(load: () => Promise<Component>, failureMessage: string) {
  const [Dialog, setDialog] = useState<Component | null>(null);
  const [selection, setSelection] = useState<{ index: number; open: boolean } | null>(null);
  const openers = useRef<(HTMLElement | null)[]>([]);
  const returnFocusTo = useRef<Element | null>(null);

  const open = (index = 0) => {
    returnFocusTo.current = openers.current[index] ?? document.activeElement;
    setSelection({ index, open: true });
    if (Dialog) return;
    load().then(
      // A transition renders the dialog in slices between frames, so opening it (by a click or
      // while the page settles) is never one long task.
      (component) => startTransition(() => setDialog(() => component)),
      (error: unknown) => {
        console.error(failureMessage, error);
        setSelection(null);
      },
    );
  };

  return {
    /** The loaded dialog, once it has been asked for; null before. */
    Dialog: selection ? Dialog : null,
    index: selection?.index ?? 0,
    isOpen: selection?.open ?? false,
    open,
    preload: () => void load().catch(() => undefined),
    setIndex: (index: number) => setSelection((current) => current && { ...current, index }),
    onOpenChange: (isOpen: boolean) => setSelection((current) => current && { ...current, open: isOpen }),
    openerRef:
      (index = 0) =>
      (element: HTMLElement | null) => {
        openers.current[index] = element;
      },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = returnFocusTo.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    },
  };
}
