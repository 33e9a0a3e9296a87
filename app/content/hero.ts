import { fact, type Facts } from "~/lib/facts";
import { paths } from "~/lib/paths";
import { projectsBySlug, type ShownProject } from "~/lib/references/page-data";
import type { HeroBadge } from "./types";

export const heroHeadline = "Webbyra i Örebro";

export const heroTagline =
  "Vi bygger hemsidor till fast pris och skräddarsydda lösningar efter offert, så att ditt företag syns och växer online.";

export const heroEyebrow = "Hemsidor till fast pris";

export const heroCta = "Våra tjänster";

/** The second call to action, down to the process on the same page. */
export const heroProcessLink = "Så går det till";

/** The person a visitor deals with, on the first screen: the founder, who also builds the site. */
export const heroPerson = {
  title: "Du pratar direkt med Sara",
  text: "Grundaren, som själv designar och bygger din hemsida.",
} as const;

/** The name of the list of case mockups in the hero: real sites, each linking to its case. */
export const heroWorkLabel = "Hemsidor vi har byggt";

/** The name of the list of floating badges around the headline. */
export const heroBadgesLabel = "Det här hjälper vi till med";

/** The Färdig Hemsida package whose price and delivery time the hero states. */
const HERO_PACKAGE = "fardig-hemsida";
/** The case whose measured result the hero cites: a Färdig Hemsida customer, like the price beside it. */
const HERO_PROOF_CASE = "konditori-en-bulle-i-ugnen";

export type HeroFact = { value: string; label: string; link?: { href: string; context: string } };

/**
 * Price, delivery time and a measured result, on the first screen: the figures come from the
 * packages and the case's figures, never typed here.
 */
export function heroFacts(facts: Facts, projects: ShownProject[]): HeroFact[] {
  // The named case, or (moved out of the shown ones in the editor) the first shown case with a
  // measured figure, quoted with that figure's own label.
  const named = projectsBySlug(projects, [HERO_PROOF_CASE]).find((project) => project.headline);
  const proof = named ?? projects.find((project) => project.headline);
  if (!proof?.headline)
    throw new Error(
      "app/content/data/projects: hjälten citerar ett visat kundcases uppmätta siffra (caseStudy.figures), men inget visat kundcase har någon",
    );
  return [
    { value: fact(facts, `${HERO_PACKAGE}.price`), label: `fast pris ${fact(facts, "moms")}` },
    { value: fact(facts, `${HERO_PACKAGE}.deliveryDays`), label: "arbetsdagar till färdig hemsida" },
    {
      value: proof.headline.value,
      label: proof.headline.label,
      link: { href: paths.caseStudy(proof.slug), context: `kundcase: ${proof.title}` },
    },
  ];
}

/**
 * x/y: the badge's centre in % of the hero. Wide screens: y under 30 is a band above the
 * text and y over 70 a band below it (both measured on the hero's designed 44rem, so they stay
 * clear of the text however tall it grows); nothing in between, where the case mockups stand
 * either side of the text from 1280 px (app/components/home/hero.tsx).
 * Narrower screens: four rows, two above and two below the text (row 1 at the very top, row 4 at
 * the very bottom).
 */
export const heroBadges: HeroBadge[] = [
  {
    text: "Generativ SEO",
    style: "filled",
    colour: "pink",
    icon: "Sparkles",
    x: 10,
    y: 10,
    rotate: -8,
    mobile: { x: 27, row: 1 },
  },
  {
    text: "SEO-optimering",
    style: "stroke",
    colour: "blue",
    icon: "Search",
    x: 86,
    y: 9,
    rotate: 6,
    mobile: { x: 73, row: 1 },
  },
  {
    text: "UX Design",
    style: "soft",
    colour: "violet",
    icon: "Palette",
    x: 34,
    y: 5,
    rotate: -4,
    mobile: { x: 17, row: 2 },
  },
  {
    text: "Fasta priser",
    style: "filled",
    colour: "amber",
    icon: "BadgeCheck",
    x: 90,
    y: 20,
    rotate: 8,
    mobile: { x: 50, row: 2 },
  },
  {
    text: "Responsiv",
    style: "soft",
    colour: "teal",
    icon: "Smartphone",
    x: 10,
    y: 20,
    rotate: 5,
    mobile: { x: 83, row: 2 },
  },
  {
    text: "Hosting",
    style: "stroke",
    colour: "ink",
    icon: "Server",
    x: 63,
    y: 10,
    rotate: -6,
    mobile: { x: 18, row: 3 },
  },
  {
    text: "WCAG",
    style: "stroke",
    colour: "violet",
    icon: "Accessibility",
    x: 13,
    y: 89,
    rotate: -10,
    mobile: { x: 50, row: 3 },
  },
  {
    text: "GDPR",
    style: "soft",
    colour: "blue",
    icon: "ShieldCheck",
    x: 87,
    y: 88,
    rotate: 8,
    mobile: { x: 82, row: 3 },
  },
  {
    text: "Webbutveckling",
    style: "filled",
    colour: "ink",
    icon: "Code",
    x: 37,
    y: 94,
    rotate: 3,
    mobile: { x: 28, row: 4 },
  },
  {
    text: "Användarflöden",
    style: "soft",
    colour: "pink",
    icon: "Workflow",
    x: 64,
    y: 90,
    rotate: -5,
    mobile: { x: 72, row: 4 },
  },
];
