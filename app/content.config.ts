/**
 * The articles and the business content as collections: each file is checked against its schema
 * at build time, so a missing or mistyped field stops `npm run build` with the file and the field
 * named. Where each collection's files are and its schema: app/content/collection-sources.ts.
 * Decisions 0018 (facts), 0019 (blog), 0020 (projects) and 0022 (authors).
 */
import type { z } from "astro/zod";
import { defineCollection, type SchemaContext } from "astro:content";
import { file, glob } from "astro/loaders";
import { blog } from "./lib/blog/blog-collection";
import { collectionSources, DATA_FOLDER } from "./content/collection-sources";

type Source<S extends z.ZodType> = { schema: S | ((context: SchemaContext) => S) } & (
  { file: string } | { folder: string }
);

/** A data collection read from where the table says, each entry checked against its schema. */
function dataCollection<S extends z.ZodType>(source: Source<S>) {
  return defineCollection({
    loader:
      "file" in source
        ? file(`${DATA_FOLDER}/${source.file}`)
        : glob({ pattern: "*.yaml", base: `${DATA_FOLDER}/${source.folder}` }),
    schema: source.schema,
  });
}

export const collections = {
  blog,
  authors: dataCollection(collectionSources.authors),
  businessFacts: dataCollection(collectionSources.businessFacts),
  packages: dataCollection(collectionSources.packages),
  processSteps: dataCollection(collectionSources.processSteps),
  buildSteps: dataCollection(collectionSources.buildSteps),
  faq: dataCollection(collectionSources.faq),
  designTemplates: dataCollection(collectionSources.designTemplates),
  designThinkingSteps: dataCollection(collectionSources.designThinkingSteps),
  projects: dataCollection(collectionSources.projects),
  testimonials: dataCollection(collectionSources.testimonials),
};
