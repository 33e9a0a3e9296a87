import type { z } from "astro/zod";
import type {
  buildStepSchema,
  designTemplateSchema,
  designThinkingStepSchema,
  faqItemSchema,
  iconNameSchema,
  processStepSchema,
  projectSchema,
  testimonialSchema,
} from "./schemas";

/** The lucide icons content may name; app/ui/icon.tsx maps each to its component. */
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

export type BuildStep = z.infer<typeof buildStepSchema>;

export type DesignThinkingStep = z.infer<typeof designThinkingStepSchema>;

export type FaqItem = z.infer<typeof faqItemSchema>;

export type Testimonial = z.infer<typeof testimonialSchema> & { id: string };

/** A project as the pages use it: its data file's fields and its slug, the file's name. */
export type Project = z.infer<ReturnType<typeof projectSchema>> & { slug: string };

export type CaseStudy = NonNullable<Project["caseStudy"]>;

/** The client's own words about the project. */
export type CaseQuote = CaseStudy["quote"];

export type DesignTemplate = z.infer<ReturnType<typeof designTemplateSchema>> & { id: string };

/** A picture as the content names it: the measured file (Astro's image()) and its description. */
export type ContentPicture = Project["image"];

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
