import { fact, fillFacts, type Facts, type PackageData } from "~/lib/facts";

/** The package the home page offers. */
const OFFERED = "fardig-hemsida";

/** The features the home page names; each must still be in the package, so they are looked up. */
const highlights = [
  "Upp till {fardig-hemsida.pages} sidor",
  "Mobilanpassad, responsiv design",
  "On-page- och off-page-SEO",
  "{Tillganglighet}",
  "GDPR-anpassad",
  "1 års hosting",
];

/** The home page's offer, just below the hero: what we sell, for how much and how fast. */
export function homeOffer(packages: readonly PackageData[], facts: Facts) {
  const website = packages.find((item) => item.id === OFFERED);
  if (!website) throw new Error(`app/content/data/packages.yaml: paketet "${OFFERED}" saknas`);
  const missing = highlights.filter((feature) => !website.features.includes(feature));
  if (missing.length > 0) {
    throw new Error(`app/content/data/packages.yaml: ${website.title} saknar ${missing.join(", ")}`);
  }
  const delivery = fact(facts, `${OFFERED}.delivery`);
  return {
    eyebrow: "Vårt erbjudande",
    // The package's name is a name: on a phone "Färdig" stood alone on the heading's first line.
    // The dash stays with the name: a Swedish line never starts with a tankstreck.
    title: `${website.title.replaceAll(" ", "\u00a0")}\u00a0– klar på ${delivery}`,
    intro: `Vi bygger hemsidor till fast pris för företag i Örebro och i resten av Örebro län. Du vet från början vad som ingår och vad det kostar, och hemsidan är klar på ${delivery} när vi har fått dina texter och bilder.`,
    price: fact(facts, `${OFFERED}.price`),
    priceDetails: fact(facts, "moms"),
    priceLabel: "Fast pris",
    includedTitle: "Det här ingår",
    included: highlights.map((feature) => fillFacts(feature, facts)),
    pricesLink: "Se alla paket och priser",
    priceGuideLink: "Läs vår guide: vad kostar en hemsida?",
    /** The price guide; its address comes from app/lib/paths.ts. */
    priceGuideSlug: "vad-kostar-en-hemsida",
  };
}

export type HomeOffer = ReturnType<typeof homeOffer>;
