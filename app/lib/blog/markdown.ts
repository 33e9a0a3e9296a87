import { rehypeHeadingIds, unified, type RehypePlugin } from "@astrojs/markdown-remark";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { visit } from "unist-util-visit";
import { fillFacts } from "../facts";
import { readFacts } from "../facts-files";
import { headingPieces, KEEP_TOGETHER_CLASS, keepNumbersTogether, WORD_JOINER } from "../typography";

/** Swedish typography closes quotes the same way on both sides: ”så här” and ’så här’. */
export function swedishQuotes(text: string) {
  return text.replace(/"/g, "\u201d").replace(/'/g, "\u2019");
}

/**
 * An article names our prices, times and terms as the pages do, {fardig-hemsida.price} and the
 * like (app/lib/facts.ts), so a changed price reads the same in every article. A name no fact
 * has stops the build, naming the article.
 */
const businessFacts: RehypePlugin = () => {
  const facts = readFacts();
  return (tree: HastRoot, file) => {
    visit(tree, "text", (node, _index, parent) => {
      if (parent?.type === "element" && parent.tagName === "code") return;
      try {
        node.value = fillFacts(node.value, facts);
      } catch (error) {
        throw new Error(`${file.path}: ${(error as Error).message}`, { cause: error });
      }
    });
  };
};

const typography: RehypePlugin = () => (tree: HastRoot) => {
  visit(tree, "text", (node, _index, parent) => {
    if (parent?.type === "element" && parent.tagName === "code") return;
    node.value = keepNumbersTogether(swedishQuotes(node.value));
  });
};

/** A heading's short hyphenated compounds ("on-page") in a nowrap span each; see headingPieces. */
const headingCompounds: RehypePlugin = () => (tree: HastRoot) => {
  visit(tree, "element", (heading) => {
    if (!/^h[1-6]$/.test(heading.tagName)) return;
    visit(heading, "text", (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (parent.type === "element" && parent.tagName === "code") return;
      const pieces = headingPieces(node.value);
      if (!pieces.some((piece) => piece.keep)) return;
      parent.children.splice(
        index,
        1,
        ...pieces.map((piece): ElementContent =>
          piece.keep
            ? {
                type: "element",
                tagName: "span",
                properties: { className: [KEEP_TOGETHER_CLASS] },
                children: [{ type: "text", value: piece.text }],
              }
            : { type: "text", value: piece.text },
        ),
      );
      return index + pieces.length;
    });
  });
};

const textOf = (element: Element) => {
  const parts: string[] = [];
  visit(element, "text", (node) => {
    parts.push(node.value);
  });
  return parts.join("").trim();
};

/**
 * Each data cell names its column in `data-label`: on phones app.css stacks a table's rows and
 * shows the names beside the values (.prose-article), instead of squeezing every column.
 */
const tableCellLabels: RehypePlugin = () => (tree: HastRoot) => {
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

/** What the site needs to know of an article's body besides its HTML; see articleFacts. */
export type ArticleFacts = {
  /** The text nodes in order, exactly what the browser's textContent gives, as one line. */
  text: string;
  /** Every link target, so the build can check that the site's own ones exist. */
  links: string[];
};

/**
 * Puts the body's plain text (for word count, reading time and structured data) and its links
 * into the entry's `remarkPluginFrontmatter`, Astro's place for what plugins compute, under
 * `article`. Last in line, so the text is the typography the reader sees.
 */
const articleFacts: RehypePlugin = () => (tree: HastRoot, file) => {
  const links: string[] = [];
  const textParts: string[] = [];
  visit(tree, (node) => {
    if (node.type === "text") textParts.push(node.value);
    if (node.type === "element" && node.tagName === "a" && typeof node.properties.href === "string") {
      links.push(node.properties.href);
    }
  });
  const text = textParts.join("").replaceAll(WORD_JOINER, "").replace(/\s+/g, " ").trim();
  const facts: ArticleFacts = { text, links };
  file.data.astro ??= {};
  file.data.astro.frontmatter = { ...file.data.astro.frontmatter, article: facts };
};

/**
 * The site's Markdown (astro.config.ts): GitHub tables and lists; no SmartyPants, whose English
 * quotes would hide the straight ones typography turns Swedish; no syntax highlighting (the
 * articles have no code blocks to colour); raw HTML in the source is dropped, never passed
 * through. Heading ids come first so they are made from the text as written. Links to other sites
 * (the articles' sources) open where the reader is, like every other link: a new tab would be a
 * change the reader did not ask for, and Back would no longer bring them to the article.
 */
export const siteMarkdown = {
  syntaxHighlight: false,
  processor: unified({
    gfm: true,
    smartypants: false,
    remarkRehype: { allowDangerousHtml: false },
    rehypePlugins: [
      rehypeHeadingIds,
      businessFacts,
      typography,
      headingCompounds,
      tableCellLabels,
      articleFacts,
    ],
  }),
} as const;
