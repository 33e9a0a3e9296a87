import { packages } from "./packages";
import { websitePrice } from "./prices";

const website = packages.find((item) => item.id === "fardig-hemsida");
if (!website) throw new Error('Paketet "fardig-hemsida" saknas i packages.ts');

/** The features the home page names; each must still be in the package, so they are looked up. */
const highlights = [
  "Upp till 6 sidor",
  "Mobilanpassad, responsiv design",
  "On-page- och off-page-SEO",
  "Grundläggande tillgänglighet (WCAG)",
  "GDPR-anpassad",
  "1 års hosting",
];
const missing = highlights.filter((feature) => !website.features.includes(feature));
if (missing.length > 0) throw new Error(`Färdig Hemsida saknar: ${missing.join(", ")}`);

/** The home page's offer, just below the hero: what we sell, for how much and how fast. */
export const homeOffer = {
  eyebrow: "Vårt erbjudande",
  title: `${website.title} – klar på 5 arbetsdagar`,
  intro:
    "Vi bygger hemsidor till fast pris för företag i Örebro och i resten av Örebro län. Du vet från början vad som ingår och vad det kostar, och hemsidan är klar på 5 arbetsdagar när vi har fått dina texter och bilder.",
  price: websitePrice,
  priceDetails: website.priceDetails ?? "",
  priceLabel: "Fast pris",
  includedTitle: "Det här ingår",
  included: highlights,
  pricesLink: "Se alla paket och priser",
  priceGuideLink: "Läs vår guide: vad kostar en hemsida?",
  /** The price guide; its address comes from app/lib/paths.ts. */
  priceGuideSlug: "vad-kostar-hemsida-2025",
} as const;
