/**
 * The blog's own words around its articles: /blogg's opening, list and closing band, and the
 * parts of an article page. Categories, authors and series are in blog-meta.ts; the bylines'
 * words in author-page.ts.
 */
export const blogHeroCopy = {
  eyebrow: "Kunskap & inspiration",
  title: "Blogg",
  intro:
    "Guider och tips om webbdesign, användbarhet och SEO – skrivna för dig som driver ett mindre företag och vill att hemsidan ska locka fler kunder.",
  rssLink: "Prenumerera via RSS",
} as const;

/** The filter bar over the list and what the list says when a category has no articles. */
export const blogIndexCopy = {
  filterLabel: "Filtrera artiklar efter kategori",
  allCategories: "Alla artiklar",
  /** Around the category's name, which the filter's behaviour fills in. */
  emptyCategory: { before: 'Inga artiklar hittades i kategorin "', after: '".' },
  showAll: "Visa alla artiklar",
} as const;

export const articleCopy = {
  backToBlog: "Alla artiklar",
  updated: "Uppdaterad",
  readingTime: (minutes: number) => `${minutes} min läsning`,
  relatedTitle: "Relaterade artiklar",
  faqTitle: "Vanliga frågor",
} as const;

const seriesTitle = (series: string) => `Serie: ${series}`;

/** The navigator above and below an article in a series. */
export const seriesNavigatorCopy = {
  title: seriesTitle,
  /** The two copies need different accessible names, or screen readers list two identical landmarks. */
  landmark: (series: string, placement: "top" | "bottom") =>
    `${seriesTitle(series)} (${placement === "top" ? "före" : "efter"} artikeln)`,
  previous: "Föregående del",
  first: "Seriens första del",
  part: (part: number, title: string) => `Del ${part}: ${title}`,
  next: "Nästa del",
  last: "Seriens sista del",
} as const;

/** The blog's own footer: a question about your website goes straight to our inbox. */
export const blogContactBandCopy = {
  title: "Funderar du på din egen hemsida?",
  text: "Mejla oss dina frågor om webbdesign, SEO eller vad en hemsida kostar, så hjälper vi dig vidare.",
  link: "Kontakta oss",
} as const;
