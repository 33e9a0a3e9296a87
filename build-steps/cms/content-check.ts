/**
 * Every content file checked the way the editor shows it, before Astro reads a single one: each
 * entry against its collection's schema (the same table the editor's fields come from) with the
 * Swedish wording, each field named by the label she sees in the editor, and the rules across
 * files that no single schema can state. The build stops at the first cause, in Swedish, rather
 * than at whatever breaks downstream of it (a price the article pipeline cannot fill in, a case
 * whose package is gone). Warnings are mistakes the site survives: they are printed and the build
 * goes on.
 */
import type { AstroIntegration } from "astro";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { homeCases, PROJECTS_SHOWN } from "../../app/content/projects.ts";
import { collectionErrors } from "../../app/lib/blog/collection.ts";
import { type ContentError, formatContentError } from "../../app/lib/blog/post-schema.ts";
import { swedishIssue } from "../../app/lib/swedish-issues.ts";
import { cmsCollections, type CmsCollection } from "./cms-config.ts";
import { fieldLabels } from "./field-labels.ts";

/** One entry of a content file: its record, and which one it is when the file holds several. */
export type ContentEntry = {
  collection: string;
  file: string;
  record: Record<string, unknown>;
  /** The entry's name in a file of several ("fardig-hemsida"); absent for a file of one. */
  entry?: string;
  /** An article's text after its front matter, where {fact} names are used too. */
  body?: string;
};

