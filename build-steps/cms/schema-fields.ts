/**
 * Sveltia CMS fields from a content schema, so the editor and the build never disagree: the Zod
 * schema is turned into JSON Schema (Zod's own `z.toJSONSchema`, as the schema's input: a field
 * with a default is optional) and each property into the field that can only write what the schema
 * accepts. A field the schemas gain shows up in the editor with the next build.
 */
import { z } from "astro/zod";
import type { ImageFunction } from "astro:content";
import { COVER_PATTERN } from "../../app/lib/blog/cover.ts";

/** The part of JSON Schema that `z.toJSONSchema` writes for the content schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  /** The rule's Swedish words (matching() in app/content/schemas.ts), shown instead of the pattern. */
  patternMessage?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
};

/** A field without its name and label: what a value's schema alone decides. */
type Widget = { widget: string; [option: string]: unknown };

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  [option: string]: unknown;
};

/** How the editor shows a field that the schema alone cannot tell (its label, a longer text box). */
export type FieldPresentation = {
  /** Swedish labels by field name; a field without one is labelled with its name. */
  labels: Record<string, string>;
  /** Fields whose text runs to several sentences: a text area instead of a line. */
  multiline: ReadonlySet<string>;
  /** Where pictures of this collection are saved, as the site addresses them (`/images/…`). */
  publicImageFolder: string;
  /**
   * Optional in the schema, but only together with another field (a rule across fields, which the
   * editor cannot express): the editor asks for it every time.
   */
  requiredInEditor?: ReadonlySet<string>;
  /**
   * The Swedish names of the values a field may take, by field name: a choice shows the names and
   * writes the values, and a text field with names is a choice of them (a reference to another
   * entry: the package of a case, the case of a quote).
   */
  choices?: Record<string, Record<string, string>>;
  /** Made by the site, never asked for: not shown. */
  notInEditor?: ReadonlySet<string>;
  /** Shown as they are and never changed in the editor. */
  readOnly?: ReadonlySet<string>;
};

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/**
 * Astro's image() as the editor sees it: a path relative to the data file, which is what the editor
 * writes for a picture saved in the collection's screenshot folder (`media_folder` relative to the
 * entry). The build then measures the file; the editor only lets a raster picture be chosen.
 */
