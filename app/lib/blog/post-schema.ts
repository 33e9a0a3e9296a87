import { z } from "zod";
import { blogAuthors, blogCategories, blogSeries } from "../../content/blog-meta";

const categoryIds = blogCategories.map((category) => category.id) as [string, ...string[]];
const seriesIds = Object.keys(blogSeries) as [string, ...string[]];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "ska vara ett datum i formatet ÅÅÅÅ-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "är inget giltigt datum");

const text = z.string().trim().min(1, "får inte vara tomt");

/** The front matter of one article file. */
export const postFrontMatterSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String).pipe(text),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ska bestå av a–z, 0–9 och bindestreck"),
    title: text,
    excerpt: text,
    author: z.enum(blogAuthors, { message: `ska vara en av: ${blogAuthors.join(", ")}` }),
    publishedAt: isoDate,
    /** The last substantive change, when there was one after publication. */
    updatedAt: isoDate.optional(),
    /** Optional and not used: the site computes the reading time from the text. */
    readingTime: z.number().int().positive().optional(),
    category: z.enum(categoryIds, { message: `ska vara en av: ${categoryIds.join(", ")}` }),
    tags: z.array(text).min(1, "behöver minst en tagg"),
    featuredImage: z
      .string()
      .regex(
        /^\/images\/blog\/[a-z0-9-]+\.svg$/,
        "ska vara en SVG i public/images/blog/, till exempel /images/blog/namn.svg",
      )
      .optional(),
    featuredImageAlt: text.optional(),
    seriesId: z.enum(seriesIds, { message: `okänd serie; kända: ${seriesIds.join(", ")}` }).optional(),
    seriesPart: z.number().int().positive().optional(),
    seo: z.object({
      metaTitle: text,
      metaDescription: text,
      keywords: z.array(text).min(1, "behöver minst ett nyckelord"),
    }),
  })
  .strict()
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

const typeNames: Record<string, string> = {
  string: "text",
  number: "ett tal",
  int: "ett heltal",
  boolean: "sant eller falskt",
  array: "en lista",
  object: "en grupp av fält",
  null: "tomt",
  undefined: "tomt",
};

const typeName = (type: string) => typeNames[type] ?? type;

function valueType(value: unknown) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isInteger(value)) return "int";
  return typeof value;
}

/** Swedish wording for the checks that carry no message of their own in the schema. */
const swedishIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return `ska vara ${typeName(issue.expected)}, inte ${typeName(valueType(issue.input))}`;
    case "too_small":
      return issue.origin === "number"
        ? `ska vara ${issue.inclusive ? "minst" : "större än"} ${String(issue.minimum)}`
        : `ska ha minst ${String(issue.minimum)}`;
    case "invalid_format":
      return issue.format === "starts_with" && "prefix" in issue
        ? `ska börja med "${String(issue.prefix)}"`
        : "har fel format";
    default:
      return "har ett ogiltigt värde";
  }
};

export function parseFrontMatter(file: string, data: unknown) {
  const result = postFrontMatterSchema.safeParse(data, { error: swedishIssue });
  if (result.success) return { post: result.data, errors: [] as ContentError[] };
  const errors = result.error.issues.flatMap((issue): ContentError[] => {
    const path = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        file,
        field: path ? `${path}.${key}` : key,
        message: "är inget känt fält (stavfel?)",
      }));
    }
    if (issue.code === "invalid_type" && issue.path.length === 0) {
      return [{ file, field: "(front matter)", message: "ska vara fält i YAML, till exempel title: …" }];
    }
    const missing = issue.code === "invalid_type" && valueAt(data, issue.path) === undefined;
    return [{ file, field: path, message: missing ? "saknas" : issue.message }];
  });
  return { post: null, errors };
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}
