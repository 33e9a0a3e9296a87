import type { Blog, BlogPosting, FAQPage } from "schema-dts";
import { siteConfig } from "../../site.config";
import { authorRef, graphIds, LANGUAGE, pageGraph, ref, webPageNodes } from "./graph";
import { absoluteUrl } from "./meta";
import { paths } from "../paths";
import { stockholmDateTime } from "../stockholm-time";

/** Articles count as published (and updated) at 08:00 Swedish time on their date. */
export function publishedDateTime(isoDate: string) {
  return stockholmDateTime(isoDate);
}

/**
 * Structured data carries the start of the article (the spec's body excerpt), not all of it: as
 * `abstract`, since `articleBody` would claim to be the whole text.
 */
export const ARTICLE_BODY_CHARACTERS = 1000;

/** The first ARTICLE_BODY_CHARACTERS characters, cut back to the last whole word. */
export function articleBodyExcerpt(plainText: string) {
  if (plainText.length <= ARTICLE_BODY_CHARACTERS) return plainText;
  const head = plainText.slice(0, ARTICLE_BODY_CHARACTERS);
  if (/\s/.test(plainText.charAt(ARTICLE_BODY_CHARACTERS))) return head.trimEnd();
  const lastBreak = head.search(/\s\S*$/);
  return (lastBreak > 0 ? head.slice(0, lastBreak) : head).trimEnd();
}

const blogId = () => `${absoluteUrl(paths.blog)}#blog`;
const articleId = (slug: string) => `${absoluteUrl(paths.article(slug))}#article`;

/** The blog as a node of its own, so every article can say it is part of it. */
function blogNode(description?: string): Blog {
  return {
    "@type": "Blog",
    "@id": blogId(),
    url: absoluteUrl(paths.blog),
    name: `${siteConfig.name}s blogg`,
    ...(description && { description }),
    inLanguage: LANGUAGE,
    publisher: ref(graphIds.organization()),
  };
}

export type ArticleForStructuredData = {
  slug: string;
  title: string;
  description: string;
  author: string;
  publishedAt: string;
  /** The last substantive change; dateModified falls back to the publication date. */
  updatedAt?: string;
  keywords: readonly string[];
  categoryName: string;
  tags: readonly string[];
  wordCount: number;
  bodyExcerpt: string;
  imageUrl: string;
};

export function blogPostingNode(article: ArticleForStructuredData): BlogPosting {
  const path = paths.article(article.slug);
  return {
    "@type": "BlogPosting",
    "@id": articleId(article.slug),
    headline: article.title,
    description: article.description,
    author: authorRef(article.author),
    publisher: ref(graphIds.organization()),
    datePublished: publishedDateTime(article.publishedAt),
    dateModified: publishedDateTime(article.updatedAt ?? article.publishedAt),
    abstract: article.bodyExcerpt,
    articleSection: article.categoryName,
    keywords: [...article.keywords, ...article.tags].join(", "),
    wordCount: article.wordCount,
    image: article.imageUrl,
    url: absoluteUrl(path),
    inLanguage: LANGUAGE,
    mainEntityOfPage: ref(graphIds.webPage(path)),
    isPartOf: ref(blogId()),
  };
}

/** An article page: its WebPage with breadcrumbs (start › blog › article), the blog and the posting. */
export function articleGraph(article: ArticleForStructuredData) {
  const path = paths.article(article.slug);
  return pageGraph([
    ...webPageNodes({
      path,
      name: article.title,
      description: article.description,
      breadcrumbs: [
        { name: "Blogg", path: paths.blog },
        { name: article.title, path },
      ],
      mainEntityId: articleId(article.slug),
    }),
    blogNode(),
    blogPostingNode(article),
  ]);
}

export type FaqEntry = { question: string; answer: string };

export function faqPageNode(path: string, faq: readonly FaqEntry[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(path)}#faq`,
    url: absoluteUrl(path),
    inLanguage: LANGUAGE,
    isPartOf: ref(graphIds.website()),
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export type BlogListForStructuredData = {
  title: string;
  description: string;
  posts: readonly { slug: string; title: string; excerpt: string; author: string; publishedAt: string }[];
  faq: readonly FaqEntry[];
};

/** The blog list: its page, the blog with every post, and the blog's FAQ. */
export function blogListGraph({ title, description, posts, faq }: BlogListForStructuredData) {
  return pageGraph([
    ...webPageNodes({
      path: paths.blog,
      name: title,
      description,
      type: "CollectionPage",
      mainEntityId: blogId(),
    }),
    {
      ...blogNode(description),
      blogPost: posts.map((post) => ({
        "@type": "BlogPosting",
        "@id": articleId(post.slug),
        headline: post.title,
        description: post.excerpt,
        url: absoluteUrl(paths.article(post.slug)),
        datePublished: publishedDateTime(post.publishedAt),
        author: authorRef(post.author),
      })),
    } as Blog,
    faqPageNode(paths.blog, faq),
  ]);
}
