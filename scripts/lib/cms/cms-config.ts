/**
 * The content editor's configuration (Sveltia CMS at /admin/), generated at build from the same
 * schemas the build checks the content with (app/content/schemas.ts, the blog's post-schema.ts):
 * each collection's fields come from its schema (schema-fields.ts), so the editor offers exactly
 * the fields the build accepts. What is written here is only what a schema cannot say: where each
 * collection's files are, its Swedish names, and how saved files are written.
 */
import type { z } from "astro/zod";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
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
} from "../../../app/content/schemas.ts";
import { postFrontMatterSchema } from "../../../app/lib/blog/post-schema.ts";
import { createSiteConfig } from "../../../app/site.config.ts";
import { fieldLabels, multilineFields, requiredInEditor } from "./field-labels.ts";
import {
  type CmsField,
  editorImage,
  fieldsOf,
  type FieldPresentation,
  toJsonSchema,
} from "./schema-fields.ts";

const DATA = "app/content/data";

/**
 * One collection as the editor shows it. `list`: a YAML file that is a list of records, each with
 * an `id` (Astro's file loader); `record`: a YAML file of named records (the business facts);
 * `folder`: a file per entry, YAML or Markdown with front matter, the file's name its id.
 */
export type CmsCollection = {
  name: string;
  label: string;
  schema: z.ZodType;
  /** Where its pictures are saved: a folder under public/ as the site addresses it (`/images/…`). */
  images?: string;
  /** Where its screenshots are saved, relative to its data files (an app/assets/ folder: image()). */
  screenshots?: string;
} & (
  | { kind: "list"; file: string; itemLabel: string; summary: string }
  | { kind: "record"; file: string }
  | {
      kind: "folder";
      folder: string;
      extension: "yaml" | "md";
      create: boolean;
      slug: string;
      summary: string;
    }
);

export const cmsCollections: CmsCollection[] = [
  {
    kind: "list",
    name: "packages",
    label: "Paket och priser",
    itemLabel: "Paket",
    file: `${DATA}/packages.yaml`,
    schema: packageSchema,
    summary: "{{fields.order}}. {{fields.title}}",
  },
  {
    kind: "record",
    name: "businessFacts",
    label: "Företagsfakta",
    file: `${DATA}/business-facts.yaml`,
    schema: businessFactsSchema,
  },
  {
    kind: "list",
    name: "processSteps",
    label: "Arbetsprocess",
    itemLabel: "Steg",
    file: `${DATA}/process.yaml`,
    schema: processStepSchema,
    summary: "{{fields.step}}. {{fields.title}}",
  },
  {
    kind: "list",
    name: "buildSteps",
    label: "Så bygger vi hemsidan",
    itemLabel: "Steg",
    file: `${DATA}/build-steps.yaml`,
    schema: buildStepSchema,
    summary: "{{fields.step}}. {{fields.title}}",
  },
  {
    kind: "folder",
    name: "faq",
    label: "Vanliga frågor",
    folder: `${DATA}/faq`,
    extension: "yaml",
    create: false,
    slug: "{{slug}}",
    summary: "{{slug}}",
    schema: faqListSchema,
  },
  {
    kind: "list",
    name: "designTemplates",
    label: "Designmallar",
    itemLabel: "Mall",
    file: `${DATA}/templates.yaml`,
    schema: designTemplateSchema({ image: editorImage }),
    summary: "{{fields.title}}",
    screenshots: "../../assets/templates",
  },
  {
    kind: "list",
    name: "designThinkingSteps",
    label: "Design thinking",
    itemLabel: "Steg",
    file: `${DATA}/design-thinking.yaml`,
    schema: designThinkingStepSchema,
    summary: "{{fields.order}}. {{fields.title}}",
  },
  {
    kind: "list",
    name: "testimonials",
    label: "Kundomdömen",
    itemLabel: "Omdöme",
    file: `${DATA}/testimonials.yaml`,
    schema: testimonialSchema,
    summary: "{{fields.name}}, {{fields.company}}",
    images: "/images/avatars",
  },
  {
    kind: "folder",
    name: "projects",
    label: "Projekt och kundcase",
    folder: `${DATA}/projects`,
    extension: "yaml",
    create: true,
    slug: "{{title}}",
    summary: "{{fields.order}}. {{fields.title}}",
    schema: projectSchema({ image: editorImage }),
    screenshots: "../../../assets/projects",
  },
  {
    kind: "list",
    name: "authors",
    label: "Skribenter",
    itemLabel: "Skribent",
    file: `${DATA}/authors.yaml`,
    schema: authorSchema,
    summary: "{{fields.name}}",
  },
  {
    kind: "folder",
    name: "blog",
    label: "Blogginlägg",
    folder: "app/content/blog",
    extension: "md",
    create: true,
    slug: "{{fields.slug}}",
    summary: "{{fields.title}}",
    schema: postFrontMatterSchema,
    images: "/images/blog",
  },
];

