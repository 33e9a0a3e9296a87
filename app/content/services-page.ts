/**
 * The words of /tjanster around its data: the packages come from packages.yaml, the questions
 * from the faq collection, the ways to the form from `servicesContact` (site-copy.ts).
 */
export const servicesHeroCopy = {
  eyebrow: "Tjänster och priser",
  title: "Våra tjänster",
  intro:
    "Vad kostar en hemsida? Hos oss vet du det från början. Välj en färdig hemsida till fast pris, en prenumeration där vi sköter allt löpande, eller en lösning som byggs helt efter dina behov, med pris efter offert.",
} as const;

export const packagesCopy = {
  eyebrow: "Fasta priser",
  title: "Välj det som passar ditt företag",
  subtitle: "Alla priser är exklusive moms. Du betalar slutbetalningen först när du har godkänt hemsidan.",
  /** The badge of the highlighted package. */
  highlighted: "Populärast",
  /** Where a package has no fixed price. */
  priceOnQuote: "Pris efter offert",
  /** Read after the card's button text, so each button names its package. */
  ctaContext: (title: string) => ` om ${title}`,
  /**
   * Under the cards: the template package is not one of them (the spec keeps it off this page),
   * so its way in is offered here. `price` is the package's price with {moms}.
   */
  templates: (price: string) =>
    `Räcker det med en färdig design? Välj en av våra designmallar, så anpassar vi den med ditt innehåll – för ${price}.`,
  templatesLink: "Se designmallarna",
} as const;

export const servicesFaqCopy = {
  eyebrow: "Vanliga frågor",
  title: "Frågor och svar om hemsidor och priser",
} as const;
