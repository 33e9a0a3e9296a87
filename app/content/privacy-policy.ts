import { ANALYTICS_CLIENT_COOKIE, analyticsContainerCookie } from "~/lib/analytics/analytics-cookie-names";
import { CONSENT_GIVEN_KEY, CONSENT_SETTINGS_KEY } from "~/lib/consent/consent-storage";
import { CONTACT_DRAFT_KEY } from "~/lib/contact/contact-fields";
import { VIMEO_ORIGIN } from "~/lib/references/vimeo-embed";
import { siteConfig } from "~/site.config";

export type PolicyBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: { term?: string; text: string }[] }
  | { kind: "cookie-table" }
  | { kind: "contact" };

export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] };

/** What a policy page shows above its sections. */
export type PolicyDocumentHeader = {
  eyebrow: string;
  title: string;
  intro: string;
  lastUpdated: { label: string; date: string; text: string };
  tocTitle: string;
};

export const privacyPolicy = {
  eyebrow: "GDPR",
  title: "Integritetspolicy",
  intro: `Här berättar vi på ${siteConfig.name} vilka personuppgifter vi behandlar när du besöker webbplatsen eller kontaktar oss, varför vi gör det, hur länge vi sparar uppgifterna och vilka rättigheter du har.`,
  lastUpdated: { label: "Senast uppdaterad", date: "2025-05-13", text: "13 maj 2025" },
  tocTitle: "Innehåll",
} as const;

export const cookieTable = {
  caption: "Cookies och lagring på webbplatsen",
  headers: ["Namn", "Typ", "Syfte", "Lagras"],
  rows: [
    {
      name: CONSENT_GIVEN_KEY,
      type: "Nödvändig (webbläsarens lagring)",
      purpose: "Kommer ihåg att du har svarat på frågan om cookies.",
      duration: "Tills du ändrar ditt val eller rensar webbläsaren",
    },
    {
      name: CONSENT_SETTINGS_KEY,
      type: "Nödvändig (webbläsarens lagring)",
      purpose: "Kommer ihåg vilka kategorier du har sagt ja eller nej till.",
      duration: "Tills du ändrar ditt val eller rensar webbläsaren",
    },
    {
      name: CONTACT_DRAFT_KEY,
      type: "Nödvändig (webbläsarens lagring för fliken)",
      purpose:
        "Behåller det du skrivit i kontaktformuläret men inte skickat när sidan laddas om, till exempel när du ändrar dina cookieinställningar. Skickas aldrig till oss.",
      duration: "Tills texten har visats igen eller fliken stängs",
    },
    {
      name: ANALYTICS_CLIENT_COOKIE,
      type: "Statistik (Google Analytics), bara med samtycke",
      purpose: "Skiljer besökare åt med ett slumpat id, så att statistiken räknar besök rätt.",
      duration: "2 år",
    },
    {
      name: analyticsContainerCookie(siteConfig.analyticsId),
      type: "Statistik (Google Analytics), bara med samtycke",
      purpose: "Håller reda på ditt pågående besök, till exempel vilka sidor du har sett.",
      duration: "2 år",
    },
  ],
} as const;

