import { RevealGroup } from "~/components/ui/reveal-group";
import type { PostSummary } from "~/lib/blog/collection";
import { PostCard } from "./post-card";

export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <section aria-labelledby="related-heading" data-testid="related-posts">
      <h2 id="related-heading" className="text-3xl font-extrabold text-ink md:text-4xl">
        Relaterade artiklar
      </h2>
      <RevealGroup>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} data-reveal className="flex">
              <PostCard post={post} headingLevel="h3" className="w-full" />
            </li>
          ))}
        </ul>
      </RevealGroup>
    </section>
  );
}
