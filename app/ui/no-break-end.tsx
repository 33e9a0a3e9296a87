import type { ReactNode } from "react";

/**
 * A text whose last word stays on one line with what follows it (an arrow icon): where the text
 * wraps, the arrow goes down with the word instead of standing alone on a line. On a screen
 * narrower than 18em, which only enlarged text makes (320 px at 200 %), a long last word and its
 * arrow can be wider than the line; there the arrow may wrap, since a stranded arrow is better than
 * a page that scrolls sideways (WCAG 1.4.10).
 */
export function NoBreakEnd({ text, children }: { text: string; children: ReactNode }) {
  const cut = text.lastIndexOf(" ");
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className="whitespace-nowrap max-[18em]:whitespace-normal">
        {text.slice(cut + 1)}
        {children}
      </span>
    </>
  );
}