export const editorImage = (() => z.string().regex(/^\.\.\//)) as unknown as ImageFunction;
const RELATIVE_PICTURE = String.raw`^\.\.\/`;
const RASTER_TYPES = "image/png,image/jpeg,image/webp,image/avif";
/** An article's cover: a picture saved beside the others in app/assets/blog/ (cover.ts). */
const COVER = { pattern: COVER_PATTERN.source, types: `${RASTER_TYPES},image/svg+xml` };
/** A picture is a file in the repository: the build cannot use an address typed in or a stock photo. */
const FILE_ONLY = { choose_url: false };

const ISO_DATE = String.raw`^\d{4}-\d{2}-\d{2}$`;
/** A whole address with a host that has a dot in it: what the build's z.url() takes, and no less. */
const WEB_ADDRESS = String.raw`^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$`;
const WEB_ADDRESS_WORDS = "En hel webbadress som börjar med https://, till exempel https://exempel.se";
const PUBLIC_IMAGE = /^\^\\\/images\\\//;
const LARGEST_SAFE = Number.MAX_SAFE_INTEGER;

/** `T | null` is an optional T: with `output.omit_empty_optional_fields` an empty value is left out. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const options = schema.anyOf;
  if (options) {
    const rest = options.filter((option) => option.type !== "null");
    if (rest.length === 1 && rest.length < options.length) {
      const [only] = rest;
      if (only)
        return { schema: { ...only, description: schema.description ?? only.description }, nullable: true };
    }
  }
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const type = schema.type.filter((name) => name !== "null");
    return { schema: { ...schema, type: type.length === 1 ? type[0] : type }, nullable: true };
  }
  return { schema, nullable: false };
}

function numberOptions(schema: JsonSchema) {
  const options: Record<string, unknown> = { value_type: schema.type === "integer" ? "int" : "float" };
  if (schema.exclusiveMinimum !== undefined)
    options.min = schema.exclusiveMinimum + (schema.type === "integer" ? 1 : 0);
  else if (schema.minimum !== undefined) options.min = schema.minimum;
  if (schema.maximum !== undefined && schema.maximum < LARGEST_SAFE) options.max = schema.maximum;
  return options;
}

function imageOptions(schema: JsonSchema, presentation: FieldPresentation) {
  const options: Record<string, unknown> = {};
  // A pattern that names the file type (the blog's covers are SVG) limits what can be picked.
  const extension = schema.pattern?.match(/\\\.([a-z0-9]+)\$$/)?.[1];
  if (extension) options.accept = `.${extension}`;
  const folder = schema.pattern?.match(/^\^((?:\\\/[a-z0-9-]+)+)\\\//)?.[1]?.replaceAll("\\/", "/");
  // A pattern that names a folder the collection's own folder is not in moves the picture there.
  if (folder && !`${presentation.publicImageFolder}/`.startsWith(`${folder}/`)) {
    options.media_folder = `/public${folder}`;
    options.public_folder = folder;
  }
  return options;
}

/** A choice's options, each by its Swedish name where the field has names for them. */
function namedOptions(values: readonly unknown[], names: Record<string, string> | undefined) {
  if (!names) return values;
  return values.map((value) => ({ label: names[String(value)] ?? String(value), value }));
}

/** The field for a value of `schema`, without name, label and whether it is required. */
function widgetFor(schema: JsonSchema, presentation: FieldPresentation, name: string): Widget {
  const names = presentation.choices?.[name];
  if (schema.enum) return { widget: "select", options: namedOptions(schema.enum, names) };
  if (schema.const !== undefined) return { widget: "hidden", default: schema.const };
  const union = schema.oneOf ?? schema.anyOf;
  // A union of single values (a step is 1, 2, 3 or 4) is a choice between them.
  if (union?.every((option) => option.const !== undefined))
    return {
      widget: "select",
      options: namedOptions(
        union.map((option) => option.const),
        names,
      ),
    };
  // A number that may also be written as text under a rule (a price: "14 500 kr") is typed as that text.
  const asText = union?.find((option) => option.type === "string" && option.pattern);
  if (
    asText &&
    union?.every((option) => option === asText || option.type === "integer" || option.type === "number")
  )
    return widgetFor(asText, presentation, name);
  if (union) return variantsFor(union, presentation);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes("string")) {
    if (names) return { widget: "select", options: namedOptions(Object.keys(names), names) };
    if (schema.pattern === ISO_DATE)
      return { widget: "datetime", time_format: false, date_format: "YYYY-MM-DD", format: "YYYY-MM-DD" };
    if (schema.pattern === RELATIVE_PICTURE) return { widget: "image", accept: RASTER_TYPES, ...FILE_ONLY };
    if (schema.pattern === COVER.pattern) return { widget: "image", accept: COVER.types, ...FILE_ONLY };
    if (schema.pattern && PUBLIC_IMAGE.test(schema.pattern))
      return { widget: "image", ...imageOptions(schema, presentation), ...FILE_ONLY };
    const options: Record<string, unknown> = {};
    if (schema.maxLength !== undefined) options.maxlength = schema.maxLength;
    if (schema.minLength !== undefined && schema.minLength > 1) options.minlength = schema.minLength;
    if (schema.pattern) {
      if (!schema.patternMessage)
        throw new Error(
          `cms: ${name} has a rule without Swedish words for the editor; give it with matching() (app/content/schemas.ts)`,
        );
      options.pattern = [schema.pattern, schema.patternMessage];
    }
    if (schema.format === "uri") options.pattern = [WEB_ADDRESS, WEB_ADDRESS_WORDS];
    return { widget: presentation.multiline.has(name) ? "text" : "string", ...options };
  }
  if (type.includes("integer") || type.includes("number"))
    return { widget: "number", ...numberOptions(schema) };
  if (type.includes("boolean")) return { widget: "boolean" };
  if (type.includes("array")) {
    const items = schema.items ?? {};
    const list: Widget = { widget: "list" };
    if (schema.minItems) list.min = schema.minItems;
    if (schema.maxItems) list.max = schema.maxItems;
    if (items.type === "object" && items.properties)
      return { ...list, fields: fieldsOf(items, presentation) };
    if (items.oneOf ?? items.anyOf)
      return { ...variantsFor(items.oneOf ?? items.anyOf ?? [], presentation), ...list };
    return {
      ...list,
      field: {
        name: "item",
        label: presentation.labels[name] ?? name,
        ...widgetFor(items, presentation, name),
      },
    };
  }
  if (type.includes("object") && schema.properties)
    return { widget: "object", fields: fieldsOf(schema, presentation) };
  throw new Error(`cms: no editor field for ${name} (${JSON.stringify(schema).slice(0, 120)})`);
}

/**
 * A union of objects told apart by one property (the authors' `kind`): Sveltia's variable types,
 * one type for each value the property may take, each with that variant's fields.
 */
function variantsFor(variants: JsonSchema[], presentation: FieldPresentation): Widget {
  const keys = Object.keys(variants[0]?.properties ?? {}).filter((key) =>
    variants.every((variant) => {
      const property = variant.properties?.[key];
      return property?.const !== undefined || property?.enum !== undefined;
    }),
  );
  const typeKey = keys[0];
  if (!typeKey)
    throw new Error(
      `cms: a union the editor can show needs a property that tells its variants apart: ${JSON.stringify(variants)}`,
    );
  const types = variants.flatMap((variant) => {
    const discriminator = variant.properties?.[typeKey] ?? {};
    const values = discriminator.const !== undefined ? [discriminator.const] : (discriminator.enum ?? []);
    const rest: JsonSchema = {
      ...variant,
      properties: Object.fromEntries(
        Object.entries(variant.properties ?? {}).filter(([key]) => key !== typeKey),
      ),
    };
    return values.map((value) => ({
      name: String(value),
      label: presentation.labels[`${typeKey}:${String(value)}`] ?? String(value),
      widget: "object",
      fields: fieldsOf(rest, presentation),
    }));
  });
  return { widget: "object", typeKey, types };
}

/** The editor's fields for an object schema's properties, in the schema's order. */
export function fieldsOf(schema: JsonSchema, presentation: FieldPresentation): CmsField[] {
  const required = new Set(schema.required ?? []);
  const shown = Object.entries(schema.properties ?? {}).filter(
    ([name]) => !presentation.notInEditor?.has(name),
  );
  return shown.map(([name, property]) => {
    const { schema: value, nullable } = withoutNull(property);
    const field: CmsField = {
      name,
      label: presentation.labels[name] ?? name,
      ...widgetFor(value, presentation, name),
    };
    if ((!required.has(name) || nullable) && !presentation.requiredInEditor?.has(name))
      field.required = false;
    if (value.default !== undefined && value.default !== null) field.default = value.default;
    // An optional single value (a title's language) is a choice of it or nothing, never a hidden
    // field that would write it into every entry.
    if (field.widget === "hidden" && field.required === false) {
      field.widget = "select";
      field.options = namedOptions([field.default], presentation.choices?.[name]);
      delete field.default;
    }
    if (presentation.readOnly?.has(name)) field.readonly = true;
    const hint = property.description ?? value.description;
    if (hint) field.hint = hint;
    return field;
  });
}
