import { replace } from "react-router";
import { ArticleBody } from "~/components/blog/article-body";
import { ArticleHeader } from "~/components/blog/article-header";
import { PostCover } from "~/components/blog/post-cover";
import { BlogContactBand } from "~/components/blog/blog-contact-band";
import { RelatedPosts } from "~/components/blog/related-posts";
import { SeriesNavigator } from "~/components/blog/series-navigator";
import { Container } from "~/components/ui/container";
import { articleMeta } from "~/lib/blog/article-meta";
import { getArticlePage } from "~/lib/blog/posts.server";
import { leaveUnknownArticle } from "~/lib/blog/unknown-article";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";
import type { Route } from "./+types/blog-post";
import { blogSlugs } from "virtual:blog-slugs";

export function loader({ params }: Route.LoaderArgs) {
  const page = getArticlePage(params.slug);
  if (!page) throw replace(paths.blog);
  return { ...page, head: articleMeta(page.post) };
}

/**
 * A slug without an article goes to the list before any data is requested. This also
 * covers hosts that answer unknown addresses with the SPA fallback: the route has no
 * prerendered data there, so the router calls this on the first load as well.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!blogSlugs.includes(params.slug)) {
    throw leaveUnknownArticle({
      currentPath: window.location.pathname,
      requestedPath: new URL(request.url).pathname,
    });
  }
  return serverLoader();
}

export const meta = headFromLoader;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, series } = loaderData;
  return (
    <>
      <article className="pt-10 pb-16 md:pt-14 md:pb-24">
        <Container>
          <div className="mx-auto max-w-3xl">
            <ArticleHeader post={post} />
            {post.featuredImage && post.featuredImageAlt && (
              <PostCover
                src={post.featuredImage}
                alt={post.featuredImageAlt}
                loading="priority"
                className="mt-10 rounded-3xl border border-ink/10"
              />
            )}
            {series && (
              <div className="mt-10">
                <SeriesNavigator series={series} placement="top" />
              </div>
            )}
            <p
              data-testid="article-excerpt"
              className="mt-10 border-l-4 border-brand-pink pl-5 text-xl leading-relaxed font-medium text-ink md:text-[1.35rem]"
            >
              {post.excerpt}
            </p>
            <div className="mt-10">
              <ArticleBody html={post.html} />
            </div>
            {series && (
              <div className="mt-14">
                <SeriesNavigator series={series} placement="bottom" />
              </div>
            )}
          </div>
        </Container>
      </article>
      {related.length > 0 && (
        <Container className="pb-20 md:pb-24">
          <RelatedPosts posts={related} />
        </Container>
      )}
      <Container className="pb-20 md:pb-24">
        <BlogContactBand />
      </Container>
    </>
  );
}
