import { fact, type Facts } from "~/lib/facts";
import { siteConfig } from "~/site.config";
import type { PolicyDocumentHeader, PolicySection } from "./privacy-policy";

/**
 * The accessibility statement for this site, in the order of DIGG's model statement: how
 * accessible it is, what is not, how to report a barrier, how it was checked. Every claim is one
 * the test suite checks (tests/e2e/a11y.spec.ts, wcag.spec.ts, wcag-widgets.spec.ts, decision
 * 0011); change the two together.
 */
export const accessibilityStatement: PolicyDocumentHeader = {
  eyebrow: "Tillgänglighet",
  title: "Tillgänglighetsredogörelse",
  intro: `${siteConfig.name} står bakom den här webbplatsen. Vi bygger tillgängliga hemsidor åt våra kunder och vill att vår egen ska gå att använda för alla, oavsett hur du läser, navigerar eller ser. Här berättar vi hur webbplatsen uppfyller kraven, hur vi har kontrollerat det och hur du meddelar oss om något hindrar dig.`,
  lastUpdated: { label: "Senast uppdaterad", date: "2026-11-28", text: "28 november 2026" },
  tocTitle: "Innehåll",
};

export const accessibilitySections = (facts: Facts): PolicySection[] => [
  {
    id: "status",
    title: "Hur tillgänglig är webbplatsen?",
    blocks: [
      {
        kind: "paragraph",
        text: "Målet är att webbplatsen ska uppfylla riktlinjerna i WCAG 2.2 på nivå AA. Vi bedömer att den i huvudsak gör det. Det vi vet inte fungerar fullt ut står under nästa rubrik.",
      },
      {
        kind: "list",
        items: [
          { text: "Allt går att nå och använda med tangentbordet, och du ser hela tiden var du är." },
          {
            text: "Texten går att förstora till 200 % och sidorna går att läsa på en 320 pixlar bred skärm utan att du behöver skrolla i sidled.",
          },
          { text: "Sidorna har rubriker, landmärken och etiketter som skärmläsare kan läsa upp." },
          {
            text: "Har du valt minskad rörelse på din enhet står animationerna still och filmerna spelas inte upp.",
          },
          { text: "Kontaktformuläret visar fel i text intill fältet, på svenska." },
        ],
      },
    ],
  },
  {
    id: "brister",
    title: "Det här fungerar inte fullt ut",
    blocks: [
      {
        kind: "list",
        items: [
          {
            term: "Filmerna i kundcasen",
            text: "spelas i Vimeos spelare, som vi inte styr över. Filmerna är tysta, går att pausa och visar samma arbete som bilderna i caset, så du missar inget om du inte kan se dem.",
          },
          {
            term: "Automatiska kontroller hittar inte allt.",
            text: "När en granskning eller en besökare visar oss en brist rättar vi den och lägger till en kontroll som ser till att den inte kommer tillbaka.",
          },
        ],
      },
    ],
  },
  {
    id: "rapportera",
    title: "Om något hindrar dig",
    blocks: [
      {
        kind: "paragraph",
        text: `Kommer du inte åt något på webbplatsen, eller behöver du innehållet i ett annat format? Mejla oss eller ring ${siteConfig.business.phone}. Berätta gärna på vilken sida det var och vad som hände, så svarar vi inom ${fact(facts, "svarstid")}.`,
      },
      { kind: "contact" },
    ],
  },
  {
    id: "kontroll",
    title: "Så har vi kontrollerat webbplatsen",
    blocks: [
      {
        kind: "paragraph",
        text: "Varje sorts sida, från startsidan till en artikel, ett kundcase och sidan som visas när en adress inte finns, kontrolleras med automatiska tester i webbläsaren Chromium:",
      },
      {
        kind: "list",
        items: [
          { text: "med verktyget axe mot WCAG 2.2 nivå A och AA," },
          {
            text: "vid 320 pixlars bredd, och med texten förstorad till 200 % och WCAG:s ökade text- och radavstånd vid 390 och 1 280 pixlars bredd,",
          },
          {
            text: "genom att gå igenom hela sidan med Tab och Skift+Tab, där fokus alltid ska synas med minst 3:1 i kontrast och aldrig hamna under något annat,",
          },
          { text: "så att klickytor är minst 24 × 24 pixlar," },
          {
            text: "med minskad rörelse, och knappar, reglage och formulärfält även i läget med tvingade färger (som Windows kontrastteman),",
          },
          {
            text: "i dialogrutorna, som ska hålla kvar fokus medan de är öppna och lämna tillbaka det när de stängs.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "Utöver det granskas webbplatsen för hand mot WCAG 2.2 nivå AA, senast i november 2026. Det en granskning hittar rättar vi och lägger till bland kontrollerna ovan.",
      },
    ],
  },
];
