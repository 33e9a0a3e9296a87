import { authorPageCopy as copy } from "~/content/author-page";
import { cn } from "~/lib/cn";

/**
 * A long article's sections as plain links to their headings' ids: it works without JavaScript.
 * Beside the text from 1280 px, where it stays in view while the article scrolls; above the text
 * on narrower screens.
 */
export function TableOfContents({
  sections,
  className,
}: {
  sections: readonly { id: string; text: string }[];
  className?: string;
}) {
  return (
    <nav
      aria-labelledby="contents-title"
      data-testid="table-of-contents"
      className={cn("mt-10 rounded-3xl bg-sand p-6 sm:p-7 xl:mt-0 xl:bg-transparent xl:p-0", className)}
    >
      <div className="xl:sticky xl:top-28 xl:border-l-2 xl:border-ink/10 xl:pl-6">
        <h2 id="contents-title" className="text-sm font-semibold tracking-[0.2em] text-ink uppercase">
          {copy.contentsTitle}
        </h2>
        <ol className="mt-4 space-y-2.5 text-[0.95rem] leading-snug">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded-sm text-ink-soft underline decoration-ink/20 underline-offset-4 hover:text-brand-pink-dark hover:decoration-current"
              >
                {section.text}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
