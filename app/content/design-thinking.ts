import type { DesignThinkingStep } from "./types";

export const designThinkingHeading = "Design thinking – så skapar vi hemsidor som fungerar";

export const designThinkingIntro =
  "Vi arbetar efter design thinking, en beprövad metod där människorna som ska använda hemsidan står i centrum. Resultatet blir hemsidor som inte bara ser bra ut, utan som också hjälper dina besökare att hitta rätt och bli kunder.";

export const designThinkingSteps: DesignThinkingStep[] = [
  {
    title: "Empathize",
    description:
      "Vi börjar med att förstå människorna som ska använda din hemsida. Genom samtal med dig och insikter om dina kunder tar vi reda på vad de behöver, vad de letar efter och vad som får dem att välja just ditt företag.",
    category: "STEG 1",
    colour: { badge: "bg-pink-100 text-pink-800", dot: "bg-pink-700" },
    bulletPoints: [
      "Samtal om ditt företag, dina kunder och dina mål",
      "Insikter om besökarnas behov och beteenden",
      "Genomgång av konkurrenter och bransch",
      "Analys av nuvarande hemsida och statistik",
    ],
  },
  {
    title: "Define",
    description:
      "Insikterna sammanfattas i ett tydligt problem att lösa och konkreta mål. Då vet vi exakt vad hemsidan ska uppnå och hur vi mäter att den lyckas.",
    category: "STEG 2",
    colour: { badge: "bg-blue-100 text-blue-800", dot: "bg-blue-700" },
    bulletPoints: [
      "Tydlig problemformulering",
      "Mätbara mål, till exempel fler förfrågningar",
      "Prioriterade målgrupper och budskap",
    ],
  },
  {
    title: "Ideate",
    description:
      "Vi tar fram många idéer innan vi väljer väg. Struktur, innehåll och användarflöden skissas upp så att besökaren snabbt hittar det hen söker.",
    category: "STEG 3",
    colour: { badge: "bg-violet-100 text-violet-800", dot: "bg-violet-700" },
    bulletPoints: [
      "Idéer och skisser på sidstruktur",
      "Wireframes för de viktigaste sidorna",
      "Användarflöden från första besök till kontakt",
    ],
  },
  {
    title: "Design",
    description:
      "De bästa idéerna blir en visuell design och en fungerande hemsida. Färger, typografi och bilder speglar ditt varumärke, och allt byggs mobilanpassat, tillgängligt och sökmotoroptimerat från start.",
    category: "STEG 4",
    colour: { badge: "bg-amber-100 text-amber-800", dot: "bg-amber-700" },
    bulletPoints: [
      "Visuell design i linje med ditt varumärke",
      "Responsiv utveckling för mobil, surfplatta och dator",
      "Tillgänglighet enligt WCAG",
      "SEO och generativ SEO",
    ],
  },
  {
    title: "Test",
    description:
      "Innan lanseringen testar vi hemsidan på riktigt – på olika enheter, i olika webbläsare och med riktiga användare. Det vi lär oss använder vi för att göra hemsidan ännu bättre, både före och efter lanseringen.",
    category: "STEG 5",
    colour: { badge: "bg-teal-100 text-teal-800", dot: "bg-teal-700" },
    bulletPoints: [
      "Test på mobil, surfplatta och dator",
      "Kontroll av laddningstid och tillgänglighet",
      "Användartester och feedback",
      "Justeringar före och efter lanseringen",
    ],
  },
];
