/**
 * The content collections' data files read outside Astro (unit and server tests), each entry
 * checked against the same schema the build uses and given its id, in the order the pages use.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "astro/zod";
import type { ImageFunction } from "astro:content";
import {
  authorSchema,
  buildStepSchema,
  businessFactsSchema,
  designTemplateSchema,
  faqListSchema,
  packageSchema,
  processStepSchema,
  projectSchema,
} from "../../app/content/schemas";
import { PROJECTS_SHOWN } from "../../app/content/projects";
import { factsOf, fillFacts } from "../../app/lib/facts";
import type { DescribeImage } from "../../app/lib/references/page-data";
import { caseStudyPages as caseStudyPagesOf } from "../../app/lib/site-pages";

// From the repository's root, where both Vitest and Playwright run.
const dataPath = (name: string) => `app/content/data/${name}`;
const dataFile = (name: string) => parse(readFileSync(dataPath(name), "utf8")) as unknown;

const PNG_SIGNATURE = "89504e470d0a1a0a";

/**
 * Astro's image() outside Astro: the path, relative to the data file, must name a PNG master, read
 * for its size (the build's own helper resolves and measures every raster format).
 */
const imageBeside =
  (name: string): ImageFunction =>
  () =>
    z.string().transform((src) => {
      const file = path.resolve(path.dirname(dataPath(name)), src);
      const header = readFileSync(file);
      if (header.subarray(0, 8).toString("hex") !== PNG_SIGNATURE) throw new Error(`${file} is not a PNG`);
      return {
        src: file,
        width: header.readUInt32BE(16),
        height: header.readUInt32BE(20),
        format: "png" as const,
      };
    }) as unknown as ReturnType<ImageFunction>;

/** What the pages get for a picture, without making its files (the build's: app/lib/pictures.server.ts). */
export const describeWithoutFiles: DescribeImage = async ({ src, alt }) => ({
  src: src.src,
  width: src.width,
  height: src.height,
  alt,
  sources: [],
});

function entries<T extends z.ZodObject>(name: string, schema: T) {
  return (dataFile(name) as { id: string | number }[]).map((raw) => ({
    ...(schema.parse(raw) as z.infer<T>),
    id: String(raw.id),
  }));
}

export const packages = entries("packages.yaml", packageSchema).sort((a, b) => a.order - b.order);
export const businessFacts = businessFactsSchema.parse(
  (dataFile("business-facts.yaml") as { business: unknown }).business,
);
export const facts = factsOf(packages, businessFacts);
export const processSteps = entries("process.yaml", processStepSchema).sort((a, b) => a.step - b.step);
export const buildSteps = entries("build-steps.yaml", buildStepSchema).sort((a, b) => a.step - b.step);
export const designTemplates = entries(
  "templates.yaml",
  designTemplateSchema({ image: imageBeside("templates.yaml") }),
).sort((a, b) => a.order - b.order);

/** One FAQ file's questions, their facts filled in as the pages fill them. */
export const faq = (id: "tjanster" | "blogg") =>
  faqListSchema
    .parse(dataFile(`faq/${id}.yaml`))
    .questions.map((item) => ({ ...item, answer: fillFacts(item.answer, facts) }));

/** Every project (one file each, the file's name its slug), in their set order. */
export const projects = readdirSync("app/content/data/projects")
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => ({
    ...projectSchema({ image: imageBeside(`projects/${name}`) }).parse(dataFile(`projects/${name}`)),
    slug: name.replace(/\.yaml$/, ""),
  }))
  .sort((a, b) => a.order - b.order);

/** The projects /references shows, each with a case study page. */
export const shownProjects = projects.slice(0, PROJECTS_SHOWN);

/** The case study pages the build writes, as the sitemap lists them. */
export const caseStudyPages = caseStudyPagesOf(shownProjects.map((project) => project.slug));

/** The blog's bylines (authors.yaml), each with its id, as the build's authors collection has them. */
export const authorRecords = (dataFile("authors.yaml") as { id: string }[]).map((raw) => ({
  ...authorSchema.parse(raw),
  id: raw.id,
}));