export const privacySections: PolicySection[] = [
  {
    id: "ansvarig",
    title: "Vem är ansvarig för dina uppgifter?",
    blocks: [
      {
        kind: "paragraph",
        text: `${siteConfig.name} i ${siteConfig.city} är personuppgiftsansvarig för behandlingen som beskrivs här. Det betyder att vi ansvarar för att dina uppgifter hanteras korrekt och enligt dataskyddsförordningen (GDPR).`,
      },
    ],
  },
  {
    id: "uppgifter",
    title: "Vilka uppgifter samlar vi in?",
    blocks: [
      {
        kind: "list",
        items: [
          {
            term: "Kontaktformuläret:",
            text: "ditt namn, din e-postadress, det du skriver i meddelandet och att du har godkänt att vi hanterar uppgifterna.",
          },
          {
            term: "Användning av webbplatsen:",
            text: "om du har sagt ja till statistikcookies samlar Google Analytics in uppgifter om hur webbplatsen används, till exempel vilka sidor som visas, ungefär varifrån besöket kommer (land eller stad), vilken typ av enhet och webbläsare som används och hur du hittade hit.",
          },
          {
            term: "Ditt val om cookies:",
            text: "vi sparar ditt svar i din egen webbläsare så att vi inte behöver fråga på varje sida.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "Vi ber inte om känsliga personuppgifter. Skriv gärna inte sådant i meddelandet.",
      },
    ],
  },
  {
    id: "syften",
    title: "Varför behandlar vi uppgifterna?",
    blocks: [
      {
        kind: "list",
        items: [
          { text: "För att svara på din fråga och ta fram ett förslag eller en offert." },
          { text: "För att genomföra uppdraget om du blir kund, och sköta fakturering och bokföring." },
          {
            text: "För att förstå hur webbplatsen används, så att vi kan förbättra innehåll och funktioner. Statistiken tittar vi på sammanställd, inte per person.",
          },
          { text: "För att webbplatsen ska fungera och komma ihåg ditt val om cookies." },
        ],
      },
    ],
  },
  {
    id: "rattslig-grund",
    title: "Vilken rättslig grund har vi?",
    blocks: [
      {
        kind: "list",
        items: [
          {
            term: "Samtycke:",
            text: "när du kryssar i rutan i kontaktformuläret och när du säger ja till statistik- eller marknadsföringscookies. Du kan när som helst ta tillbaka ditt samtycke.",
          },
          {
            term: "Avtal:",
            text: "när din förfrågan leder till ett uppdrag behandlar vi uppgifterna för att kunna ingå och fullgöra avtalet med dig.",
          },
          {
            term: "Berättigat intresse:",
            text: "för att kunna följa upp en pågående kontakt och för att hålla webbplatsen säker och fungerande, till exempel genom att spara ditt cookieval.",
          },
        ],
      },
    ],
  },
  {
    id: "lagring",
    title: "Hur länge sparar vi uppgifterna?",
    blocks: [
      {
        kind: "list",
        items: [
          {
            term: "Kontaktuppgifter och meddelanden:",
            text: "högst 12 månader efter att ärendet har avslutats. Därefter raderas de.",
          },
          {
            term: "Om du blir kund:",
            text: "så länge avtalet gäller, och underlag för bokföringen så länge bokföringslagen kräver (sju år).",
          },
          {
            term: "Statistik i Google Analytics:",
            text: "högst 14 månader. Analyscookiernas livslängd framgår av tabellen under Cookies.",
          },
        ],
      },
    ],
  },
  {
    id: "rattigheter",
    title: "Dina rättigheter",
    blocks: [
      { kind: "paragraph", text: "Enligt GDPR har du rätt att:" },
      {
        kind: "list",
        items: [
          { term: "Få tillgång", text: "till de uppgifter vi har om dig (registerutdrag)." },
          { term: "Få felaktiga uppgifter rättade", text: "eller ofullständiga uppgifter kompletterade." },
          {
            term: "Få dina uppgifter raderade",
            text: "när de inte längre behövs eller om du tar tillbaka ditt samtycke.",
          },
          { term: "Begränsa behandlingen", text: "till exempel medan vi utreder om en uppgift stämmer." },
          {
            term: "Få ut dina uppgifter (dataportabilitet)",
            text: "i ett maskinläsbart format för att kunna flytta dem till någon annan.",
          },
          { term: "Invända", text: "mot behandling som vi gör med stöd av berättigat intresse." },
        ],
      },
      {
        kind: "paragraph",
        text: "Hör av dig till oss så hjälper vi dig, kostnadsfritt. Om du tycker att vi hanterar dina uppgifter fel kan du också lämna klagomål till Integritetsskyddsmyndigheten (IMY).",
      },
    ],
  },
  {
    id: "mottagare",
    title: "Vilka tar del av uppgifterna?",
    blocks: [
      {
        kind: "paragraph",
        text: "Vi säljer aldrig dina uppgifter. De här tjänsterna tar emot uppgifter när du använder webbplatsen:",
      },
      {
        kind: "list",
        items: [
          {
            term: "FormSubmit (formsubmit.co)",
            text: "tar emot det du skickar via kontaktformuläret och vidarebefordrar det till vår e-post. Tjänsten kan behandla uppgifterna utanför EU/EES. Då sker överföringen med stöd av EU-kommissionens standardavtalsklausuler (artikel 46 i GDPR), som förpliktar mottagaren att skydda uppgifterna enligt EU:s krav. Vill du ha en kopia av klausulerna kan du kontakta oss.",
          },
          {
            term: "Google Analytics (Google Ireland Ltd och Google LLC)",
            text: "tar emot uppgifter om hur webbplatsen används, men bara om du har sagt ja till statistik. Uppgifterna kan föras över till USA, där Google omfattas av EU:s och USA:s ramverk för dataskydd (EU-US Data Privacy Framework).",
          },
          {
            term: `Vimeo (${new URL(VIMEO_ORIGIN).host})`,
            text: "visar den korta filmen utan ljud överst i ett kundcase. Spelaren hämtas från Vimeo först när du öppnar ett kundcase under Referenser, och aldrig om du har valt minskad rörelse på din enhet. Då får Vimeo din IP-adress och uppgifter om din webbläsare. Vi ber spelaren att inte spåra dig, så den sätter inga cookies och samlar ingen statistik om dig. Vimeo finns i USA, så uppgifterna kan behandlas där. Vi visar filmen med stöd av berättigat intresse: att visa vårt arbete.",
          },
        ],
      },
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    blocks: [
      {
        kind: "paragraph",
        text: "Cookies är små textfiler som sparas i din webbläsare. Vi använder bara det som behövs för att webbplatsen ska fungera, och statistik från Google Analytics om du säger ja. Inga statistik- eller marknadsföringscookies sätts innan du har svarat, och inget hämtas från Google förrän du har gett ditt samtycke. Vi sätter i dag inga marknadsföringscookies; säger du ja till marknadsföring får Google Analytics använda sina annonssignaler.",
      },
      { kind: "cookie-table" },
      {
        kind: "paragraph",
        text: "Du kan när som helst ändra eller ta tillbaka ditt samtycke via länken ”Cookieinställningar” längst ned på webbplatsen. Då glömmer vi ditt val, frågar igen och du kan välja ”Avvisa alla”. Tar du tillbaka samtycket till statistik tar vi bort cookies _ga och _ga_… från din webbläsare. Du kan också radera cookies i webbläsarens inställningar.",
      },
    ],
  },
  {
    id: "kontakt",
    title: "Kontakta oss",
    blocks: [
      {
        kind: "paragraph",
        text: "Har du frågor om hur vi hanterar personuppgifter, eller vill du använda någon av dina rättigheter? Skicka ett mejl så svarar vi så snart vi kan.",
      },
      { kind: "contact" },
    ],
  },
];
