import { ArrowRight } from "lucide-react";
import { FounderPortrait } from "~/components/about/founder-portrait";
import { authorPageCopy as copy } from "~/content/author-page";
import type { AuthorPerson, GroupAuthor } from "~/lib/blog/authors";
import { Eyebrow } from "~/ui/eyebrow";

/** At the end of every article: who wrote it or answers for it, her portrait and a short bio. */
export function AuthorBox({ person, group }: { person: AuthorPerson; group?: GroupAuthor }) {
  const firstName = person.name.split(" ")[0] ?? person.name;
  return (
    <aside
      aria-labelledby="author-box-title"
      data-testid="author-box"
      className="mt-14 flex flex-col gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/8 sm:flex-row sm:items-start sm:p-8"
    >
      <FounderPortrait className="size-24" />
      <div>
        <Eyebrow>{copy.authorBoxTitle}</Eyebrow>
        <h2 id="author-box-title" className="mt-2 text-2xl font-extrabold text-ink">
          {person.name}
        </h2>
        <p className="mt-0.5 font-semibold text-ink-soft">{person.role}</p>
        <p className="mt-4 leading-relaxed text-ink-soft">{person.writesAbout}</p>
        {group && (
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">
            {copy.authorBoxGroupNote(group.name, group.description, firstName)}
          </p>
        )}
        <a
          href={person.path}
          className="mt-5 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-blue underline decoration-brand-blue/40 decoration-2 underline-offset-4 hover:text-brand-blue-dark hover:decoration-current"
        >
          {copy.authorBoxLink(firstName)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </aside>
  );
}
