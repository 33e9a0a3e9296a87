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
  /** The box beside the story. */
  factsTitle: "Fakta om projektet",
  client: "Kund",
  package: "Paket",
  timeline: "Tidsplan",
  scope: "Omfattning",
  picturesTitle: "Bilder från projektet",
  liveLabel: "Sajten",
  showcaseLiveLabel: "Live",
  newTab: "(öppnas i en ny flik)",
  backToReferences: "Alla referenser",
  /** The link from a project card and from the showcase overlay. */
  readFullCase: "Läs hela caset",
  /** Read after it where it stands among other projects' links. */
  readFullCaseContext: (projectTitle: string) => ` om ${projectTitle}`,
  /** The case study dialog on /references. */
  dialogEyebrow: "Case study",
  dialogTitlePrefix: "Case study: ",
  notDescribed: "Inte beskrivet ännu",
  emptyTitle: "Ingen case study vald.",
  emptyDescription: "Välj ett projekt för att se dess case study.",
  /** The showcase overlay's button that opens the case study dialog. */
  openDialog: "Caset i korthet",
  contactUs: "Kontakta oss",
  /** The case study dialog's image row and the enlarged view. */
  galleryHint: "Välj en bild för att se den i full storlek.",
  carousel: "karusell",
  previousImages: "Föregående bilder",
  nextImages: "Nästa bilder",
  enlarge: (number: number, count: number, alt: string) => `Förstora bild ${number} av ${count}: ${alt}`,
  enlarged: (number: number, count: number) => `Förstorad bild ${number} av ${count}`,
  imageCounter: (number: number, count: number) => `Bild ${number} av ${count}`,
  closeEnlarged: "Stäng förstoringen",
  previousImage: "Föregående bild",
  nextImage: "Nästa bild",
  /** The silent video at the top of the case study dialog. */
  videoTitle: (title: string) => `Film: ${title}`,
  pauseVideo: "Pausa filmen",
  playVideo: "Spela filmen",
  metaTitle: (title: string) => `${title} – kundcase | Vinga Design`,
} as const;
