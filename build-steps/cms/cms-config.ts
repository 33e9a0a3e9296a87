/**
 * The content editor's configuration (Sveltia CMS at /admin/), generated at build from the table
 * the build's collections are made from (app/content/collection-sources.ts: each collection's
 * files and schema) and the blog's post-schema.ts: each collection's fields come from its schema
 * (schema-fields.ts), so the editor offers exactly the fields the build accepts, in the files the
 * build reads. What is written here is only what the table cannot say: how the editor lists each
 * collection, its Swedish names, and how saved files are written.
 */
import type { z } from "astro/zod";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { collectionSources, DATA_FOLDER } from "../../app/content/collection-sources.ts";
import { SLUG, SLUG_WORDS } from "../../app/content/schemas.ts";
import { blogCategories, blogSeries } from "../../app/content/blog-meta.ts";
import { PHOTO_COVER_FOLDER } from "../../app/lib/blog/cover.ts";
import { postFrontMatterSchema } from "../../app/lib/blog/post-schema.ts";
import { createSiteConfig, PLACEHOLDER_REPO } from "../../app/site.config.ts";
import { signInPaths } from "../../hosting/editor-sign-in.ts";
import { fieldLabels, multilineFields, optionLabels, requiredInEditor } from "./field-labels.ts";
import {
  type CmsField,
  editorImage,
  fieldsOf,
  type FieldPresentation,
  toJsonSchema,
} from "./schema-fields.ts";

/**
 * How the editor shows a collection, beyond its files and schema. `list`: a YAML file that is a
 * list of records, each with an `id` (Astro's file loader); `record`: a YAML file of named records
 * (the business facts); `folder`: a file per entry, YAML or Markdown with front matter, the
 * file's name its id.
 */
type EditorView = {
  label: string;
  /** Where its pictures are saved: a folder under public/ as the site addresses it (`/images/…`). */
  images?: string;
  /** Where its screenshots are saved, relative to its data files (an app/assets/ folder: image()). */
  screenshots?: string;
  /**
   * Fields the site makes itself, which the editor does not show (a save may leave them out: the
   * site makes them again) and fields it shows but never lets be changed.
   */
  notInEditor?: ReadonlySet<string>;
  readOnly?: ReadonlySet<string>;
} & (
  | {
      kind: "list";
      itemLabel: string;
      summary: string;
      /**
       * Its ids are names that other content quotes (`{fardig-hemsida.price}`, an article's
       * author), so the owner chooses them; any other list's ids only tell its entries apart, and
       * the editor makes them.
       */
      namedIds?: true;
    }
  | { kind: "record" }
  | { kind: "folder"; create: boolean; slug: string; summary: string }
);

/** One collection as the editor shows it: its view, its schema and where its files are. */
export type CmsCollection = EditorView & { name: string; schema: z.ZodType } & (
    { kind: "list" | "record"; file: string } | { kind: "folder"; folder: string; extension: "yaml" | "md" }
  );

type Sources = typeof collectionSources;

/** Each data collection of the build as the editor shows it, in the editor's order; one file is a list or records, a folder a folder. */
const views: {
  [Name in keyof Sources]: EditorView & {
    kind: Sources[Name] extends { file: string } ? "list" | "record" : "folder";
  };
} = {
  packages: {
    kind: "list",
    label: "Paket och priser",
    itemLabel: "Paket",
    summary: "{{fields.order}}. {{fields.title}}",
    namedIds: true,
  },
  businessFacts: { kind: "record", label: "Företagsfakta" },
  processSteps: {
    kind: "list",
    label: "Arbetsprocess",
    itemLabel: "Steg",
    summary: "{{fields.step}}. {{fields.title}}",
  },
  buildSteps: {
    kind: "list",
    label: "Så bygger vi hemsidan",
    itemLabel: "Steg",
    summary: "{{fields.step}}. {{fields.title}}",
  },
  faq: { kind: "folder", label: "Vanliga frågor", create: false, slug: "{{slug}}", summary: "{{slug}}" },
  designTemplates: {
    kind: "list",
    label: "Designmallar",
    itemLabel: "Mall",
    summary: "{{fields.order}}. {{fields.title}}",
    screenshots: "../../assets/templates",
  },
  designThinkingSteps: {
    kind: "list",
    label: "Design thinking",
    itemLabel: "Steg",
    summary: "{{fields.order}}. {{fields.title}}",
    readOnly: new Set(["titleLang"]),
  },
  testimonials: {
    kind: "list",
    label: "Kundomdömen",
    itemLabel: "Omdöme",
    summary: "{{fields.name}}, {{fields.company}}",
    images: "/images/avatars",
  },
  projects: {
    kind: "folder",
    label: "Projekt och kundcase",
    create: true,
    slug: "{{title}}",
    summary: "{{fields.order}}. {{fields.title}}",
    screenshots: "../../../assets/projects",
  },
  authors: {
    kind: "list",
    label: "Skribenter",
    itemLabel: "Skribent",
    summary: "{{fields.name}}",
    namedIds: true,
  },
};

