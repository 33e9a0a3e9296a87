/**
 * The editor and the build agree, tried on sampled entries rather than on the content as it is:
 * every entry the editor's own field constraints allow (read from the generated configuration,
 * as Sveltia reads them) passes the build's schema and the checks across files, and every value
 * the build refuses in a field is refused by the editor's validation of that field too.
 */
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cmsCollections, cmsConfig, type CmsCollection } from "./cms-config";
import { readContent, checkEntries, type ContentEntry } from "./content-check";
import type { CmsField } from "./schema-fields";

const config = cmsConfig({});
const files = ["app/content/data", "app/content/blog"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)),
);
const content = readContent(files, (file) => readFileSync(file, "utf8")).entries;

/**
 * The rules across fields that no field's own validation can state; the editor's hints name them
 * and the build names the field in Swedish. Sampled entries keep them, so everything else is tried.
 */
const acrossFields = {
  /** An article's series and its part are given together, and the part is the series' next one. */
  series: ["seriesId", "seriesPart"],
  /** An article's last change is not before its publication. */
  dates: ["publishedAt", "updatedAt"],
} as const;

type Values = Record<string, unknown>;

/** Text the editor takes in a plain field: not blank (Sveltia trims before it checks), no {fact} names. */
const plainText = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(..."aåäöbcdeAÖ 019.,–-!?”"), minLength, maxLength })
    .filter((text) => text.trim().length >= Math.max(1, minLength));

const isoDate = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function optionValues(field: CmsField): unknown[] {
  return (field.options as unknown[]).map((option) =>
    typeof option === "object" && option !== null ? (option as { value: unknown }).value : option,
  );
}

/** Where a picture the editor saves for this field is addressed from. */
function pictureValue(field: CmsField, folder: string) {
  const accept = String(field.accept ?? "image/png").split(",")[0] ?? "";
  const extension = accept.startsWith(".") ? accept.slice(1) : accept.replace("image/", "");
  return `${String(field.public_folder ?? folder)}/bild.${extension}`;
}

/** The values the editor accepts in a field, when it is given. */
function accepted(field: CmsField, folder: string): fc.Arbitrary<unknown> {
  switch (field.widget) {
    case "string":
    case "text": {
      if (field.pattern) {
        const [pattern] = field.pattern as [string, string];
        return fc.stringMatching(new RegExp(pattern)).filter((text) => text === text.trim());
      }
      return plainText(Number(field.minlength ?? 1), Number(field.maxlength ?? 60));
    }
    case "number":
      return fc.integer({ min: Number(field.min ?? -1000), max: Number(field.max ?? 100_000) });
    case "boolean":
      return fc.boolean();
    case "select":
      return fc.constantFrom(...optionValues(field));
    case "datetime":
      return isoDate;
    case "hidden":
      return fc.constant(field.default);
    case "uuid":
      // A v4 UUID in lower-case Base32 without padding, as Sveltia writes it (use_b32_encoding).
      return fc.stringMatching(/^[a-z2-7]{26}$/);
    case "image":
      return fc.constant(pictureValue(field, folder));
    case "object":
      if (field.types) return variants(field, folder);
      return recordOf(field.fields as CmsField[], folder);
    case "list": {
      const item = field.types
        ? variants(field, folder)
        : field.fields
          ? recordOf(field.fields as CmsField[], folder)
          : accepted(field.field as CmsField, folder);
      return fc.array(item, { minLength: Number(field.min ?? 0), maxLength: Number(field.max ?? 3) });
    }
    default:
      throw new Error(`no sample for the editor's ${field.widget} field ${field.name}`);
  }
}

/** One of a field's variable types, its key set to the type's name. */
function variants(field: CmsField, folder: string): fc.Arbitrary<Values> {
  const types = field.types as CmsField[];
  return fc.oneof(
    ...types.map((type) =>
      recordOf(type.fields as CmsField[], folder).map((record) => ({
        [String(field.typeKey)]: type.name,
        ...record,
      })),
    ),
  );
}

