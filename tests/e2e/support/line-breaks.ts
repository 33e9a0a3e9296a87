import type { Locator } from "@playwright/test";

/**
 * The phrases that the browser lays out over more than one line somewhere inside `root`. A phrase
 * may run over several text nodes (React writes `{n}.` as two), and matches its text however the
 * page binds it: a space may be a no-break space, and a word joiner (U+2060) may stand between any
 * two characters.
 */
export async function phrasesSplitOverLines(root: Locator, phrases: readonly string[]) {
  return root.evaluate((element, wanted) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = "";
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += node.textContent ?? "";
    }
    const at = (offset: number) => {
      const found = nodes.findLast(({ start }) => start <= offset) ?? nodes[0];
      return found ? ([found.node, offset - found.start] as const) : null;
    };
    const pattern = (phrase: string) =>
      new RegExp(
        [...phrase]
          .map((char) => (char === " " ? "[ \\u00a0]" : char.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")))
          .join("\\u2060?"),
        "g",
      );
    const split = new Set<string>();
    for (const phrase of wanted) {
      for (const match of text.matchAll(pattern(phrase))) {
        const start = at(match.index);
        const end = at(match.index + match[0].length - 1);
        if (!start || !end) continue;
        const range = document.createRange();
        range.setStart(...start);
        range.setEnd(end[0], end[1] + 1);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) split.add(phrase);
      }
    }
    return [...split];
  }, phrases);
}
