import { subscriptionPrice, websitePrice } from "./prices";
import type { Package } from "./types";

export const packages: Package[] = [
  {
    id: "fardig-hemsida",
    title: "Färdig Hemsida",
    price: websitePrice,
    priceDetails: "+ moms",
    description:
      "En komplett och professionell hemsida till fast pris. Du vet exakt vad du får och vad det kostar – och ditt företag är snabbt på plats online.",
    features: [
      "Upp till 6 sidor",
      "Mobilanpassad, responsiv design",
      "On-page- och off-page-SEO",
      "Generativ SEO",
      "Google Analytics och Search Console",
      "Favicon",
      "Kontaktformulär",
      "Grundläggande tillgänglighet (WCAG)",
      "GDPR-anpassad",
      "Cookiebanner",
      "SSL-certifikat",
      "Koppling av domän",
      "Bildoptimering",
      "1 års hosting",
    ],
    additionalInfo: "Hosting ingår det första året. Från och med år två kostar hosting 1300 kr/år.",
    icon: "Rocket",
    cta: "Kontakta oss",
    highlighted: true,
  },
  {
    id: "hemsideprenumeration",
    title: "Hemsideprenumeration",
    price: subscriptionPrice,
    priceDetails: "+ moms",
    description:
      "En hemsida som utvecklas i takt med ditt företag. Vi sköter uppdateringar, analys och förbättringar löpande, så att du kan lägga tiden på dina kunder.",
    features: [
      "Löpande innehållsuppdateringar",
      "SEO- och GEO-analys",
      "Analys av användarflöden",
      "Förbättringsförslag baserade på besöksstatistik",
      "Mobilanpassad, responsiv design",
      "Hosting och SSL-certifikat",
      "Personlig kontakt och snabb hjälp",
    ],
    additionalInfo:
      "Passar dig som vill ha en hemsida som hela tiden blir bättre – utan att behöva sköta den själv.",
    icon: "RefreshCw",
    cta: "Kontakta oss",
  },
  {
    id: "fardig-mall",
    title: "Färdig mall",
    price: "5 900 kr",
    priceDetails: "+ moms",
    description:
      "Välj en av våra färdiga designmallar så anpassar vi den med ditt innehåll. Ett snabbt och prisvärt sätt att få en snygg hemsida.",
    features: [
      "Välj bland våra färdiga designmallar",
      "Anpassas med din logotyp, dina färger och texter",
      "Mobilanpassad, responsiv design",
      "Kontaktformulär",
      "SSL-certifikat",
      "Levereras inom 7 arbetsdagar",
    ],
    additionalInfo: "Hosting tillkommer med 1300 kr/år.",
    icon: "LayoutTemplate",
    cta: "Kontakta oss",
  },
  {
    id: "skraddarsydd-losning",
    title: "Skräddarsydd lösning",
    price: null,
    description:
      "Behöver du något utöver det vanliga – en webbshop, en webbapp eller särskilda integrationer? Vi tar fram en lösning helt efter dina behov.",
    features: [
      "Unik design utifrån ditt varumärke",
      "Webbappar och e-handel",
      "Integrationer med externa system",
      "Fördjupad SEO och generativ SEO",
      "Användartester och UX-analys",
      "Projektledning från idé till lansering",
    ],
    additionalInfo: "Berätta om ditt projekt så återkommer vi med en offert anpassad efter dina behov.",
    icon: "PenTool",
    cta: "Begär offert",
  },
];

export const servicePagePackages = packages.filter((p) => p.id !== "fardig-mall");
