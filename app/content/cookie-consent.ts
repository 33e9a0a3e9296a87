import type { ConsentChoice, CookieCategory } from "~/lib/consent/consent-choices";

export const cookieConsentCopy = {
  summary: {
    title: "Får vi använda cookies?",
    description:
      "Med ditt samtycke använder vi Google Analytics för att se hur webbplatsen används och göra den bättre. Inget mäts om du säger nej.",
  },
  details: {
    title: "Cookieinställningar",
    description:
      "Välj vad vi får använda. Du kan ändra dig när som helst via Cookieinställningar längst ned på sidan.",
  },
  privacyLead: "Läs mer i vår",
  privacyLink: "integritetspolicy",
  manage: "Hantera inställningar",
  rejectAll: "Avvisa alla",
  acceptAll: "Acceptera alla",
  back: "Tillbaka",
  save: "Spara inställningar",
  alwaysOn: "Alltid på",
  /** The footer button that asks the question again. */
  settingsButton: "Cookieinställningar",
} as const;

export const cookieCategories: { id: CookieCategory; name: string; description: string }[] = [
  {
    id: "necessary",
    name: "Nödvändiga",
    description:
      "Sparar ditt val om cookies i webbläsaren så att vi inte frågar på varje sida. Behövs för att webbplatsen ska fungera.",
  },
  {
    id: "analytics",
    name: "Statistik",
    description:
      "Google Analytics (cookies _ga och _ga_…) visar hur besökare hittar hit och använder sidorna, sammanställt och utan namn.",
  },
  {
    id: "marketing",
    name: "Marknadsföring",
    description:
      "Tillåter Googles annonssignaler, som används för att mäta och anpassa annonser. Utan samtycke skickas inga sådana signaler.",
  },
];

/** The toast after each choice, in the specification's words; kept apart from the question's copy, which only the build needs. */
export const consentSavedToast: { title: string; messages: Record<ConsentChoice, string> } = {
  title: "Cookieinställningar sparade",
  messages: {
    "accept-all": "Alla cookies har accepterats.",
    "reject-all": "Endast nödvändiga cookies har accepterats.",
    "save-selection": "Dina cookieinställningar har sparats.",
  },
};
