/**
 * The articles and the business content as collections: each file is checked against its schema
 * at build time, so a missing or mistyped field stops `npm run build` with the file and the field
 * named. Decisions 0018 (facts), 0019 (blog), 0020 (projects) and 0022 (authors).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { blog } from "./lib/blog/blog-collection";
import {
  authorSchema,
  buildStepSchema,
  businessFactsSchema,
  designTemplateSchema,
  designThinkingStepSchema,
  faqListSchema,
  packageSchema,
  processStepSchema,
  projectSchema,
  testimonialSchema,
} from "./content/schemas";

const data = (name: string) => `app/content/data/${name}`;

export const collections = {
  blog,
  authors: defineCollection({ loader: file(data("authors.yaml")), schema: authorSchema }),
  businessFacts: defineCollection({ loader: file(data("business-facts.yaml")), schema: businessFactsSchema }),
  packages: defineCollection({ loader: file(data("packages.yaml")), schema: packageSchema }),
  processSteps: defineCollection({ loader: file(data("process.yaml")), schema: processStepSchema }),
  buildSteps: defineCollection({ loader: file(data("build-steps.yaml")), schema: buildStepSchema }),
  faq: defineCollection({ loader: glob({ pattern: "*.yaml", base: data("faq") }), schema: faqListSchema }),
  designTemplates: defineCollection({ loader: file(data("templates.yaml")), schema: designTemplateSchema }),
  designThinkingSteps: defineCollection({
    loader: file(data("design-thinking.yaml")),
    schema: designThinkingStepSchema,
  }),
  /** One file per project; the file's name is the slug of its case study page. */
  projects: defineCollection({
    loader: glob({ pattern: "*.yaml", base: data("projects") }),
    schema: projectSchema,
  }),
  testimonials: defineCollection({ loader: file(data("testimonials.yaml")), schema: testimonialSchema }),
};
