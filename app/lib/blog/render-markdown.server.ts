import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Element, Root as HastRoot } from "hast";

export type RenderedMarkdown = { html: string; text: string; links: string[] };

/** Swedish typography closes quotes the same way on both sides: ”så här” and ’så här’. */
export function swedishQuotes(text: string) {
  return text.replace(/"/g, "\u201d").replace(/'/g, "\u2019");
}

/** U+2060 WORD JOINER: no line break here, and nothing to see, hear or count. */
const WORD_JOINER = "\u2060";

/**
 * A number keeps together on one line: the spaces between its digit groups ("15 000") and before
 * its unit ("30 000 kr", "16 px") become non-breaking, and a range's dash ("28–36") joins its
 * ends, so a narrow table cell cannot split it.
 */
export function keepNumbersTogether(text: string) {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0")
    .replace(/(\d) (?=(?:kr|px|%)(?![\p{L}\d]))/gu, "$1\u00a0")
    .replace(/(\d)–(?=\d)/g, `$1–${WORD_JOINER}`);
}

const typography = () => (tree: HastRoot) => {
  visit(tree, "text", (node, _index, parent) => {
    if (parent?.type === "element" && parent.tagName === "code") return;
    node.value = keepNumbersTogether(swedishQuotes(node.value));
  });
};

/**
 * Each data cell names its column in `data-label`: on phones app.css stacks a table's rows and
 * shows the names beside the values (.prose-article), instead of squeezing every column.
 */
const textOf = (element: Element) => {
  const parts: string[] = [];
  visit(element, "text", (node) => {
    parts.push(node.value);
  });
  return parts.join("").trim();
};

const tableCellLabels = () => (tree: HastRoot) => {
  visit(tree, "element", (table) => {
    if (table.tagName !== "table") return;
    const rows: Element[] = [];
    visit(table, "element", (row) => {
      if (row.tagName === "tr") rows.push(row);
    });
    const cellsOf = (row: Element) =>
      row.children.filter(
        (cell): cell is Element =>
          cell.type === "element" && (cell.tagName === "th" || cell.tagName === "td"),
      );
    const [header, ...body] = rows;
    const labels = header ? cellsOf(header).map(textOf) : [];
    for (const row of body) {
      cellsOf(row).forEach((cell, column) => {
        const label = labels[column];
        if (label) cell.properties.dataLabel = label;
      });
    }
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
      .use(typography)
      .use(tableCellLabels)
      .use(collectText)
      .use(rehypeStringify)
      .processSync(markdown),
  );
  const text = textParts.join("").replaceAll(WORD_JOINER, "").replace(/\s+/g, " ").trim();
  return { html, text, links };
}