/** An entry the editor lets be saved: required fields given, optional ones given or left out. */
function recordOf(fields: readonly CmsField[], folder: string): fc.Arbitrary<Values> {
  const shaped = fields.filter((field) => field.widget !== "markdown");
  return fc
    .record(
      Object.fromEntries(
        shaped.map((field) => [
          field.name,
          field.required === false || field.readonly
            ? fc.option(accepted(field, folder), { nil: undefined })
            : accepted(field, folder),
        ]),
      ),
    )
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

type Configured = { fields?: CmsField[]; files?: { fields: CmsField[] }[]; public_folder?: string };

/** The editor's fields for one entry of a collection, as the configuration gives them. */
function entryFields(collection: CmsCollection): CmsField {
  const configured = config.collections.find(({ name }) => name === collection.name) as Configured;
  const [top] = configured.files?.[0]?.fields ?? [];
  if (collection.kind === "folder")
    return { name: collection.name, label: collection.label, widget: "object", fields: configured.fields };
  if (collection.kind === "record") return top as CmsField;
  return { ...(top as CmsField), widget: "object" };
}

/** An entry of a collection as the editor would save it, keeping the rules across fields. */
function sampled(collection: CmsCollection) {
  const configured = config.collections.find(({ name }) => name === collection.name) as Configured;
  return accepted(entryFields(collection), configured.public_folder ?? "/images").map((record) => {
    // The articles' series are left to the build: it names the part that is missing or taken.
    const entry = Object.fromEntries(
      Object.entries(record as Values).filter(([name]) => !acrossFields.series.some((key) => key === name)),
    );
    if (typeof entry.updatedAt === "string" && typeof entry.publishedAt === "string")
      entry.updatedAt = entry.updatedAt < entry.publishedAt ? entry.publishedAt : entry.updatedAt;
    return entry;
  });
}

/** The repository's content with the sampled entry added, as a new file or a new item of its file. */
function withEntry(collection: CmsCollection, record: Values): ContentEntry[] {
  if (collection.kind === "folder") {
    const file = `${collection.folder}/provpost.${collection.extension}`;
    return [...content, { collection: collection.name, file, record, body: "Text." }];
  }
  if (collection.kind === "record")
    return content.map((entry) => (entry.collection === collection.name ? { ...entry, record } : entry));
  return [...content, { collection: collection.name, file: collection.file, record, entry: "provpost" }];
}

describe("the editor and the build agree on sampled entries", () => {
  for (const collection of cmsCollections) {
    it(`${collection.name}: what the editor lets be saved, the build accepts`, () => {
      fc.assert(
        fc.property(sampled(collection), (record) => {
          // An id the list already has is refused by the build (the editor cannot compare items).
          fc.pre(
            record.id === undefined ||
              !content.some((entry) => entry.collection === collection.name && entry.record.id === record.id),
          );
          const parsed = collection.schema.safeParse(record);
          expect(parsed.error?.issues ?? [], JSON.stringify(record)).toEqual([]);
          expect(checkEntries(withEntry(collection, record)).errors).toEqual([]);
        }),
        { numRuns: 40 },
      );
      // Sampling and checking a few dozen entries takes seconds on a busy machine.
    }, 60_000);
  }

  it("what the build refuses in a field, the editor's validation of the field refuses too", () => {
    const refusals = cmsCollections.flatMap((collection) => {
      const fields = (entryFields(collection).fields ?? []) as CmsField[];
      return fields.flatMap((field) => {
        if (field.widget !== "string" && field.widget !== "text" && field.widget !== "number") return [];
        if ((acrossFields.series as readonly string[]).includes(field.name)) return [];
        if (field.required === false && !field.pattern && field.widget !== "number") return [];
        return [{ collection, field }];
      });
    });
    expect(refusals.length).toBeGreaterThan(20);
    for (const { collection, field } of refusals) {
      const pattern = field.pattern ? new RegExp((field.pattern as [string, string])[0]) : undefined;
      const refusedByEditor = (value: unknown) => {
        if (field.widget === "number")
          return typeof value !== "number" || (field.min !== undefined && value < Number(field.min));
        const text = String(value).trim();
        return (field.required !== false && text === "") || (pattern !== undefined && !pattern.test(text));
      };
      fc.assert(
        fc.property(
          sampled(collection),
          field.widget === "number"
            ? fc.integer({ min: -1000, max: 100_000 })
            : fc.oneof(fc.constant(""), fc.string({ maxLength: 12 })),
          (record, value) => {
            const refusedByBuild = !collection.schema.safeParse({ ...record, [field.name]: value }).success;
            if (refusedByBuild)
              expect(
                refusedByEditor(value),
                `${collection.name}.${field.name} = ${JSON.stringify(value)}`,
              ).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
    }
  }, 120_000);
});
