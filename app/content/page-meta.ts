import { fact, type Facts } from "~/lib/facts";
import { paths } from "~/lib/paths";

// Each page's title and description in search results and link previews. One export per page,
// so a route's code carries its own words only; those that state prices or times take the facts.
export const homeMeta = (facts: Facts) => ({
  title: "Webbyrå i Örebro – hemsidor till fast pris | Vinga Design",
  description: `Vinga Design är en webbyrå i Örebro som bygger snabba, sökmotoroptimerade och tillgängliga hemsidor till fast pris – ${fact(facts, "fardig-hemsida.price")} ${fact(facts, "moms")}, klar på ${fact(facts, "fardig-hemsida.delivery")}.`,
});

export const servicesMeta = (facts: Facts) => ({
  // Asks the spec's question, answered with our own packages; the price guide (an article) covers
  // the market's price levels under a title of its own, so the two do not compete for one query.
  title: "Vad kostar en hemsida hos oss? Fasta priser | Vinga Design",
  description: `Färdig Hemsida ${fact(facts, "fardig-hemsida.price")} ${fact(facts, "moms")} med ett års hosting, prenumeration ${fact(facts, "hemsideprenumeration.price")} ${fact(facts, "moms")} eller skräddarsytt efter offert. Se vad som ingår.`,
});

export const referencesMeta = {
  title: "Exempel på hemsidor i Örebro – referenser och kundcase",
  description:
    "Se exempel på hemsidor vi har byggt åt företag i Örebro: kundcase med utmaning, lösning och resultat, plus färdiga designmallar att utgå från.",
} as const;

export const blogMeta = {
  title: "Blogg om webbdesign, användbarhet och SEO | Vinga Design",
  description:
    "Tips och guider om hemsidor för småföretag: vad en hemsida kostar, design, UX, sökmotoroptimering, generativ SEO och GDPR.",
  keywords: [
    "webbdesign blogg",
    "hemsida tips",
    "vad kostar en hemsida",
    "SEO för småföretag",
    "generativ SEO",
    "UX-design",
    "GDPR cookies",
  ],
} as const;

export const aboutMeta = {
  title: "Om oss – webbyrån bakom Vinga Design i Örebro",
  description:
    "Möt Vinga Design, en liten webbyrå i Örebro som leds av Sara Lindberg med över 13 års erfarenhet av design, utveckling och SEO.",
} as const;

export const contactMeta = (facts: Facts) => ({
  title: "Kontakta oss – offert på din nya hemsida | Vinga Design",
  description: `Berätta vad du behöver så svarar vi inom ${fact(facts, "svarstid")}. Kontakta Vinga Design i Örebro om ny hemsida, redesign, webbapp eller SEO.`,
});

export const privacyMeta = {
  title: "Integritetspolicy | Vinga Design",
  description:
    "Så behandlar Vinga Design dina personuppgifter och cookies: vilka uppgifter vi samlar in, varför, hur länge och vilka rättigheter du har.",
} as const;

export const accessibilityMeta = {
  title: "Tillgänglighetsredogörelse | Vinga Design",
  description:
    "Hur tillgänglig Vinga Designs webbplats är enligt WCAG 2.2 AA, hur vi har kontrollerat det och hur du meddelar oss om något hindrar dig.",
} as const;

export const notFoundMeta = {
  title: "404 – Sidan hittades inte | Vinga Design",
  description: "Sidan du letar efter finns inte. Gå tillbaka till startsidan för Vinga Design.",
} as const;

/** The not-found page's own words (the spec's, in English as it has them), then ways on in Swedish. */
export const notFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  homeLink: "Return to Home",
  helpText: "Sidan du letar efter finns inte, eller har flyttat. Kanske hittar du det du söker här:",
  helpLabel: "Vanliga sidor",
  helpLinks: [
    { label: "Tjänster och priser", href: paths.services },
    { label: "Referenser", href: paths.references },
    { label: "Blogg", href: paths.blog },
    { label: "Kontakt", href: paths.contact },
  ],
} as const;

/** The spec's console message for an unknown address, logged by the not-found page's behaviour. */
export const notFoundConsoleMessage = "404 Error: User attempted to access non-existent route:";
