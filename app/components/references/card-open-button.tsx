import type { ReactNode, Ref } from "react";

type CardOpenButtonProps = {
  ref?: Ref<HTMLButtonElement>;
  onOpen: () => void;
  /** Hover or focus: a hint to start loading the dialog's code. */
  onIntent: () => void;
  children: ReactNode;
};

/** The card's title as a real button, stretched over the whole card, that opens its dialog. */
export function CardOpenButton({ ref, onOpen, onIntent, children }: CardOpenButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="cursor-pointer text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
    >
      {children}
    </button>
  );
}
