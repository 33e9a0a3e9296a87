import type { HeroBadge } from "./types";

export const heroHeadline = "Webbyra i Örebro";

export const heroTagline =
  "Vi bygger hemsidor till fast pris och skräddarsydda lösningar efter offert, så att ditt företag syns och växer online.";

export const heroCta = "Våra tjänster";

/**
 * x/y: the badge's centre in % of the hero. Wide screens: along the edges, never within
 * x 25–75 while y is 30–70 (the headline). Narrower screens: four rows,
 * two above and two below the headline (row 1 at the very top, row 4 at the very bottom).
 */
export const heroBadges: HeroBadge[] = [
  {
    text: "Generativ SEO",
    style: "filled",
    colour: "pink",
    icon: "Sparkles",
    x: 10,
    y: 14,
    rotate: -8,
    mobile: { x: 27, row: 1 },
  },
  {
    text: "SEO-optimering",
    style: "stroke",
    colour: "blue",
    icon: "Search",
    x: 86,
    y: 12,
    rotate: 6,
    mobile: { x: 73, row: 1 },
  },
  {
    text: "UX Design",
    style: "soft",
    colour: "violet",
    icon: "Palette",
    x: 36,
    y: 8,
    rotate: -4,
    mobile: { x: 17, row: 2 },
  },
  {
    text: "Fasta priser",
    style: "filled",
    colour: "amber",
    icon: "BadgeCheck",
    x: 90,
    y: 46,
    rotate: 8,
    mobile: { x: 50, row: 2 },
  },
  {
    text: "Responsiv",
    style: "soft",
    colour: "teal",
    icon: "Smartphone",
    x: 8,
    y: 50,
    rotate: 5,
    mobile: { x: 83, row: 2 },
  },
  {
    text: "Hosting",
    style: "stroke",
    colour: "ink",
    icon: "Server",
    x: 64,
    y: 16,
    rotate: -6,
    mobile: { x: 18, row: 3 },
  },
  {
    text: "WCAG",
    style: "stroke",
    colour: "violet",
    icon: "Accessibility",
    x: 14,
    y: 84,
    rotate: -10,
    mobile: { x: 50, row: 3 },
  },
  {
    text: "GDPR",
    style: "soft",
    colour: "blue",
    icon: "ShieldCheck",
    x: 86,
    y: 82,
    rotate: 8,
    mobile: { x: 82, row: 3 },
  },
  {
    text: "Webbutveckling",
    style: "filled",
    colour: "ink",
    icon: "Code",
    x: 38,
    y: 90,
    rotate: 3,
    mobile: { x: 28, row: 4 },
  },
  {
    text: "Användarflöden",
    style: "soft",
    colour: "pink",
    icon: "Workflow",
    x: 64,
    y: 86,
    rotate: -5,
    mobile: { x: 72, row: 4 },
  },
];