/** A data collection of the build in the editor: its view joined with its files and schema from the build's table. */
function dataCollection(name: keyof Sources): CmsCollection {
  const source = collectionSources[name];
  const view = views[name];
  // A picture in the editor is a path relative to the data file (editorImage), not a measured file.
  const schema = typeof source.schema === "function" ? source.schema({ image: editorImage }) : source.schema;
  // The view's type already pairs a file with a list or records and a folder with a folder; this
  // tells TypeScript, which cannot follow a key across two tables.
  if ("file" in source && view.kind !== "folder")
    return { ...view, name, schema, file: `${DATA_FOLDER}/${source.file}` };
  if ("folder" in source && view.kind === "folder")
    return { ...view, name, schema, folder: `${DATA_FOLDER}/${source.folder}`, extension: "yaml" };
  throw new Error(`${name}: the editor shows it as a ${view.kind}, which its files are not`);
}

export const cmsCollections: CmsCollection[] = [
  ...(Object.keys(views) as (keyof Sources)[]).map(dataCollection),
  {
    kind: "folder",
    name: "blog",
    label: "Blogginlägg",
    folder: "app/content/blog",
    extension: "md",
    create: true,
    slug: "{{title}}",
    summary: "{{fields.title}}",
    schema: postFrontMatterSchema,
    screenshots: PHOTO_COVER_FOLDER,
    // The file's name is the slug, the site computes the reading time, and nothing needs an id.
    notInEditor: new Set(["id", "slug", "readingTime"]),
  },
];

/** Every content file a collection covers (a test checks that no content file is left out). */
export function coveredBy(collection: CmsCollection, file: string) {
  if (collection.kind !== "folder") return file === collection.file;
  return file.startsWith(`${collection.folder}/`) && file.endsWith(`.${collection.extension}`);
}

const NAMED_ID_FIELD: CmsField = {
  name: "id",
  label: "Id",
  widget: "string",
  hint: "Postens namn i adresser och hänvisningar: små bokstäver a–z, siffror och bindestreck. Ändra det inte på en befintlig post.",
  pattern: [SLUG.source, SLUG_WORDS],
};

/**
 * An id nothing quotes, made once by the editor when an entry is added and never typed: unique
 * without her keeping count, and lower-case Base32 (a–z, 2–7), so it is also a valid name.
 */
const MADE_ID_FIELD: CmsField = {
  name: "id",
  label: "Id",
  widget: "uuid",
  use_b32_encoding: true,
  hint: "Görs av redigeraren när posten läggs till; den skiljer posterna åt och behöver aldrig ändras.",
};

type Read = (file: string) => string;
type Choices = Record<string, Record<string, string>>;

/**
 * References between entries as choices by Swedish names, made from the content when the editor
 * is built (a save rebuilds it): the package of a case by the package's title, the case of a quote
 * by the project's title (only projects with a case study), an article's category and series by
 * their names.
 */
