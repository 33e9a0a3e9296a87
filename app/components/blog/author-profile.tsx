import { buttonClasses } from "~/ui/button-styles";
import { TagList } from "~/ui/tag-list";
import { authorPageCopy as copy } from "~/content/author-page";
import type { AuthorPerson } from "~/lib/blog/authors";
import type { PostSummary } from "~/lib/blog/collection";
import { paths, withAnchor } from "~/lib/paths";
import { FounderPortrait } from "~/components/about/founder-portrait";
import { CategoryBadge } from "~/ui/blog/category-badge";
import { PublishedDate } from "~/ui/blog/published-date";
import { HeadingText } from "~/ui/heading-text";
import { Eyebrow } from "~/ui/eyebrow";
import { OnwardLink } from "~/ui/onward-link";

type ArticleGroup = { name: string; description: string; posts: readonly PostSummary[] };

/** A person's author page: who she is, what she writes about and every article behind her name. */
export function AuthorProfile({
  person,
  own,
  answersFor,
}: {
  person: AuthorPerson;
  own: readonly PostSummary[];
  answersFor: readonly ArticleGroup[];
}) {
  const firstName = person.name.split(" ")[0] ?? person.name;
  return (
    <div className="mx-auto max-w-3xl">
      <header data-testid="author-profile">
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <div className="mt-4 flex items-center gap-4">
          <FounderPortrait className="size-20" />
          <div>
            <h1 className="text-4xl leading-tight font-extrabold text-ink md:text-5xl">{person.name}</h1>
            <p data-testid="author-role" className="mt-1 font-semibold text-ink-soft">
              {person.role}
            </p>
          </div>
        </div>
        <p className="mt-8 text-lg leading-relaxed text-ink">{person.bio}</p>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">{person.writesAbout}</p>
        <h2 className="mt-8 text-sm font-semibold tracking-wide text-ink uppercase">{copy.topicsTitle}</h2>
        <TagList tags={person.topics} tone="outline" label={copy.topicsTitle} className="mt-3" />
        <div className="mt-8 flex flex-wrap gap-3">
          <OnwardLink href={paths.contact}>{copy.contactLink(firstName)}</OnwardLink>
          <a href={withAnchor(paths.about, person.id)} className={buttonClasses({ variant: "secondary" })}>
            {copy.aboutLink}
          </a>
        </div>
      </header>
      <ArticleList id="own-articles" title={copy.ownArticlesTitle(firstName)} posts={own} />
      {answersFor.map((group, index) => (
        <ArticleList
          key={group.name}
          id={`answers-for-${index + 1}`}
          title={copy.answersForTitle(group.name)}
          note={copy.answersForNote(group.description, firstName)}
          posts={group.posts}
        />
      ))}
    </div>
  );
}

function ArticleList({
  id,
  title,
  note,
  posts,
}: {
  id: string;
  title: string;
  note?: string;
  posts: readonly PostSummary[];
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid="author-articles" className="mt-14">
      <h2 id={id} className="text-2xl font-extrabold text-ink md:text-3xl">
        {title}
      </h2>
      {note && <p className="mt-2 text-ink-soft">{note}</p>}
      <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
        {posts.map((post) => (
          <li key={post.slug} className="py-5">
            <h3 className="text-lg leading-snug font-bold text-ink">
              <a
                href={paths.article(post.slug)}
                className="rounded-sm underline-offset-4 hover:text-brand-pink-dark hover:underline"
              >
                <HeadingText text={post.title} />
              </a>
            </h3>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-soft">
              <CategoryBadge category={post.category} />
              <PublishedDate date={post.publishedAt} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
