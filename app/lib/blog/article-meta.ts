import { siteConfig } from "../../site.config";
import { articleGraph, publishedDateTime } from "../seo/article";
import { absoluteUrl, pageMeta, type HeadTag } from "../seo/meta";
import { categoryInfo } from "./categories";
import { articleShareImagePath, SHARE_IMAGE_SIZE } from "../seo/share-image";
import { paths } from "../paths";

export type ArticleMetaInput = {
  slug: string;
  title: string;
  author: string;
  publishedAt: string;
  updatedAt?: string;
  category: string;
  tags: readonly string[];
  wordCount: number;
  bodyExcerpt: string;
  seo: { metaTitle: string; metaDescription: string; keywords: readonly string[] };
};

/** Every head tag of an article page: search result, sharing cards, article facts and BlogPosting data. */
export function articleMeta(post: ArticleMetaInput): HeadTag[] {
  const published = publishedDateTime(post.publishedAt);
  const modified = publishedDateTime(post.updatedAt ?? post.publishedAt);
  const section = categoryInfo(post.category).name;
  const image = {
    ...SHARE_IMAGE_SIZE,
    src: articleShareImagePath(post.slug),
    alt: `${post.title} – ${section} på ${siteConfig.name}s blogg`,
  };
  return [
    ...pageMeta({
      title: post.seo.metaTitle,
      description: post.seo.metaDescription,
      path: paths.article(post.slug),
      type: "article",
      keywords: post.seo.keywords,
      image,
    }),
    { name: "author", content: post.author },
    { property: "article:published_time", content: published },
    { property: "article:modified_time", content: modified },
    { property: "article:author", content: post.author },
    { property: "article:section", content: section },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    {
      "script:ld+json": articleGraph({
        slug: post.slug,
        title: post.title,
        description: post.seo.metaDescription,
        author: post.author,
        publishedAt: post.publishedAt,
        updatedAt: post.updatedAt,
        keywords: post.seo.keywords,
        categoryName: section,
        tags: post.tags,
        wordCount: post.wordCount,
        bodyExcerpt: post.bodyExcerpt,
        imageUrl: absoluteUrl(image.src),
      }),
    },
  ];
}
