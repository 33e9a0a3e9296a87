import { Ajv } from "ajv";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "astro/zod";
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

/** Key paths of a record that no editor field covers: the editor would drop them on save. */
function uncovered(record: unknown, fields: CmsField[], at = ""): string[] {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return [];
  return Object.entries(record).flatMap(([key, value]) => {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) return key === "id" && at === "" ? [] : [`${at}${key}`];
    const inner = field.fields as CmsField[] | undefined;
    if (!inner) return [];
    return Array.isArray(value)
      ? value.flatMap((item, index) => uncovered(item, inner, `${at}${key}.${index}.`))
      : uncovered(value, inner, `${at}${key}.`);
  });
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
      expect(uncovered(record, editorFields(collection, record)), file).toEqual([]);
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
        for (const option of field.options as unknown[]) {
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
        pattern: ["^https?://", "ska vara en webbadress som börjar med https://"],
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
