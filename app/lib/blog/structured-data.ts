import { absoluteUrl, organizationJsonLd } from "../seo";
import { siteConfig } from "../../site.config";

/** Articles count as published at 08:00 Swedish summer time on their date. */
export function publishedDateTime(isoDate: string) {
  return `${isoDate}T08:00:00+02:00`;
}

/** Structured data carries the start of the article, not all of it. */
export const ARTICLE_BODY_CHARACTERS = 1000;

export function articleBodyExcerpt(plainText: string) {
  return plainText.slice(0, ARTICLE_BODY_CHARACTERS);
}

/** The founder writes as a person; the team and the brand write as the agency. */
export function authorJsonLd(author: string) {
  return author === siteConfig.founder
    ? { "@type": "Person", name: author, worksFor: { "@id": absoluteUrl("/#organization") } }
    : { "@type": "Organization", name: author, url: absoluteUrl("/") };
}

export type ArticleForStructuredData = {
  slug: string;
  title: string;
  description: string;
  author: string;
  publishedAt: string;
  keywords: readonly string[];
  categoryName: string;
  tags: readonly string[];
  wordCount: number;
  bodyExcerpt: string;
  imageUrl: string;
};

export function blogPostingJsonLd(article: ArticleForStructuredData) {
  const url = absoluteUrl(`/blogg/${article.slug}`);
  const published = publishedDateTime(article.publishedAt);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    author: authorJsonLd(article.author),
    datePublished: published,
    dateModified: published,
    articleBody: article.bodyExcerpt,
    articleSection: article.categoryName,
    keywords: [...article.keywords, ...article.tags].join(", "),
    wordCount: article.wordCount,
    image: article.imageUrl,
    url,
    inLanguage: "sv-SE",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    isPartOf: { "@type": "Blog", "@id": absoluteUrl("/blogg#blog") },
    publisher: organizationJsonLd(),
  };
}

export type BlogListForStructuredData = {
  title: string;
  description: string;
  posts: readonly { slug: string; title: string; excerpt: string; author: string; publishedAt: string }[];
  faq: readonly { question: string; answer: string }[];
};

/** The blog list as one graph: the site, the agency, the page, the blog and its FAQ. */
export function blogListJsonLd({ title, description, posts, faq }: BlogListForStructuredData) {
  const url = absoluteUrl("/blogg");
  const website = { "@id": absoluteUrl("/#website") };
  const organization = { "@id": absoluteUrl("/#organization") };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        ...website,
        url: absoluteUrl("/"),
        name: siteConfig.name,
        inLanguage: "sv-SE",
        publisher: organization,
      },
      organizationJsonLd(),
      {
        "@type": "WebPage",
        "@id": `${url}#webpage`,
        url,
        name: title,
        description,
        inLanguage: "sv-SE",
        isPartOf: website,
        about: organization,
        mainEntity: { "@id": `${url}#blog` },
      },
      {
        "@type": "Blog",
        "@id": `${url}#blog`,
        url,
        name: `${siteConfig.name}s blogg`,
        description,
        inLanguage: "sv-SE",
        publisher: organization,
        blogPost: posts.map((post) => ({
          "@type": "BlogPosting",
          "@id": `${absoluteUrl(`/blogg/${post.slug}`)}#article`,
          headline: post.title,
          description: post.excerpt,
          url: absoluteUrl(`/blogg/${post.slug}`),
          datePublished: publishedDateTime(post.publishedAt),
          author: authorJsonLd(post.author),
        })),
      },
      {
        "@type": "FAQPage",
        "@id": `${url}#faq`,
        url,
        inLanguage: "sv-SE",
        isPartOf: website,
        mainEntity: faq.map(({ question, answer }) => ({
          "@type": "Question",
          name: question,
          acceptedAnswer: { "@type": "Answer", text: answer },
        })),
      },
    ],
  };
}