/** "caseStudy.quote.text" → "Kundcase › Citat › Text"; a list's item by its number from 1. */
export function fieldLabel(keys: readonly PropertyKey[]) {
  return keys
    .map((key) => (typeof key === "number" ? `rad ${key + 1}` : (fieldLabels[String(key)] ?? String(key))))
    .join(" › ");
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The entries of one content file, or why it cannot be read. */
function entriesOf(collection: CmsCollection, file: string, text: string): ContentEntry[] | ContentError {
  try {
    if (collection.kind === "folder" && collection.extension === "md") {
      const [, frontMatter = "", body = ""] = FRONT_MATTER.exec(text) ?? [];
      return [
        { collection: collection.name, file, record: parse(frontMatter) as Record<string, unknown>, body },
      ];
    }
    const data = parse(text) as unknown;
    if (collection.kind === "list")
      return (data as Record<string, unknown>[]).map((record, index) => ({
        collection: collection.name,
        file,
        record,
        entry: typeof record.id === "string" ? record.id : `nr ${index + 1}`,
      }));
    if (collection.kind === "record")
      return Object.entries(data as Record<string, Record<string, unknown>>).map(([key, record]) => ({
        collection: collection.name,
        file,
        record,
        entry: key,
      }));
    return [{ collection: collection.name, file, record: data as Record<string, unknown> }];
  } catch (error) {
    return { file, field: "(hela filen)", message: `går inte att läsa: ${(error as Error).message}` };
  }
}

/** Every content file the editor writes, read through `read` (a test passes its own files). */
export function readContent(
  files: readonly string[],
  read: (file: string) => string,
): { entries: ContentEntry[]; errors: ContentError[] } {
  const entries: ContentEntry[] = [];
  const errors: ContentError[] = [];
  for (const collection of cmsCollections) {
    const own = files.filter((file) =>
      collection.kind === "folder"
        ? path.dirname(file) === collection.folder && file.endsWith(`.${collection.extension}`)
        : file === collection.file,
    );
    for (const file of own) {
      const found = entriesOf(collection, file, read(file));
      if (Array.isArray(found)) entries.push(...found);
      else errors.push(found);
    }
  }
  return { entries, errors };
}

const where = (entry: ContentEntry) => (entry.entry ? `${entry.file} (${entry.entry})` : entry.file);

/** Each entry against its collection's schema, in Swedish, each field by its label in the editor. */
function schemaErrors(entries: readonly ContentEntry[]): ContentError[] {
  return entries.flatMap((entry) => {
    const collection = cmsCollections.find(({ name }) => name === entry.collection);
    const result = collection?.schema.safeParse(entry.record, { error: swedishIssue });
    if (!result || result.success) return [];
    return result.error.issues.map((issue) => ({
      file: where(entry),
      field: fieldLabel(issue.path),
      message: issue.message,
    }));
  });
}

const inCollection = (entries: readonly ContentEntry[], name: string) =>
  entries.filter((entry) => entry.collection === name);

/** A file of several entries names each once: the build would keep only one of two with one id. */
function duplicateIds(entries: readonly ContentEntry[]): ContentError[] {
  const seen = new Map<string, ContentEntry>();
  const errors: ContentError[] = [];
  for (const entry of entries) {
    if (entry.collection === "businessFacts" || typeof entry.record.id !== "string") continue;
    const key = `${entry.file}\n${entry.record.id}`;
    const earlier = seen.get(key);
    if (earlier)
      errors.push({
        file: entry.file,
        field: "Id",
        message: `"${entry.record.id}" finns två gånger i filen`,
      });
    else seen.set(key, entry);
  }
  return errors;
}

const projectSlug = (entry: ContentEntry) => path.basename(entry.file, ".yaml");

/** Every text of the site's content, where a {fact} may be named: each record's strings and an article's body. */
function textsOf(entry: ContentEntry): string[] {
  const strings: string[] = entry.body ? [entry.body] : [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(walk);
  };
  walk(entry.record);
  return strings;
}

/** Facts made from a package's price: a text naming one needs the package to have a price. */
const PRICE_FACT = /\{([A-Za-z0-9-]+)\.(price|threeYears)\}/g;

/** A package whose price a text quotes cannot be left without a price. */
function quotedPricesMissing(entries: readonly ContentEntry[]): ContentError[] {
  const packages = inCollection(entries, "packages");
  const errors: ContentError[] = [];
  const reported = new Set<string>();
  for (const entry of entries) {
    for (const text of textsOf(entry)) {
      for (const [name, id = ""] of text.matchAll(PRICE_FACT)) {
        const packageId = id.charAt(0).toLowerCase() + id.slice(1);
        const quoted = packages.find((item) => item.record.id === packageId);
        if (!quoted || (quoted.record.price ?? null) !== null || reported.has(packageId)) continue;
        reported.add(packageId);
        errors.push({
          file: where(quoted),
          field: fieldLabel(["price"]),
          message: `är tomt, men ${entry.file} nämner priset som ${name}: skriv priset, eller ta bort ${name} ur texten`,
        });
      }
    }
  }
  return errors;
}

/** A case names the package the client bought: one of the packages. */
function unknownPackages(entries: readonly ContentEntry[]): ContentError[] {
  const ids = new Set(inCollection(entries, "packages").map((item) => item.record.id));
  return inCollection(entries, "projects").flatMap((project) => {
    const caseStudy = project.record.caseStudy as { packageId?: unknown } | undefined;
    if (!caseStudy?.packageId || ids.has(caseStudy.packageId)) return [];
    return [
      {
        file: project.file,
        field: fieldLabel(["caseStudy", "packageId"]),
        message: `"${String(caseStudy.packageId)}" är inget paket i app/content/data/packages.yaml`,
      },
    ];
  });
}

/** The articles' rules across files: slug and file name agree, no slug or id twice, series complete. */
function articleErrors(entries: readonly ContentEntry[]): ContentError[] {
  return collectionErrors(
    inCollection(entries, "blog").map(({ file, record }) => ({
      file,
      id: record.id === undefined ? undefined : String(record.id as string | number),
      slug: typeof record.slug === "string" ? record.slug : path.basename(file, ".md"),
      seriesId: record.seriesId as string | undefined,
      seriesPart: record.seriesPart as number | undefined,
    })),
  ).map((error) => ({ ...error, field: fieldLabel([error.field]) }));
}

/** Two entries of a list with the same order number: which comes first would be left to chance. */
function tiedOrders(entries: readonly ContentEntry[]): string[] {
  const byList = new Map<string, Map<number, ContentEntry[]>>();
  for (const entry of entries) {
    if (typeof entry.record.order !== "number") continue;
    const list = byList.get(entry.collection) ?? new Map<number, ContentEntry[]>();
    list.set(entry.record.order, [...(list.get(entry.record.order) ?? []), entry]);
    byList.set(entry.collection, list);
  }
  return [...byList.values()].flatMap((list) =>
    [...list.entries()]
      .filter(([, tied]) => tied.length > 1)
      .map(
        ([order, tied]) =>
          `${tied.map(where).join(" och ")} har samma ${fieldLabel(["order"]).toLowerCase()} (${order}): ge dem olika nummer, annars avgör slumpen vilken som visas först`,
      ),
  );
}

/** A quote whose project is gone loses its link to the case. */
function unlinkedQuotes(entries: readonly ContentEntry[]): string[] {
  const slugs = new Set(inCollection(entries, "projects").map(projectSlug));
  return inCollection(entries, "testimonials").flatMap((quote) => {
    const caseStudy = quote.record.caseStudy;
    if (typeof caseStudy !== "string" || slugs.has(caseStudy)) return [];
    return [
      `${where(quote)}: fältet "${fieldLabel(["caseStudy"])}" nämner projektet "${caseStudy}", som inte finns i app/content/data/projects/: citatet visas utan länk till något kundcase`,
    ];
  });
}

/**
 * Each of the home page's three places names one shown project with a case study. A place left
 * empty (its project deleted or moved off it) is filled with the next shown project, so the strip
 * stays whole; the warning says so.
 */
function homePlaceWarnings(entries: readonly ContentEntry[]): string[] {
  const projects = inCollection(entries, "projects");
  const shown = [...projects]
    .sort((a, b) => Number(a.record.order) - Number(b.record.order))
    .slice(0, PROJECTS_SHOWN);
  const label = `fältet "${fieldLabel(["homePlace"])}"`;
  const warnings: string[] = [];
  for (let place = 1; place <= homeCases.count; place++) {
    const placed = projects.filter((project) => project.record.homePlace === place);
    if (placed.length === 0)
      warnings.push(
        `Inget projekt har plats ${place} på startsidan (${label}): nästa projekt i listan visas där i stället`,
      );
    if (placed.length > 1)
      warnings.push(`${placed.map(where).join(" och ")} har samma plats på startsidan (${label}: ${place})`);
    for (const project of placed) {
      if (!shown.includes(project) || !project.record.caseStudy)
        warnings.push(
          `${project.file}: ${label} visas inte, eftersom projektet ${shown.includes(project) ? "saknar kundcase" : `inte är bland de ${PROJECTS_SHOWN} första i listan`}`,
        );
    }
  }
  return warnings;
}

export type ContentReport = { errors: ContentError[]; warnings: string[] };

/** What the build refuses (errors) and what it only points out (warnings), for these entries. */
export function checkEntries(entries: readonly ContentEntry[]): ContentReport {
  const errors = schemaErrors(entries);
  return {
    errors: [
      ...errors,
      ...duplicateIds(entries),
      ...quotedPricesMissing(entries),
      ...unknownPackages(entries),
      ...articleErrors(entries),
    ],
    warnings: [...tiedOrders(entries), ...unlinkedQuotes(entries), ...homePlaceWarnings(entries)],
  };
}

/** The content files the editor writes, from the repository's root. */
function contentFiles(): string[] {
  return ["app/content/data", "app/content/blog"].flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

export function checkContent(
  files: readonly string[] = contentFiles(),
  read = (file: string) => readFileSync(file, "utf8"),
): ContentReport {
  const { entries, errors } = readContent(files, read);
  const report = checkEntries(entries);
  return { errors: [...errors, ...report.errors], warnings: report.warnings };
}

/** The Swedish error a build stops with: every problem, one a line, file and field first. */
export function contentFailure(errors: readonly ContentError[]) {
  return new Error(
    [
      `Innehållet har ${errors.length === 1 ? "ett fel" : `${errors.length} fel`}:`,
      ...errors.map(formatContentError),
    ].join("\n"),
  );
}

/** Checks the content when the build (or `npm run dev`) starts, before Astro reads any of it. */
export function contentCheck(): AstroIntegration {
  return {
    name: "vinga:content-check",
    hooks: {
      "astro:config:setup": ({ logger }) => {
        const { errors, warnings } = checkContent();
        for (const warning of warnings) logger.warn(warning);
        if (errors.length > 0) throw contentFailure(errors);
      },
    },
  };
}
