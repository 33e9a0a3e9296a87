import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Root as HastRoot } from "hast";

export type RenderedMarkdown = { html: string; text: string; links: string[] };

/** Markdown to HTML at build time; raw HTML in the source is dropped, never passed through. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const links: string[] = [];
  const collectLinks = () => (tree: HastRoot) => {
    visit(tree, "element", (node) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string") return;
      links.push(href);
      if (/^https?:\/\//.test(href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
      }
    });
  };
  const html = String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(collectLinks)
      .use(rehypeStringify)
      .processSync(markdown),
  );
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return { html, text, links };
}
