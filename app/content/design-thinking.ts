import { countInWords } from "~/lib/number-words";

// The steps themselves are in app/content/data/design-thinking.yaml; the copy that counts them
// takes their number, so a step added there is counted here too.
export const designThinkingHeading = "Design thinking – så skapar vi hemsidor som fungerar";

export const designThinkingIntro = (steps: number) =>
  `Design thinking är arbetsmetoden inuti vår process i fyra steg: att förstå och definiera hör till planeringen, att ta fram idéer, designa och testa hör till designen – allt innan något lanseras. Det är en beprövad metod i ${countInWords(steps)} steg där människorna som ska använda hemsidan står i centrum. Resultatet blir hemsidor som inte bara ser bra ut, utan som också hjälper dina besökare att hitta rätt och bli kunder.`;

/** The section's other words; the carousel below 768 px is a named region with its own buttons. */
export const designThinkingCopy = {
  eyebrow: "Vår metod",
  carouselLabel: (steps: number) => `Design thinking i ${countInWords(steps)} steg`,
  /** Read before the step's title as the slide's name: "STEG 1 av 5:". */
  slidePosition: (category: string, steps: number) => `${category} av ${steps}:`,
  previousStep: "Föregående steg",
  nextStep: "Nästa steg",
} as const;