function referenceChoices(read: Read): Record<string, Choices> {
  const packages = parse(read(`${DATA_FOLDER}/${collectionSources.packages.file}`)) as {
    id: string;
    title: string;
  }[];
  const projectFolder = `${DATA_FOLDER}/${collectionSources.projects.folder}`;
  const cases = readdirSync(projectFolder)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({
      slug: path.basename(file, ".yaml"),
      ...(parse(read(`${projectFolder}/${file}`)) as { title: string; caseStudy?: unknown }),
    }))
    .filter((project) => project.caseStudy);
  return {
    projects: { packageId: Object.fromEntries(packages.map((item) => [item.id, item.title])) },
    testimonials: { caseStudy: Object.fromEntries(cases.map((project) => [project.slug, project.title])) },
    blog: {
      category: Object.fromEntries(blogCategories.map((category) => [category.id, category.name])),
      seriesId: Object.fromEntries(Object.entries(blogSeries).map(([id, series]) => [id, series.title])),
    },
  };
}

export function presentation(collection: CmsCollection, references: Choices = {}): FieldPresentation {
  return {
    labels: fieldLabels,
    choices: { ...optionLabels, ...references },
    multiline: multilineFields,
    requiredInEditor,
    publicImageFolder: collection.images ?? "/images",
    notInEditor: collection.notInEditor,
    readOnly: collection.readOnly,
  };
}

/**
 * A new entry's file name (its address too) made from its title, å/ä/ö as a/a/o (the global
 * `slug` option), shown to be changed before the first save and fixed after it: the address of a
 * published page stays. A name already taken gets a number; the build names both files if that
 * ever leaves two entries claiming one address.
 */
const newEntrySlug = (template: string) => ({
  template,
  editable: ["create"],
  pattern: [SLUG.source, SLUG_WORDS],
  hint: "Sidans adress, gjord av rubriken. Den går att ändra tills posten sparas första gången, sedan ligger den fast.",
});

function folderOptions(collection: CmsCollection) {
  if (collection.screenshots) {
    // Sveltia resolves a relative media folder from an entry's own folder, which a collection of
    // one file does not have: saving a picture there failed ("Name is not allowed", for `..`). It
    // gets the folder from the repository's root; the path written stays relative to the file.
    const media =
      collection.kind === "folder"
        ? collection.screenshots
        : `/${path.posix.join(path.posix.dirname(collection.file), collection.screenshots)}`;
    return { media_folder: media, public_folder: collection.screenshots };
  }
  return collection.images
    ? { media_folder: `/public${collection.images}`, public_folder: collection.images }
    : {};
}

/** A collection kept in one YAML file: the editor's one file entry for it. */
function yamlFile(collection: CmsCollection & { file: string }, fields: CmsField[]) {
  return { name: collection.name, label: collection.label, file: collection.file, format: "yaml", fields };
}

function collectionConfig(collection: CmsCollection, read: Read, references: Choices) {
  const schema = toJsonSchema(collection.schema);
  const fields = fieldsOf(schema, presentation(collection, references));
  const common = {
    name: collection.name,
    label: collection.label,
    ...(schema.description ? { description: schema.description } : {}),
    ...folderOptions(collection),
  };
  switch (collection.kind) {
    case "list": {
      const idField = collection.namedIds ? NAMED_ID_FIELD : MADE_ID_FIELD;
      // A union of records (the authors) is one field of variable types, told apart by a key.
      const list = schema.properties
        ? undefined
        : fieldsOf({ type: "object", properties: { item: schema } }, presentation(collection, references))[0];
      const itemFields = list
        ? {}
        : { fields: fields.some((field) => field.name === "id") ? fields : [idField, ...fields] };
      // A union's variants each get the id first.
      const types = list?.types as CmsField[] | undefined;
      return {
        ...common,
        files: [
          yamlFile(collection, [
            {
              name: "items",
              label: collection.itemLabel,
              label_singular: collection.itemLabel,
              widget: "list",
              root: true,
              summary: collection.summary,
              ...(types
                ? {
                    typeKey: list?.typeKey,
                    types: types.map((type) => ({
                      ...type,
                      fields: [idField, ...((type.fields as CmsField[]) ?? [])],
                    })),
                  }
                : itemFields),
            },
          ]),
        ],
      };
    }
    case "record": {
      // Each top-level key of the file is one record of the collection (Astro's file loader).
      const keys = Object.keys(parse(read(collection.file)) as Record<string, unknown>);
      return {
        ...common,
        files: [
          yamlFile(
            collection,
            keys.map((key) => ({ name: key, label: collection.label, widget: "object", fields })),
          ),
        ],
      };
    }
    case "folder":
      return {
        ...common,
        folder: collection.folder,
        extension: collection.extension,
        format: collection.extension === "md" ? "frontmatter" : "yaml",
        create: collection.create,
        delete: collection.create,
        slug: collection.create ? newEntrySlug(collection.slug) : collection.slug,
        summary: collection.summary,
        identifier_field: fields.some((field) => field.name === "title") ? "title" : undefined,
        fields:
          collection.extension === "md"
            ? [...fields, { name: "body", label: fieldLabels.body ?? "body", widget: "markdown" }]
            : fields,
      };
  }
}

