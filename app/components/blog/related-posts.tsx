import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import { articleCopy as copy } from "~/content/blog-copy";
import type { PostSummary } from "~/lib/blog/collection";
import { PostCard } from "~/ui/blog/post-card";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";

export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <section aria-labelledby="related-heading" data-testid="related-posts">
      <h2 id="related-heading" className="text-3xl font-extrabold text-ink md:text-4xl">
        {copy.relatedTitle}
      </h2>
      <RevealGroup>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} {...revealGroupHooks.card.on()} className="flex">
              <PostCard post={post} headingLevel="h3" className="w-full" />
            </li>
          ))}
        </ul>
      </RevealGroup>
    </section>
  );
}
