import type { HeroBadge } from "./types";

export const heroHeadline = "Webbyra i Örebro";

export const heroTagline =
  "Vi bygger skräddarsydda hemsidor till fast pris, så att ditt företag syns och växer online.";

export const heroCta = "Våra tjänster";

// Badges sit along the edges: none lands within x 25-75 while y is 30-70.
export const heroBadges: HeroBadge[] = [
  {
    text: "Generativ SEO",
    style: "filled",
    colour: "pink",
    icon: "Sparkles",
    x: 8,
    y: 12,
    rotate: -8,
  },
  {
    text: "SEO-optimering",
    style: "stroke",
    colour: "blue",
    icon: "Search",
    x: 84,
    y: 10,
    rotate: 6,
  },
  {
    text: "UX Design",
    style: "soft",
    colour: "violet",
    icon: "Palette",
    x: 36,
    y: 6,
    rotate: -4,
  },
  {
    text: "Fasta priser",
    style: "filled",
    colour: "amber",
    icon: "BadgeCheck",
    x: 90,
    y: 44,
    rotate: 10,
  },
  {
    text: "Responsiv",
    style: "soft",
    colour: "teal",
    icon: "Smartphone",
    x: 6,
    y: 48,
    rotate: 5,
  },
  {
    text: "Hosting",
    style: "stroke",
    colour: "ink",
    icon: "Server",
    x: 64,
    y: 16,
    rotate: -6,
  },
  {
    text: "WCAG",
    style: "stroke",
    colour: "violet",
    icon: "Accessibility",
    x: 14,
    y: 84,
    rotate: -10,
  },
  {
    text: "GDPR",
    style: "soft",
    colour: "blue",
    icon: "ShieldCheck",
    x: 86,
    y: 80,
    rotate: 8,
  },
  {
    text: "Webbutveckling",
    style: "filled",
    colour: "ink",
    icon: "Code",
    x: 38,
    y: 92,
    rotate: 3,
  },
  {
    text: "Användarflöden",
    style: "soft",
    colour: "pink",
    icon: "Workflow",
    x: 66,
    y: 88,
    rotate: -5,
  },
];
