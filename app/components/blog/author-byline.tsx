import { authorPageCopy as copy } from "~/content/author-page";
import type { Byline } from "~/lib/blog/authors";
import { FounderPortrait } from "~/components/about/founder-portrait";

/**
 * A name stays on one line, except where there is no room for it: below 17.5em, which only text
 * enlarged on a narrow screen reaches (it is 280 px at the default size, 560 px at 200 %).
 */
const personLink =
  "rounded-sm font-semibold whitespace-nowrap text-brand-blue max-[17.5em]:whitespace-normal underline decoration-brand-blue/40 underline-offset-4 hover:text-brand-blue-dark hover:decoration-current";

/**
 * "Av Sara Lindberg", or for the team and the brand "Av Vinga-teamet, ansvarig: Sara Lindberg":
 * the name the article was published under, and the person behind it linked to her author page.
 */
export function AuthorByline({ byline }: { byline: Byline }) {
  const { person } = byline;
  return (
    <div className="flex items-center gap-3">
      <FounderPortrait className="size-11" />
      <p data-testid="byline" className="text-ink-soft">
        {copy.bylineBy}{" "}
        <span data-testid="post-author" className="font-semibold text-ink">
          {byline.responsible ? (
            byline.name
          ) : (
            <a href={person.path} className={personLink}>
              {person.name}
            </a>
          )}
        </span>
        {byline.responsible && (
          <>
            , {copy.bylineResponsible}{" "}
            <a href={person.path} className={personLink}>
              {person.name}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
