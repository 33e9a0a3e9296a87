import { ArrowLeft } from "lucide-react";
import { articleCopy as copy } from "~/content/blog-copy";
import { TagList } from "~/ui/tag-list";
import type { Byline } from "~/lib/blog/authors";
import type { PostSummary } from "~/lib/blog/collection";
import { formatLongDate } from "~/lib/format-date";
import { AuthorByline } from "./author-byline";
import { CategoryBadge } from "~/ui/blog/category-badge";
import { PublishedDate } from "~/ui/blog/published-date";
import { ReadingTime } from "~/ui/blog/reading-time";
import { paths } from "~/lib/paths";
import { HeadingText } from "~/ui/heading-text";

export function ArticleHeader({ post, byline }: { post: PostSummary; byline: Byline }) {
  return (
    <header data-testid="article-header">
      <a
        href={paths.blog}
        className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-ink-soft underline-offset-4 hover:text-ink hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.backToBlog}
      </a>
      <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft">
        <CategoryBadge category={post.category} />
        <ReadingTime minutes={post.readingMinutes} />
        <PublishedDate date={post.publishedAt} />
        {post.updatedAt && post.updatedAt !== post.publishedAt && (
          <span data-testid="updated-date">
            {copy.updated} <time dateTime={post.updatedAt}>{formatLongDate(post.updatedAt)}</time>
          </span>
        )}
      </div>
      <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold text-ink md:text-5xl lg:text-[3.4rem]">
        <HeadingText text={post.title} />
      </h1>
      <div className="mt-6">
        <AuthorByline byline={byline} />
      </div>
      <TagList tags={post.tags} tone="outline" className="mt-6" />
    </header>
  );
}
