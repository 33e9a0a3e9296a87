import { z } from "astro/zod";
import { blogAuthors, blogCategories, blogSeries } from "../../content/blog-meta";

const typeNames: Record<string, string> = {
  string: "text",
  number: "ett tal",
  int: "ett heltal",
  boolean: "sant eller falskt",
  array: "en lista",
  object: "en grupp av fält",
  null: "tomt",
  undefined: "tomt",
  // YAML reads an unquoted 2025-06-09 as a date, never as the text the schema asks for.
  date: "ett datum utan citattecken (skriv det inom citattecken)",
};

const typeName = (type: string) => typeNames[type] ?? type;

function valueType(value: unknown) {
  if (value === null) return "null";
  if (value instanceof Date) return "date";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isInteger(value)) return "int";
  return typeof value;
}

/**
 * Swedish wording for the checks that carry no message of their own. It is given to each schema
 * rather than to the parse, because Astro parses the front matter with its own English error map,
 * and a schema's own map is the one that wins.
 */
const swedishIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "saknas";
      return `ska vara ${typeName(issue.expected)}, inte ${typeName(valueType(issue.input))}`;
    case "too_small":
      return issue.origin === "number"
        ? `ska vara ${issue.inclusive ? "minst" : "större än"} ${String(issue.minimum)}`
        : `ska ha minst ${String(issue.minimum)}`;
    case "unrecognized_keys":
      // Reported on the object that holds them, so the message names them.
      return `har okända fält (stavfel?): ${issue.keys.join(", ")}`;
    default:
      return "har ett ogiltigt värde";
  }
};
const sv = { error: swedishIssue };

const categoryIds = blogCategories.map((category) => category.id) as [string, ...string[]];
const seriesIds = Object.keys(blogSeries) as [string, ...string[]];

const isoDate = z
  .string(sv)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "ska vara ett datum i formatet ÅÅÅÅ-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "är inget giltigt datum");

const text = z.string(sv).trim().min(1, "får inte vara tomt");
const positiveInt = z.number(sv).int(sv).positive(sv);
const list = <T extends z.ZodType>(item: T, atLeastOne: string) => z.array(item, sv).min(1, atLeastOne);
const oneOf = (values: readonly [string, ...string[]], message: string) => z.enum(values, { message });

/**
 * The front matter of one article file, the schema of the blog collection (app/content.config.ts).
 * Astro stops the build at a file that does not match and names the file and each field.
 */
export const postFrontMatterSchema = z
  .strictObject(
    {
      id: z
        .union([z.string(sv), z.number(sv)], sv)
        .transform(String)
        .pipe(text),
      slug: z.string(sv).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ska bestå av a–z, 0–9 och bindestreck"),
      title: text,
      excerpt: text,
      author: oneOf(blogAuthors, `ska vara en av: ${blogAuthors.join(", ")}`),
      publishedAt: isoDate,
      /** The last substantive change, when there was one after publication. */
      updatedAt: isoDate.optional(),
      /** Optional and not used: the site computes the reading time from the text. */
      readingTime: positiveInt.optional(),
      category: oneOf(categoryIds, `ska vara en av: ${categoryIds.join(", ")}`),
      tags: list(text, "behöver minst en tagg"),
      featuredImage: z
        .string(sv)
        .regex(
          /^\/images\/blog\/[a-z0-9-]+\.svg$/,
          "ska vara en SVG i public/images/blog/, till exempel /images/blog/namn.svg",
        )
        .optional(),
      featuredImageAlt: text.optional(),
      seriesId: oneOf(seriesIds, `okänd serie; kända: ${seriesIds.join(", ")}`).optional(),
      seriesPart: positiveInt.optional(),
      seo: z.strictObject(
        {
          metaTitle: text,
          metaDescription: text,
          keywords: list(text, "behöver minst ett nyckelord"),
        },
        sv,
      ),
    },
    sv,
  )
  .superRefine((post, ctx) => {
    if (post.updatedAt !== undefined && post.updatedAt < post.publishedAt) {
      ctx.addIssue({
        code: "custom",
        path: ["updatedAt"],
        message: `(${post.updatedAt}) får inte vara före publishedAt (${post.publishedAt})`,
      });
    }
    if ((post.featuredImage === undefined) !== (post.featuredImageAlt === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [post.featuredImage === undefined ? "featuredImage" : "featuredImageAlt"],
        message: "featuredImage och featuredImageAlt anges tillsammans",
      });
    }
    if ((post.seriesId === undefined) !== (post.seriesPart === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [post.seriesId === undefined ? "seriesId" : "seriesPart"],
        message: "seriesId och seriesPart anges tillsammans",
      });
    }
  });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** One problem in one content file, phrased for the person who edits it. */
export type ContentError = { file: string; field: string; message: string };

export function formatContentError({ file, field, message }: ContentError) {
  return `${file}: fältet "${field}" ${message}`;
}
