import { Ajv } from "ajv";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "astro/zod";
import { KRONOR_WORDS } from "../../app/content/schemas";
import { readFacts } from "../../app/lib/facts-files";
import {
  checkLiveHostSettings,
  cmsCollections,
  cmsConfig,
  coveredBy,
  type CmsCollection,
} from "./cms-config";
import { type CmsField, fieldsOf, toJsonSchema } from "./schema-fields";

const config = cmsConfig({});
const contentFiles = ["app/content/data", "app/content/blog"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)),
);

/** The records of a content file as the collection's schema sees them. */
function recordsOf(collection: CmsCollection, file: string): Record<string, unknown>[] {
  const text = readFileSync(file, "utf8");
  if (collection.kind === "folder" && collection.extension === "md")
    return [parse(text.split(/^---$/m)[1] ?? "") as Record<string, unknown>];
  const data = parse(text) as unknown;
  if (collection.kind === "list") return data as Record<string, unknown>[];
  if (collection.kind === "record") return Object.values(data as Record<string, Record<string, unknown>>);
  return [data as Record<string, unknown>];
}

const entries = cmsCollections.flatMap((collection) =>
  contentFiles
    .filter((file) => coveredBy(collection, file))
    .flatMap((file) => recordsOf(collection, file).map((record) => ({ collection, file, record }))),
);

/**
 * A rule across fields the editor cannot express: an article's series and its part in it are
 * given together (post-schema.ts). Both are offered; the build names the one left out.
 */
const givenTogether = [["seriesId", "seriesPart"]];
const partners = (name: string) => givenTogether.find((pair) => pair.includes(name)) ?? [name];

/** The fields the generated configuration gives one record (of a union, the variant its key names). */
function editorFields(collection: CmsCollection, record: Record<string, unknown>): CmsField[] {
  const configured = config.collections.find(({ name }) => name === collection.name) as {
    files?: { fields: CmsField[] }[];
    fields?: CmsField[];
  };
  if (collection.kind === "folder") return configured.fields ?? [];
  const [top] = configured.files?.[0]?.fields ?? [];
  if (collection.kind === "record") return (top?.fields ?? []) as CmsField[];
  if (top?.fields) return top.fields as CmsField[];
  const typeKey = String(top?.typeKey);
  const chosen = ((top?.types ?? []) as CmsField[]).find((type) => type.name === record[typeKey]);
  return [{ name: typeKey, label: typeKey, widget: "hidden" }, ...((chosen?.fields ?? []) as CmsField[])];
}

/**
 * Key paths of a record that no editor field covers: the editor would drop them on save. Fields
 * the site makes itself (notInEditor) may be dropped.
 */
function uncovered(
  record: unknown,
  fields: CmsField[],
  at = "",
  made: ReadonlySet<string> = new Set(),
): string[] {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return [];
  return Object.entries(record).flatMap(([key, value]) => {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) return (key === "id" || made.has(key)) && at === "" ? [] : [`${at}${key}`];
    const inner = field.fields as CmsField[] | undefined;
    if (!inner) return [];
    return Array.isArray(value)
      ? value.flatMap((item, index) => uncovered(item, inner, `${at}${key}.${index}.`))
      : uncovered(value, inner, `${at}${key}.`);
  });
}

/** Every field of the configuration, however deep, with its collection's name. */
function allFields(): { collection: string; field: CmsField }[] {
  const found: { collection: string; field: CmsField }[] = [];
  const walk = (collection: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(collection, item);
    else if (typeof value === "object" && value !== null) {
      const field = value as CmsField;
      if (typeof field.widget === "string" && typeof field.name === "string")
        found.push({ collection, field });
      for (const inner of Object.values(value)) walk(collection, inner);
    }
  };
  for (const collection of config.collections) walk(collection.name, collection);
  return found;
}

