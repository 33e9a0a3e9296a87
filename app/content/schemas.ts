/**
 * The shape of each content collection (app/content.config.ts). Apart from the config so the
 * unit tests can check the same data files against the same rules without running Astro.
 */
import { z } from "astro/zod";

const iconNames = [
  "Sparkles",
  "Search",
  "Palette",
  "BadgeCheck",
  "Smartphone",
  "Server",
  "Accessibility",
  "ShieldCheck",
  "Code",
  "Workflow",
  "Rocket",
  "RefreshCw",
  "LayoutTemplate",
  "PenTool",
] as const;

/** The lucide icons content may name; app/components/ui/icon.tsx maps each to its component. */
export const iconNameSchema = z.enum(iconNames);

const kronor = z.number().int().positive();

/**
 * Facts that belong to no single package. Texts in the collections name them as {moms} and
 * {hosting}; see app/lib/facts.ts.
 */
export const businessFactsSchema = z.object({
  /** How every price is followed: prices are stated excluding VAT. */
  vatNote: z.string().min(1),
  /** Hosting per year once it is no longer included. */
  hostingPerYear: kronor,
});

/** A price card. Texts may name facts as {fardig-hemsida.price} and the like (app/lib/facts.ts). */
export const packageSchema = z.object({
  /** Where it stands in its list (Astro returns a collection's entries in no set order). */
  order: z.number().int().positive(),
  title: z.string().min(1),
  /** Excluding VAT; null when the price is set by a quote. */
  price: kronor.nullable(),
  billing: z.enum(["once", "monthly"]),
  /** The delivery we promise, in working days. */
  deliveryWorkingDays: kronor.optional(),
  /** The most pages the price covers. */
  pagesIncluded: kronor.optional(),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  additionalInfo: z.string().min(1).optional(),
  icon: iconNameSchema,
  cta: z.enum(["Kontakta oss", "Begär offert"]),
  highlighted: z.boolean().default(false),
  /** Whether /tjanster shows the card (the template package is offered from /references). */
  onServicesPage: z.boolean(),
});

export const processStepSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  title: z.string().min(1),
  description: z.string().min(1),
  colour: z.enum(["pink", "blue", "violet", "amber"]),
});

export const faqItemSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  link: z.object({ href: z.string().startsWith("/"), label: z.string().min(1) }).optional(),
});

/** One list of questions per file; the file's name is the list's id. */
export const faqListSchema = z.object({ questions: z.array(faqItemSchema).min(1) });

export const designTemplateSchema = z.object({
  /** Also the number in its dialog's id. */
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string().startsWith("/images/"),
  detailImage: z.string().startsWith("/images/").optional(),
  category: z.enum(["Resor", "E-handel", "Mat & Dryck", "Skönhet & Hälsa"]),
  tags: z.array(z.string().min(1)).min(1),
});

export const designThinkingStepSchema = z.object({
  /** Where it stands in its list (Astro returns a collection's entries in no set order). */
  order: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().regex(/^STEG \d$/),
  colour: z.object({ badge: z.string().min(1), dot: z.string().min(1) }),
  bulletPoints: z.array(z.string().min(1)).min(1),
});

export const testimonialSchema = z.object({
  /** Where it stands in its list (Astro returns a collection's entries in no set order). */
  order: z.number().int().positive(),
  name: z.string().min(1),
  company: z.string().min(1),
  image: z.string().startsWith("/images/"),
  title: z.string().min(1),
  text: z.string().min(1),
});

/**
 * A byline (app/content/data/authors.yaml). A person's name, role and bio are the founder's on
 * /about; the team and the brand name the person who answers for them by her id.
 */
export const authorSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("person"),
    name: z.string().min(1),
    /** A sentence or two on what she writes about, after her bio on the author page. */
    writesAbout: z.string().min(1),
    topics: z.array(z.string().min(1)).min(1),
  }),
  z.object({
    kind: z.enum(["team", "brand"]),
    name: z.string().min(1),
    /** The id of the person who answers for what is published under this name. */
    responsible: z.string().min(1),
    description: z.string().min(1),
  }),
]);
