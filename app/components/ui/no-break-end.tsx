import type { ReactNode } from "react";

/**
 * A text whose last word stays on one line with what follows it (an arrow icon): where the text
 * wraps, the arrow goes down with the word instead of standing alone on a line.
 */
export function NoBreakEnd({ text, children }: { text: string; children: ReactNode }) {
  const cut = text.lastIndexOf(" ");
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className="whitespace-nowrap">
        {text.slice(cut + 1)}
        {children}
      </span>
    </>
  );
}
