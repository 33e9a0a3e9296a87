import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Root as HastRoot } from "hast";

export type RenderedMarkdown = { html: string; text: string; links: string[] };

/** Swedish typography closes quotes the same way on both sides: ”så här” and ’så här’. */
export function swedishQuotes(text: string) {
  return text.replace(/"/g, "\u201d").replace(/'/g, "\u2019");
}

const typographicQuotes = () => (tree: HastRoot) => {
  visit(tree, "text", (node, _index, parent) => {
    if (parent?.type === "element" && parent.tagName === "code") return;
    node.value = swedishQuotes(node.value);
  });
};

/**
 * Markdown to HTML at build time; raw HTML in the source is dropped, never passed through.
 * The plain text is the text nodes in order, exactly what the browser's textContent gives
 * (the HTML keeps a line break between blocks), so word counts agree on both sides.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const links: string[] = [];
  const textParts: string[] = [];
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
  const collectText = () => (tree: HastRoot) => {
    visit(tree, "text", (node) => {
      textParts.push(node.value);
    });
  };
  const html = String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(collectLinks)
      .use(typographicQuotes)
      .use(collectText)
      .use(rehypeStringify)
      .processSync(markdown),
  );
  const text = textParts.join("").replace(/\s+/g, " ").trim();
  return { html, text, links };
}