describe("the content editor's configuration", () => {
  it("is valid by Sveltia CMS's own JSON Schema", () => {
    const schema = JSON.parse(
      readFileSync("node_modules/@sveltia/cms/schema/sveltia-cms.json", "utf8"),
    ) as object;
    const validate = new Ajv({ strict: false, allowUnionTypes: true }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    // Compiling Sveltia's schema (≈ 300 KB) takes seconds on a busy machine.
  }, 30_000);

  it("covers every content file with exactly one collection", () => {
    const files = contentFiles.filter((file) => /\.(ya?ml|md)$/.test(file));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files)
      expect(
        cmsCollections.filter((collection) => coveredBy(collection, file)).map(({ name }) => name),
        file,
      ).toHaveLength(1);
  });

  it("has an editor field for every field of every content file, so a save keeps it", () => {
    expect(entries.length).toBeGreaterThan(40);
    for (const { collection, file, record } of entries)
      expect(uncovered(record, editorFields(collection, record), "", collection.notInEditor), file).toEqual(
        [],
      );
  });

  it("writes files the way the schemas read them: empty optional fields left out, strings quoted", () => {
    expect(config.output).toEqual({ omit_empty_optional_fields: true, yaml: { quote: "double" } });
  });

  it("only lets an optional field be left empty where the schema accepts it missing", () => {
    const refused: string[] = [];
    for (const { collection, file, record } of entries) {
      for (const field of editorFields(collection, record).filter(
        (candidate) => candidate.required === false,
      )) {
        const without = Object.fromEntries(
          Object.entries(record).filter(([key]) => !partners(field.name).includes(key)),
        );
        if (!collection.schema.safeParse(without).success) refused.push(`${file}: ${field.name}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("only offers choices the schema accepts", () => {
    const refused: string[] = [];
    for (const { collection, file, record } of entries) {
      for (const field of editorFields(collection, record).filter(
        (candidate) => candidate.widget === "select",
      )) {
        for (const choice of field.options as unknown[]) {
          const option =
            typeof choice === "object" && choice !== null ? (choice as { value: unknown }).value : choice;
          // A choice that needs its partner is tried on a record that has one.
          const partner = partners(field.name).find((name) => name !== field.name);
          const withPartner = partner && record[partner] === undefined ? { [partner]: 1 } : {};
          if (!collection.schema.safeParse({ ...record, ...withPartner, [field.name]: option }).success)
            refused.push(`${file}: ${field.name} = ${String(option)}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it("writes dates as the text ÅÅÅÅ-MM-DD that the articles' schema reads", () => {
    const blog = config.collections.find((collection) => collection.name === "blog") as {
      fields: CmsField[];
    };
    const dates = blog.fields.filter((field) => field.widget === "datetime");
    expect(dates.map(({ name }) => name)).toEqual(["publishedAt", "updatedAt"]);
    for (const field of dates) expect(field).toMatchObject({ time_format: false, format: "YYYY-MM-DD" });
  });

  it("offers a field the schemas gain with the next build, labelled by its name until it has a Swedish one", () => {
    const grown = z.object({
      title: z.string(),
      bookingUrl: z.url().optional().describe("Länk till bokningen"),
    });
    expect(
      fieldsOf(toJsonSchema(grown), {
        labels: { title: "Rubrik" },
        multiline: new Set(),
        publicImageFolder: "/images",
      }),
    ).toEqual([
      { name: "title", label: "Rubrik", widget: "string" },
      {
        name: "bookingUrl",
        label: "bookingUrl",
        widget: "string",
        pattern: [
          String.raw`^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$`,
          "En hel webbadress som börjar med https://, till exempel https://exempel.se",
        ],
        required: false,
        hint: "Länk till bokningen",
      },
    ]);
  });

  it("signs in through the site's own Pages Functions at the site's origin unless an external handler is named", () => {
    expect(cmsConfig({ VITE_SITE_ORIGIN: "https://example.se/" }).backend).toMatchObject({
      base_url: "https://example.se",
      auth_endpoint: "admin/auth",
    });
    expect(cmsConfig({ VITE_CMS_AUTH_URL: "https://auth.example.se" }).backend).not.toHaveProperty(
      "auth_endpoint",
    );
  });

  it("stops a build for Cloudflare Pages that would save to the placeholder repository, naming the variable", () => {
    expect(() => checkLiveHostSettings({ CF_PAGES: "1" })).toThrow(/^Variabeln VITE_CMS_GITHUB_REPO saknas/);
    expect(() => cmsConfig({ CF_PAGES: "1", VITE_CMS_GITHUB_REPO: " " })).toThrow(
      /VITE_CMS_GITHUB_REPO saknas/,
    );
    // A live build with the repository named, and every local or test build, go on.
    expect(cmsConfig({ CF_PAGES: "1", VITE_CMS_GITHUB_REPO: "agency/site" }).backend.repo).toBe(
      "agency/site",
    );
    expect(cmsConfig({}).backend.repo).toBe("vinga-design/webbplats");
  });

  it("takes a price as 14 500, 14 500 kr or 14500 and refuses anything else in Swedish words", () => {
    const price = allFields().find(({ field }) => field.name === "price")?.field;
    expect(price).toMatchObject({ widget: "string", pattern: [expect.any(String), KRONOR_WORDS] });
    const [pattern = ""] = price?.pattern as [string, string];
    // Sveltia tests the trimmed value as text.
    for (const typed of ["14 500", "14 500 kr", "14500", "14500 kr", "1 900"])
      expect(new RegExp(pattern).test(typed), typed).toBe(true);
    for (const typed of ["fjorton tusen", "14,500", "14 50", "0", "-14500", "kr"])
      expect(new RegExp(pattern).test(typed), typed).toBe(false);
  });

  it("explains every rule in Swedish words, never as a pattern", () => {
    const rules = allFields().flatMap(({ field }) =>
      field.pattern ? [field.pattern as [string, string]] : [],
    );
    expect(rules.length).toBeGreaterThan(3);
    for (const [, words] of rules) expect(words).not.toMatch(/[\\^$]/);
    // Sveltia reads a pattern that ends in a slash (and flag letters) as /pattern/flags, and then
    // refuses the whole configuration.
    for (const [pattern] of rules) expect(pattern).not.toMatch(/\/[dgimsuy]*$/);
    const blog = config.collections.find((collection) => collection.name === "blog") as { slug: unknown };
    expect(blog.slug).toMatchObject({
      template: "{{title}}",
      editable: ["create"],
      pattern: [expect.any(String), "Bara a–z, siffror och bindestreck; å och ä blir a, ö blir o"],
    });
  });

  it("never asks for what the site makes itself: an article's id, slug and reading time", () => {
    const blog = config.collections.find((collection) => collection.name === "blog") as {
      fields: CmsField[];
    };
    expect(blog.fields.map(({ name }) => name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(id|slug|readingTime)$/)]),
    );
  });

  it("makes a list entry's id itself unless other content quotes it by that name (packages, authors)", () => {
    const idOf = (name: string) => {
      const configured = config.collections.find((collection) => collection.name === name) as {
        files: { fields: CmsField[] }[];
      };
      const [items] = configured.files[0]?.fields ?? [];
      const fields = (items?.fields ?? (items?.types as CmsField[])[0]?.fields) as CmsField[];
      return fields.find((field) => field.name === "id");
    };
    for (const name of ["packages", "authors"])
      expect(idOf(name), name).toMatchObject({
        widget: "string",
        pattern: [expect.any(String), expect.any(String)],
      });
    for (const name of [
      "designTemplates",
      "testimonials",
      "processSteps",
      "buildSteps",
      "designThinkingSteps",
    ])
      expect(idOf(name), name).toMatchObject({ widget: "uuid", use_b32_encoding: true });
  });

  it("offers references and choices as pickers with Swedish names, writing the value the site reads", () => {
    const options = (name: string, collection: string) =>
      allFields().find((found) => found.field.name === name && found.collection === collection)?.field
        .options;
    expect(options("packageId", "projects")).toContainEqual({
      label: "Färdig Hemsida",
      value: "fardig-hemsida",
    });
    expect(options("caseStudy", "testimonials")).toContainEqual({
      label: "Kvastapinglans Kennel",
      value: "kvastapinglans-kennel",
    });
    expect(options("category", "blog")).toContainEqual({ label: "Prissättning", value: "prissattning" });
    expect(options("seriesId", "blog")).toEqual([
      { label: "Hur ska man tänka när man gör en hemsida?", value: "website-planning" },
    ]);
    expect(options("billing", "packages")).toEqual([
      { label: "Engångspris", value: "once" },
      { label: "Per månad", value: "monthly" },
    ]);
    expect(options("icon", "packages")).toContainEqual({ label: "Raket", value: "Rocket" });
  });

  it("quotes no price, time or count in its help texts, which would go stale when the facts change", () => {
    const text = JSON.stringify(config).replaceAll("\u00a0", " ");
    // A figure with its unit ("13 900 kr", "5 arbetsdagar"); a bare "6" is found everywhere.
    const figures = Object.values(readFacts()).filter((words) => /\d.* /.test(words));
    expect(figures.length).toBeGreaterThan(5);
    for (const words of figures) expect(text, words).not.toContain(words);
  });

  it("offers only pictures the build can use: files in the repository, no stock photos or typed-in addresses", () => {
    expect(config.media_libraries).toMatchObject({ stock_assets: false });
    const pictureFields = (fields: CmsField[]): CmsField[] =>
      fields.flatMap((field) => [
        ...(["image", "file"].includes(field.widget) ? [field] : []),
        ...pictureFields([
          ...((field.fields ?? []) as CmsField[]),
          ...((field.types ?? []) as CmsField[]),
          ...(field.field ? [field.field as CmsField] : []),
        ]),
      ]);
    const fields = config.collections.flatMap((collection) => {
      const { fields = [], files = [] } = collection as {
        fields?: CmsField[];
        files?: { fields: CmsField[] }[];
      };
      return pictureFields([...fields, ...files.flatMap((file) => file.fields)]).map((field) => ({
        collection: collection.name,
        ...field,
      }));
    });
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields)
      expect(field, `${field.collection}: ${field.name}`).toMatchObject({ choose_url: false });
  });

  it("saves a template's screenshot in app/assets/templates/, named from its one data file", () => {
    // A relative media folder on a collection of one file failed to save in Sveltia.
    const templates = config.collections.find((collection) => collection.name === "designTemplates");
    expect(templates).toMatchObject({
      media_folder: "/app/assets/templates",
      public_folder: "../../assets/templates",
    });
  });

  it("saves an article's cover beside the others in app/assets/blog/, as a photo or a drawing", () => {
    const blog = config.collections.find((collection) => collection.name === "blog") as {
      fields: CmsField[];
    };
    expect(blog).toMatchObject({ media_folder: "../../assets/blog", public_folder: "../../assets/blog" });
    expect(blog.fields.find((field) => field.name === "featuredImage")).toMatchObject({
      widget: "image",
      accept: "image/png,image/jpeg,image/webp,image/avif,image/svg+xml",
    });
  });

  it("signs in with GitHub to the repository the setting names", () => {
    expect(
      cmsConfig({ VITE_CMS_GITHUB_REPO: "agency/site", VITE_CMS_AUTH_URL: "https://auth.example.se" })
        .backend,
    ).toMatchObject({
      name: "github",
      repo: "agency/site",
      branch: "main",
      base_url: "https://auth.example.se",
    });
  });
});
