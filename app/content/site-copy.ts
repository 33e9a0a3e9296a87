export const footerQuote: { text: string; author: string } = {
  text: "Bra design märks inte förrän den saknas. Den gör det enkelt för människor att hitta rätt – och svårt att välja någon annan.",
  author: "Sara Lindberg",
};

export const footerBlurb =
  "Vinga Design är en webbyrå i Örebro som bygger sökmotoroptimerade hemsidor till fast pris och skräddarsydda lösningar efter offert. Vi hjälper små företag att synas och växa online.";

export const contactPage = {
  title: "Kontakta oss",
  /** `replyWithin` is the business fact {svarstid}, the promise by the send button below. */
  description: (replyWithin: string) =>
    `Berätta om ditt företag och vad du behöver hjälp med – en ny hemsida, en redesign, en webbapp eller bara ett första bollplank. Vi svarar inom ${replyWithin} med förslag på nästa steg.`,
} as const;

export const homeContact: { title: string; description: string } = {
  title: "Redo att synas online?",
  description:
    "Skicka ett meddelande så berättar vi hur vi kan hjälpa ditt företag att få en hemsida som lockar fler kunder – till fast pris och utan krångel.",
};

/**
 * /tjanster's two ways to the form: early in the hero, and a band closing the page. Each names
 * what it starts; the package cards keep the spec's "Kontakta oss" and "Begär offert".
 */
export const servicesContact = {
  heroLink: "Skicka en förfrågan",
  bandTitle: "Vilket paket passar dig?",
  /** `replyWithin` is the business fact {svarstid}. */
  bandText: (replyWithin: string) =>
    `Berätta kort om ditt företag och vad du behöver, så föreslår vi ett upplägg – till fast pris eller efter offert. Du får svar inom ${replyWithin}.`,
  bandLink: "Få ett förslag på upplägg",
} as const;

/** The footer's headings and closing line; its links are in navigation.ts. */
export const footerCopy = {
  label: "Sidfot",
  pagesTitle: "Sidor",
  contactTitle: "Kontakt",
  /** After "© <year>". */
  rights: (siteName: string) => `${siteName}. Alla rättigheter förbehållna.`,
} as const;
