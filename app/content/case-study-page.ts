/** Headings and copy of a case study's own page (/references/<slug>). */
export const caseStudyPageCopy = {
  eyebrow: "Kundcase",
  breadcrumbLabel: "Brödsmulor",
  home: "Start",
  references: "Referenser",
  figuresTitle: "I siffror",
  challenge: "Utmaningen",
  solution: "Lösningen",
  result: "Resultatet",
  aboutTitle: "Om projektet",
  picturesTitle: "Bilder från projektet",
  liveLabel: "Sajten",
  newTab: "(öppnas i en ny flik)",
  backToReferences: "Alla referenser",
  /** The link from a project card and from the showcase overlay. */
  readFullCase: "Läs hela caset",
  metaTitle: (title: string) => `${title} – kundcase: utmaning, lösning och resultat | Vinga Design`,
} as const;
