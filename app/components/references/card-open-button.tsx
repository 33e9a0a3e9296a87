import type { ReactNode } from "react";

/**
 * The card's title as a real button, stretched over the whole card, that opens its dialog by an
 * invoker command: the first tap works before any script has run.
 */
export function CardOpenButton({ dialogId, children }: { dialogId: string; children: ReactNode }) {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={dialogId}
      aria-haspopup="dialog"
      className="cursor-pointer text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
    >
      {children}
    </button>
  );
}
