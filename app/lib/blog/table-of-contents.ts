/** A heading as Astro's render() lists it: its level, its id in the page and its text. */
export type ArticleHeading = { depth: number; slug: string; text: string };

/** An article is long enough for a contents list from this many sections (its h2 headings) up. */
export const CONTENTS_FROM_SECTIONS = 4;

/**
 * The contents list of an article: its sections (h2), each linking to its heading's id, or none
 * for a short article, where a list would be longer than the reading it saves.
 */
export function tableOfContents(headings: readonly ArticleHeading[]) {
  const sections = headings.filter((heading) => heading.depth === 2);
  return sections.length >= CONTENTS_FROM_SECTIONS
    ? sections.map((heading) => ({ id: heading.slug, text: heading.text }))
    : [];
}
