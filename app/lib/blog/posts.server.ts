import { getCollection } from "astro:content";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renamedArticles } from "../../content/renamed-articles";
import { describePicture } from "../pictures.server";
import type { ArticleFacts } from "./markdown";
import { articlePage, assemblePosts, postSummaries, type Post } from "./posts";

const PUBLIC_DIRECTORY = path.resolve("public");

function readFromPublic(publicPath: string) {
  const file = path.join(PUBLIC_DIRECTORY, publicPath);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** Put into the rendered entry's front matter by the articleFacts plugin (markdown.ts). */
function articleFacts(frontmatter: unknown) {
  const { article } = (frontmatter ?? {}) as { article?: ArticleFacts };
  if (!article) throw new Error("The blog was rendered without the articleFacts plugin (astro.config.ts)");
  return article;
}

async function loadPosts() {
  const entries = await getCollection("blog");
  const sources = await Promise.all(
    entries.map(async (entry) => {
      // A photo cover (blog-collection.ts) is made into AVIF, WebP and a JPEG as the screenshots are.
      const { featuredPhoto, ...data } = entry.data;
      return {
        file: entry.filePath ?? entry.id,
        data,
        html: entry.rendered?.html ?? "",
        facts: articleFacts(entry.rendered?.metadata?.frontmatter),
        coverPicture:
          featuredPhoto && (await describePicture({ src: featuredPhoto, alt: data.featuredImageAlt ?? "" })),
      };
    }),
  );
  return assemblePosts(sources, { readPublicFile: readFromPublic, renamed: renamedArticles });
}

let cache: Promise<Post[]> | undefined;

/** All articles, newest first; read and checked once per build, by the first page that asks. */
export function getPosts() {
  cache ??= loadPosts();
  return cache;
}

export async function getPostSummaries() {
  return postSummaries(await getPosts());
}

export async function getArticlePage(slug: string) {
  return articlePage(await getPosts(), slug);
}
