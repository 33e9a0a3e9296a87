import type { z } from "astro/zod";
import type {
  designTemplateSchema,
  designThinkingStepSchema,
  faqItemSchema,
  iconNameSchema,
  processStepSchema,
  testimonialSchema,
} from "./schemas";

/** The lucide icons content may name; app/components/ui/icon.tsx maps each to its component. */
export type IconName = z.infer<typeof iconNameSchema>;

/** A price card as it is shown, its facts filled in (app/lib/facts.ts). */
export type Package = {
  id: string;
  title: string;
  price: string | null;
  priceDetails?: string;
  description: string;
  features: string[];
  additionalInfo?: string;
  icon: IconName;
  cta: "Kontakta oss" | "Begär offert";
  highlighted: boolean;
};

export type ProcessStep = z.infer<typeof processStepSchema>;

export type DesignThinkingStep = z.infer<typeof designThinkingStepSchema>;

export type FaqItem = z.infer<typeof faqItemSchema>;

export type Testimonial = z.infer<typeof testimonialSchema> & { id: string };

/** A measured outcome, stated in the case study's own text; shown as a figure on its page. */
export type CaseFigure = {
  value: string;
  label: string;
  /** Where and over what period it was measured, so a reader can judge the number. */
  measuredBy: string;
};

/** The client's own words about the project. */
export type CaseQuote = { text: string; name: string; role: string };

export type CaseStudy = {
  challenge?: string;
  solution?: string;
  result?: string;
  figures?: CaseFigure[];
  /** What we delivered, one item a line. */
  scope: string[];
  /** The package the client bought: a `Package` id (app/content/packages.ts). */
  packageId: string;
  /** From start to launch, in the client's terms. */
  timeline: string;
  quote: CaseQuote;
  images: string[];
  mockup?: string;
  video?: { vimeoId: string; poster: string };
};

export type Project = {
  slug: string;
  title: string;
  description: string;
  image: string;
  cardImage?: string;
  detailImage?: string;
  tags: string[];
  link?: string;
  studio: string;
  meta: string;
  caseStudy?: CaseStudy;
};

export type ShowcaseText = { projectTitle: string; paragraphs: string[] };

export type DesignTemplate = z.infer<typeof designTemplateSchema>;

// x, y: landing position in % of the hero badge area (0-100).
// rotate: degrees, -12..12.
export type HeroBadge = {
  text: string;
  style: "filled" | "stroke" | "soft";
  colour: "pink" | "blue" | "violet" | "amber" | "teal" | "ink";
  icon: IconName;
  x: number;
  y: number;
  rotate: number;
  /** Below 1024 px the headline takes the middle: x in %, row 1–2 above it, 3–4 below. */
  mobile: { x: number; row: 1 | 2 | 3 | 4 };
};