/** Every content file a collection covers (a test checks that no content file is left out). */
export function coveredBy(collection: CmsCollection, file: string) {
  if (collection.kind !== "folder") return file === collection.file;
  return file.startsWith(`${collection.folder}/`) && file.endsWith(`.${collection.extension}`);
}

const ID_FIELD: CmsField = {
  name: "id",
  label: "Id",
  widget: "string",
  hint: "Postens namn i adresser och hänvisningar: små bokstäver a–z, siffror och bindestreck. Ändra det inte på en befintlig post.",
  pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", "ska bestå av a–z, 0–9 och bindestreck"],
};

export function presentation(collection: CmsCollection): FieldPresentation {
  return {
    labels: fieldLabels,
    multiline: multilineFields,
    requiredInEditor,
    publicImageFolder: collection.images ?? "/images",
  };
}

function folderOptions(collection: CmsCollection) {
  if (collection.screenshots)
    return { media_folder: collection.screenshots, public_folder: collection.screenshots };
  return collection.images
    ? { media_folder: `/public${collection.images}`, public_folder: collection.images }
    : {};
}

/** A collection kept in one YAML file: the editor's one file entry for it. */
function yamlFile(collection: CmsCollection & { file: string }, fields: CmsField[]) {
  return { name: collection.name, label: collection.label, file: collection.file, format: "yaml", fields };
}

function collectionConfig(collection: CmsCollection, read: (file: string) => string) {
  const schema = toJsonSchema(collection.schema);
  const fields = fieldsOf(schema, presentation(collection));
  const common = {
    name: collection.name,
    label: collection.label,
    ...(schema.description ? { description: schema.description } : {}),
    ...folderOptions(collection),
  };
  switch (collection.kind) {
    case "list": {
      // A union of records (the authors) is one field of variable types, told apart by a key.
      const list = schema.properties
        ? undefined
        : fieldsOf({ type: "object", properties: { item: schema } }, presentation(collection))[0];
      const itemFields = list
        ? {}
        : { fields: fields.some((field) => field.name === "id") ? fields : [ID_FIELD, ...fields] };
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
                      fields: [ID_FIELD, ...((type.fields as CmsField[]) ?? [])],
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
        slug: collection.slug,
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

/** The whole configuration, as Sveltia CMS reads it from /admin/config.json. */
export function cmsConfig(env: Env = process.env, read = (file: string) => readFileSync(file, "utf8")) {
  const { cms, origin, name } = createSiteConfig(env);
  return {
    backend: {
      name: "github",
      repo: cms.repo,
      branch: cms.branch,
      ...(cms.authUrl ? { base_url: cms.authUrl } : {}),
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
    media_libraries: { default: { config: { slugify_filename: true } } },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    output: {
      // An optional field left empty is left out of the file, never written as null or "".
      omit_empty_optional_fields: true,
      // Quoted strings: an unquoted 2025-06-18 is read back as a date, which the schemas refuse.
      yaml: { quote: "double" },
    },
    collections: cmsCollections.map((collection) => collectionConfig(collection, read)),
  };
}
