/**
 * The copy around the projects: the references page's intro and the home page's strip. The
 * projects themselves, with their case studies, are the `projects` collection
 * (app/content/data/projects/<slug>.yaml, decision 0020).
 */

export const referencesIntro = {
  eyebrow: "Kundcase & projekt",
  title: "Referenser",
  intro:
    "Här är ett urval av hemsidor och digitala projekt som vi har tagit fram för företag i Örebro och resten av Sverige. Varje projekt börjar med kundens mål – och slutar med en hemsida som är snabb, tillgänglig och lätt att hitta. Klicka på ett projekt för att läsa mer om utmaningen, lösningen och resultatet.",
  /** The projects' own heading, read by screen readers only: the page header introduces them. */
  projectsTitle: "Utvalda projekt",
} as const;

/** /references shows the first four projects by `order`; the rest stay in the data for later. */
export const PROJECTS_SHOWN = 4;

/**
 * The strip of case studies on the home page: three of the shown projects, results first. Which
 * three, and in what order, each project says in the editor (its `homePlace`).
 */
export const homeCases = {
  eyebrow: "Kundcase",
  title: "Hemsidor som gör skillnad",
  subtitle: "Tre företag, tre utmaningar – vad den nya hemsidan ledde till, med kundernas egna ord.",
  count: 3,
  readCase: "Läs caset",
  allReferences: "Alla referenser",
} as const;

/** The closing band under /references: its text says what its button does. */
export const nextProjectBand = {
  title: "Redo för ditt nästa projekt?",
  text: "Se vad som ingår i våra paket och vad de kostar – eller hur vi tar fram en lösning efter dina behov.",
  link: "Se våra tjänster",
} as const;

/**
 * A case study page's closing band: a project like the one just read, in the package it was
 * built in. `replyWithin` is the business fact {svarstid}.
 */
export const similarProjectBand = {
  title: "Vill du ha något liknande?",
  text: (projectTitle: string, packageTitle: string | undefined, replyWithin: string) =>
    `${packageTitle ? `Vi byggde hemsidan åt ${projectTitle} som en ${packageTitle}. ` : ""}Berätta om ditt företag och vad du vill att hemsidan ska göra, så föreslår vi ett upplägg för just dig. Du får svar inom ${replyWithin}.`,
  link: "Berätta om ditt projekt",
} as const;

/** The card that ends a case study page: the next case in the order /references shows them. */
export const nextCaseCopy = { eyebrow: "Nästa case" } as const;
