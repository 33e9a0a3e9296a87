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

/** The strip of case studies on the home page: three of the shown projects, results first. */
export const homeCases = {
  eyebrow: "Kundcase",
  title: "Hemsidor som gör skillnad",
  subtitle: "Tre företag, tre utmaningar – och vad den nya hemsidan ledde till.",
  slugs: ["konditori-en-bulle-i-ugnen", "jalopy", "snickeri-ekbacken"],
  readCase: "Läs caset",
  allReferences: "Alla referenser",
} as const;

/** The closing band under /references and every case study: its text says what its button does. */
export const nextProjectBand = {
  title: "Redo för ditt nästa projekt?",
  text: "Se vad som ingår i våra paket och vad de kostar – eller hur vi tar fram en lösning efter dina behov.",
  link: "Se våra tjänster",
} as const;
