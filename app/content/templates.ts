import type { DesignTemplate } from "./types";

export const templatesIntro: { eyebrow: string; title: string; intro: string } = {
  eyebrow: "Färdig mall",
  title: "Designmallar",
  intro:
    "Vill du komma igång snabbt? Välj en av våra färdiga designmallar så anpassar vi den med din logotyp, dina färger och ditt innehåll. Med paketet Färdig mall kostar det 5 900 kr + moms och levereras inom 7 arbetsdagar.",
};

/** The dialog that shows one template at a time. */
export const templateDialogCopy = {
  counter: (number: number, count: number) => `Mall ${number} av ${count}`,
  previous: "Föregående",
  next: "Nästa",
} as const;

export const designTemplates: DesignTemplate[] = [
  {
    id: 1,
    title: "Resebyrå",
    description:
      "En inspirerande startsida för resor och upplevelser, med stora miljöbilder, utvalda resmål och en tydlig knapp för att boka eller göra en förfrågan.",
    image: "/images/templates/resa.svg",
    detailImage: "/images/templates/resa-detail.svg",
    category: "Resor",
    tags: ["Landningssida", "Resmål", "Bokning"],
  },
  {
    id: 2,
    title: "Blomsterbutik",
    description:
      "En ljus och luftig webbshop för blommor och buketter, med produktkort, säsongens urval och en enkel väg hela vägen till kassan.",
    image: "/images/templates/blomsterbutik.svg",
    detailImage: "/images/templates/blomsterbutik-detail.svg",
    category: "E-handel",
    tags: ["Webbshop", "Produktsidor", "Kassa"],
  },
  {
    id: 3,
    title: "Glassmärke",
    description:
      "En färgstark och lekfull hemsida för ett glassmärke, där smakerna presenteras med stora produktbilder och en karta över var glassen finns att köpa.",
    image: "/images/templates/glass.svg",
    detailImage: "/images/templates/glass-detail.svg",
    category: "Mat & Dryck",
    tags: ["Varumärke", "Produktpresentation", "Återförsäljare"],
  },
  {
    id: 4,
    title: "Frisörsalong – tjänster",
    description:
      "En stilren tjänstesektion för en frisörsalong, med behandlingar, priser och tydliga knappar för att boka tid direkt.",
    image: "/images/templates/frisor.svg",
    category: "Skönhet & Hälsa",
    tags: ["Tjänster", "Prislista", "Tidsbokning"],
  },
  {
    id: 5,
    title: "Citronglass",
    description:
      "En frisk och somrig landningssida för en citronglass, med gula toner, lockande bilder och en kampanjsektion som får besökaren att vilja smaka.",
    image: "/images/templates/citronglass.svg",
    detailImage: "/images/templates/citronglass-detail.svg",
    category: "Mat & Dryck",
    tags: ["Landningssida", "Kampanj", "Produkt"],
  },
  {
    id: 6,
    title: "Nagelsalong",
    description:
      "En elegant hemsida för en nagelsalong, med galleri över tidigare arbeten, behandlingar och priser samt enkel tidsbokning.",
    image: "/images/templates/nagelsalong.svg",
    category: "Skönhet & Hälsa",
    tags: ["Galleri", "Behandlingar", "Tidsbokning"],
  },
];
