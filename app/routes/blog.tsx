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

/** Summaries only: the list never carries an article's HTML. */
export function loader() {
  return { posts: getPostSummaries() };
}

// The list is fixed at build time; choosing a category only changes the query string.
export const shouldRevalidate = () => false;

const { title, description, keywords } = blogMeta;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title,
    description,
    path: paths.blog,
    keywords,
  }),
  { "script:ld+json": blogListGraph({ title, description, posts: loaderData.posts, faq: blogFaq }) },
];

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
