import { z } from "astro/zod";
import { blogAuthors, blogCategories, blogSeries } from "../../content/blog-meta";
import { matching, SLUG, SLUG_WORDS } from "../../content/schemas";
import { swedishIssue } from "../swedish-issues";
import { COVER_PATTERN } from "./cover";

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
      /**
       * Kept where an article has one; the editor neither shows nor writes it, so two articles
       * can never be given the same id (collection.ts still refuses two alike).
       */
      id: z
        .union([z.string(sv), z.number(sv)], sv)
        .transform(String)
        .pipe(text)
        .optional(),
      /**
       * The article's address, which is also its file's name: the editor names a new article's
       * file from its title and writes no slug, so a slug here only ever repeats the file's name.
       */
      slug: matching(SLUG, SLUG_WORDS).optional(),
      title: text,
      excerpt: text,
      author: oneOf(blogAuthors, `ska vara en av: ${blogAuthors.join(", ")}`),
      publishedAt: isoDate,
      /** The last substantive change, when there was one after publication. */
      updatedAt: isoDate
        .optional()
        .describe("Dagen för den senaste stora ändringen, om det finns en. Inte före Publicerad."),
      /** Optional and not used: the site computes the reading time from the text. */
      readingTime: positiveInt.optional(),
      category: oneOf(categoryIds, `ska vara en av: ${categoryIds.join(", ")}`),
      tags: list(text, "behöver minst en tagg"),
      featuredImage: z
        .string(sv)
        .regex(
          COVER_PATTERN,
          "ska vara en bild (JPEG, PNG, WebP, AVIF eller SVG) vald i redigeraren, som sparar den i app/assets/blog/, eller en SVG i public/images/blog/",
        )
        .optional(),
      featuredImageAlt: text.optional(),
      seriesId: oneOf(seriesIds, `okänd serie; kända: ${seriesIds.join(", ")}`)
        .optional()
        .describe("Serien artikeln hör till, om någon. Ange då också Del i serien."),
      seriesPart: positiveInt
        .optional()
        .describe("Artikelns nummer i serien: nästa lediga, utan lucka. Anges tillsammans med Serie."),
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
