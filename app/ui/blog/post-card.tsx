import { authorPageCopy } from "~/content/author-page";
import { uiCopy } from "~/content/ui-copy";
import type { PostSummary } from "~/lib/blog/collection";
import { cn } from "~/lib/cn";
import { CategoryBadge } from "./category-badge";
import { PostCover } from "./post-cover";
import { PublishedDate } from "./published-date";
import { ReadingTime } from "./reading-time";
import { paths } from "~/lib/paths";
import { HeadingText } from "~/ui/heading-text";

const CARD_TAGS = 3;

type PostCardProps = {
  post: PostSummary;
  headingLevel?: "h2" | "h3";
  className?: string;
  /** Covers in the first row of a list load at once (the very first with priority), the rest when scrolled near. */
  coverLoading?: "priority" | "eager" | "lazy";
};

/**
 * One article in a list; the title's link covers the whole card, so the card is one tab stop.
 * In a list item that is a `lane` container (the blog's masonry) a card given the width of two
 * or three columns puts its cover beside its text instead of stretching it over the row.
 */
export function PostCard({ post, headingLevel: Heading = "h2", className, coverLoading }: PostCardProps) {
  return (
    <article
      data-testid="post-card"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm shadow-ink/5 transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-brand-pink/40 hover:shadow-lg hover:shadow-ink/10 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand-blue @2xl/lane:flex-row",
        className,
      )}
    >
      <PostCover
        post={post}
        place="card"
        loading={coverLoading}
        className="border-b border-ink/10 @2xl/lane:w-1/2 @2xl/lane:self-center @2xl/lane:border-r @2xl/lane:border-b-0"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7 @2xl/lane:p-10">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-soft">
          <CategoryBadge category={post.category} />
          <ReadingTime minutes={post.readingMinutes} />
        </div>
        <Heading className="mt-4 text-xl leading-snug font-bold text-ink sm:text-[1.35rem] @2xl/lane:text-3xl">
          <a
            href={paths.article(post.slug)}
            className="outline-none group-hover:text-brand-pink-dark after:absolute after:inset-0 after:rounded-3xl"
          >
            <HeadingText text={post.title} />
          </a>
        </Heading>
        <p className="mt-3 leading-relaxed text-ink-soft">{post.excerpt}</p>
        <ul aria-label={uiCopy.tags} className="mt-5 mb-6 flex flex-wrap gap-2">
          {post.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-full bg-sand px-2.5 py-1 text-xs font-medium text-ink-soft">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-ink/10 pt-4 text-sm">
          {/* The byline as the article writes it: "Av" and the name in the text's own colour. */}
          <span data-testid="byline" className="text-ink-soft">
            {authorPageCopy.bylineBy}{" "}
            <span data-testid="post-author" className="font-semibold text-ink">
              {post.author}
            </span>
          </span>
          <PublishedDate date={post.publishedAt} className="text-ink-soft" />
        </div>
      </div>
    </article>
  );
}