type Env = Record<string, string | undefined>;

/**
 * Stops a build for the live host (Cloudflare Pages sets CF_PAGES=1) whose editor would save to
 * the placeholder repository: the editor would open, and every sign-in and save would fail.
 * Local and test builds keep the placeholder.
 */
export function checkLiveHostSettings(env: Env) {
  if (env.CF_PAGES === "1" && createSiteConfig(env).cms.placeholderRepo)
    throw new Error(
      `Variabeln VITE_CMS_GITHUB_REPO saknas: redigeringen på /admin/ skulle spara till exempelrepot ${PLACEHOLDER_REPO}. ` +
        "Ange webbplatsens GitHub-repository (t.ex. vinga-design/vingadesign.se) under Settings → Variables and Secrets " +
        "i Cloudflare Pages-projektet och bygg igen (docs/satta-upp-redigeringen.md).",
    );
}

/**
 * Where the editor's GitHub sign-in goes: by default the handler in this site's own Pages project
 * (functions/admin/auth.ts) at the site's origin; VITE_CMS_AUTH_URL names an external one (a
 * Sveltia CMS Authenticator, which answers at its own /auth).
 */
function signIn(cms: { authUrl: string }, origin: string) {
  return cms.authUrl
    ? { base_url: cms.authUrl }
    : { base_url: origin, auth_endpoint: signInPaths.start.replace(/^\//, "") };
}

/** The whole configuration, as Sveltia CMS reads it from /admin/config.json. */
export function cmsConfig(env: Env = process.env, read: Read = (file) => readFileSync(file, "utf8")) {
  checkLiveHostSettings(env);
  const { cms, origin, name } = createSiteConfig(env);
  const references = referenceChoices(read);
  return {
    backend: {
      name: "github",
      repo: cms.repo,
      branch: cms.branch,
      ...signIn(cms, origin),
      commit_messages: {
        create: "Ny {{collection}}: {{slug}} (från /admin/)",
        update: "Ändrat {{collection}}: {{slug}} (från /admin/)",
        delete: "Borttaget {{collection}}: {{slug}} (från /admin/)",
        uploadMedia: "Ny bild: {{path}} (från /admin/)",
        deleteMedia: "Borttagen bild: {{path}} (från /admin/)",
      },
    },
    app_title: `${name} – redigera webbplatsen`,
    site_url: origin,
    display_url: origin,
    media_folder: "/public/images",
    public_folder: "/images",
    // Only the repository's own files: a stock photo is a link the build cannot make pictures of.
    media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    output: {
      // An optional field left empty is left out of the file, never written as null or "".
      omit_empty_optional_fields: true,
      // Quoted strings: an unquoted 2025-06-18 is read back as a date, which the schemas refuse.
      yaml: { quote: "double" },
    },
    collections: cmsCollections.map((collection) =>
      collectionConfig(collection, read, references[collection.name] ?? {}),
    ),
  };
}
