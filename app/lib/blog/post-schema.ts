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
    readingTime: z.number().int().positive(),
    category: z.enum(categoryIds, { message: `ska vara en av: ${categoryIds.join(", ")}` }),
    tags: z.array(text).min(1, "behöver minst en tagg"),
    featuredImage: z.string().startsWith("/").optional(),
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

export function parseFrontMatter(file: string, data: unknown) {
  const result = postFrontMatterSchema.safeParse(data);
  if (result.success) return { post: result.data, errors: [] as ContentError[] };
  const errors = result.error.issues.map((issue) => ({
    file,
    field: issue.path.join(".") || "(front matter)",
    message:
      issue.code === "invalid_type" && valueAt(data, issue.path) === undefined ? "saknas" : issue.message,
  }));
  return { post: null, errors };
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}
