import { fact, type Facts } from "~/lib/facts";
import { siteConfig } from "~/site.config";

type TextSection = { title: string; paragraphs: string[] };

type Founder = {
  title: string;
  name: string;
  /** Shown under the name and used as jobTitle in structured data. */
  role: string;
  /** The id of her section on /about, which articles she wrote link to. */
  anchorId: string;
  paragraph: string;
  /** The founder card's link to the contact page. */
  contactLabel: string;
};

type ImageAsset = { src: string; alt: string; width: number; height: number };

export const aboutEyebrow = "Om oss";
export const aboutHeading = "Om Vinga Design";

/** The three figures beside "Om byrån"; time and price are Färdig Hemsida's. */
export const aboutFacts = (facts: Facts) => [
  { value: "13+", label: "års erfarenhet" },
  { value: fact(facts, "fardig-hemsida.deliveryDays"), label: "arbetsdagar till en Färdig Hemsida" },
  { value: fact(facts, "fardig-hemsida.price"), label: `fast pris ${fact(facts, "moms")}` },
];

export const aboutVision: TextSection = {
  title: "Vår vision",
  paragraphs: [
    "Vi tror att alla företag, stora som små, förtjänar en hemsida som är lika professionell som verksamheten bakom den. En bra hemsida ska inte vara krånglig, dyr eller ta månader att bygga – den ska hjälpa dig att synas, skapa förtroende och ge dig fler kunder.",
    "Därför kombinerar vi genomtänkt design med teknik som håller över tid. Vår vision är att göra det enkelt för småföretagare och privatpersoner att ta plats online, med hemsidor som fungerar för alla besökare och som är lätta att hitta i både sökmotorer och AI-drivna söktjänster.",
  ],
};

export const aboutAgency = (facts: Facts): TextSection => ({
  title: "Om byrån",
  paragraphs: [
    `Vinga Design är en webbyrå i Örebro som bygger hemsidor till fasta priser och skräddarsydda lösningar efter offert. Du vet från början vad hemsidan kostar och vad som ingår, och en Färdig Hemsida är klar på bara ${fact(facts, "fardig-hemsida.delivery")}. Vi arbetar nära våra kunder, med personlig kontakt genom hela processen.`,
    `Varje hemsida vi bygger är mobilanpassad och GDPR-anpassad från start, med ${fact(facts, "tillganglighet")}. Vi arbetar med både traditionell SEO och generativ SEO, så att ditt företag syns där dina kunder letar – oavsett om de googlar eller frågar en AI-assistent.`,
  ],
});

export const aboutFounder: Founder = {
  title: "Grundaren",
  name: "Sara Lindberg",
  role: "Grundare, webbdesigner och utvecklare",
  anchorId: "sara-lindberg",
  contactLabel: "Prata med Sara",
  paragraph:
    "Bakom Vinga Design står Sara Lindberg, webbdesigner och utvecklare med över 13 års erfarenhet av att skapa hemsidor och digitala tjänster. Sara brinner för användarvänlig design och för att hjälpa mindre företag att växa online. Hos henne får du en kunnig och engagerad samarbetspartner som tar sig tid att förstå din verksamhet.",
};

/** The founder's illustrated portrait: /about's one image, by the contact form and in the blog's bylines. */
export const founderPortrait: ImageAsset = {
  src: "/images/team/sara-lindberg.svg",
  alt: `Illustrerat porträtt av ${siteConfig.founder}, grundare av ${siteConfig.name}`,
  width: 240,
  height: 240,
};

/** The page's closing band. `replyWithin` is the business fact {svarstid}. */
export const aboutClosing = {
  title: "Ska vi ta fram din hemsida?",
  text: (replyWithin: string) =>
    `Berätta om ditt företag och vad du behöver, så föreslår Sara ett upplägg – till fast pris eller efter offert. Du får svar inom ${replyWithin}.`,
  link: "Kontakta oss",
} as const;
