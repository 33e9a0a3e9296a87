export type BlogCategory = {
  id: string;
  name: string;
  /** Badge classes: background and text with at least 4.5:1 contrast. */
  color: string;
  description: string;
};

export const blogCategories = [
  {
    id: "tips",
    name: "Tips",
    color: "bg-emerald-100 text-emerald-900",
    description: "Konkreta råd du kan använda direkt på din egen hemsida.",
  },
  {
    id: "strategi",
    name: "Strategi",
    color: "bg-violet-100 text-violet-900",
    description: "Hur en hemsida hjälper företaget att nå sina mål.",
  },
  {
    id: "prissattning",
    name: "Prissättning",
    color: "bg-amber-100 text-amber-900",
    description: "Vad saker kostar och vad som påverkar priset.",
  },
  {
    id: "design",
    name: "Design & Strategi",
    color: "bg-pink-100 text-pink-900",
    description: "Form, färg, struktur och tankarna bakom en bra hemsida.",
  },
  {
    id: "seo",
    name: "SEO",
    color: "bg-sky-100 text-sky-900",
    description: "Synlighet i Google och i AI-drivna svarstjänster.",
  },
] as const satisfies readonly BlogCategory[];

export type BlogCategoryId = (typeof blogCategories)[number]["id"];

/** The badge of a category the site does not know is blue. */
export const unknownCategoryColor = "bg-blue-100 text-blue-900";

export const blogAuthors = ["Vinga-teamet", "Vinga Design", "Sara Lindberg"] as const;

export const blogSeries = {
  "website-planning": { title: "Hur ska man tänka när man gör en hemsida?" },
} as const;

export type BlogSeriesId = keyof typeof blogSeries;
