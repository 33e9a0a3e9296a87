import { replace } from "react-router";
import { Container } from "~/components/ui/container";
import { getPosts } from "~/lib/blog/posts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPosts().find((candidate) => candidate.slug === params.slug);
  if (!post) throw replace("/blogg");
  return { post };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.post.seo.metaTitle,
    description: loaderData.post.seo.metaDescription,
    path: `/blogg/${loaderData.post.slug}`,
    type: "article",
  });

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">{loaderData.post.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.post.html }} />
    </Container>
  );
}
