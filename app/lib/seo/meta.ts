import { siteConfig } from "../../site.config";

/** One element of a page's head, as base-layout.astro renders it. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": object };

export type PageSeo = {
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. "/tjanster". */
  path: string;
  image?: { src: string; alt: string; width: number; height: number };
  type?: "website" | "article";
  keywords?: readonly string[];
  robots?: string;
};

export const defaultShareImage = {
  src: "/images/og/default.png",
  alt: "Vinga Design – Webbyra i Örebro",
  width: 1200,
  height: 630,
};

export function absoluteUrl(path: string) {
  return new URL(path, `${siteConfig.origin}/`).toString();
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  image = defaultShareImage,
  type = "website",
  keywords,
  robots = "index, follow, max-image-preview:large",
}: PageSeo): HeadTag[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.src);
  return [
    { title },
    { name: "description", content: description },
    ...(keywords && keywords.length > 0 ? [{ name: "keywords", content: keywords.join(", ") }] : []),
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:locale", content: "sv_SE" },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
