// The steps themselves are in app/content/data/design-thinking.yaml.
export const designThinkingHeading = "Design thinking – så skapar vi hemsidor som fungerar";

export const designThinkingIntro =
  "Design thinking är arbetsmetoden bakom varje steg i vår process: en beprövad metod i fem steg där människorna som ska använda hemsidan står i centrum. Resultatet blir hemsidor som inte bara ser bra ut, utan som också hjälper dina besökare att hitta rätt och bli kunder.";
