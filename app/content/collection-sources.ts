/**
 * Where each data collection's files are and the schema each entry is checked against: the one
 * table both the build's collections (app/content.config.ts) and the content editor's
 * configuration (build-steps/cms/cms-config.ts) read, so the editor writes the files the build
 * reads and offers the fields the build accepts. The articles are the blog's own collection
 * (app/lib/blog/blog-collection.ts).
 */
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
} from "./schemas";

/** The data files' folder, from the repository's root (where the build and the tests run). */
export const DATA_FOLDER = "app/content/data";

/**
 * `file`: one YAML file in DATA_FOLDER, a list of records with an `id` each, or named records
 * (Astro's file loader); `folder`: a folder in DATA_FOLDER with a YAML file per entry, the file's
 * name its id.
 */
export type CollectionSource = { schema: unknown } & ({ file: string } | { folder: string });

export const collectionSources = {
  packages: { file: "packages.yaml", schema: packageSchema },
  businessFacts: { file: "business-facts.yaml", schema: businessFactsSchema },
  processSteps: { file: "process.yaml", schema: processStepSchema },
  buildSteps: { file: "build-steps.yaml", schema: buildStepSchema },
  faq: { folder: "faq", schema: faqListSchema },
  designTemplates: { file: "templates.yaml", schema: designTemplateSchema },
  designThinkingSteps: { file: "design-thinking.yaml", schema: designThinkingStepSchema },
  testimonials: { file: "testimonials.yaml", schema: testimonialSchema },
  /** One file per project; the file's name is the slug of its case study page. */
  projects: { folder: "projects", schema: projectSchema },
  authors: { file: "authors.yaml", schema: authorSchema },
} satisfies Record<string, CollectionSource>;
