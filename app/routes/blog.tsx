import { BlogContactBand } from "~/components/blog/blog-contact-band";
import { BlogFaq } from "~/components/blog/blog-faq";
import { BlogHero } from "~/components/blog/blog-hero";
import { BlogIndex } from "~/components/blog/blog-index";
import { Container } from "~/components/ui/container";
import { blogFaq } from "~/content/blog-faq";
import { blogMeta } from "~/content/page-meta";
import { getPostSummaries } from "~/lib/blog/posts.server";
import { blogListGraph } from "~/lib/seo/article";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/blog";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

/** Summaries only: the list never carries an article's HTML. */
export function loader() {
  const posts = getPostSummaries();
  const { title, description, keywords } = blogMeta;
  return {
    posts,
    head: [
      ...pageMeta({ title, description, path: paths.blog, keywords }),
      { "script:ld+json": blogListGraph({ title, description, posts, faq: blogFaq }) },
    ],
  };
}

// The list is fixed at build time; choosing a category only changes the query string.
export const shouldRevalidate = () => false;

export const meta = headFromLoader;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero />
      <Container className="pb-20 md:pb-28">
        <BlogIndex posts={loaderData.posts} />
      </Container>
      <Container className="pb-20 md:pb-28">
        <BlogFaq />
      </Container>
      <Container className="pb-20 md:pb-24">
        <BlogContactBand />
      </Container>
    </>
  );
}
