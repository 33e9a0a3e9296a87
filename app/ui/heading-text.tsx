import { headingPieces, KEEP_TOGETHER_CLASS } from "~/lib/typography";

/** A title as written, its short hyphenated compounds never broken at their hyphen (headingPieces). */
export function HeadingText({ text }: { text: string }) {
  return headingPieces(text).map((piece, index) =>
    piece.keep ? (
      <span key={index} className={KEEP_TOGETHER_CLASS}>
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}
