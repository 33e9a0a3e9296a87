import { describe, expect, it } from "vitest";
import { articleSource, sampleFrontMatter } from "../../../tests/support/blog-posts";
import type { ImageAsset } from "../references/page-data";
import { isPhotoCover } from "./cover";
import { postFrontMatterSchema } from "./post-schema";
import { assemblePosts } from "./posts";

const article = { ...sampleFrontMatter, featuredImageAlt: "En kaffekopp på ett skrivbord." };

const coverIssues = (featuredImage: string) =>
  postFrontMatterSchema
    .safeParse({ ...article, featuredImage })
    .error?.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) ?? [];

describe("an article's cover", () => {
  it("may be a JPEG, PNG, WebP, AVIF or SVG the editor saved in app/assets/blog/, or the SVG artwork in public/", () => {
    for (const name of ["foto.jpg", "foto.jpeg", "skarm-1.png", "foto.webp", "foto.avif", "ritning.svg"]) {
      expect(coverIssues(`../../assets/blog/${name}`), name).toEqual([]);
      expect(isPhotoCover(`../../assets/blog/${name}`), name).toBe(true);
    }
    expect(coverIssues("/images/blog/vad-ar-seo.svg")).toEqual([]);
    expect(isPhotoCover("/images/blog/vad-ar-seo.svg")).toBe(false);
  });

  it("is refused in Swedish when the build could not make pictures of it", () => {
    const refusal = [
      "featuredImage ska vara en bild (JPEG, PNG, WebP, AVIF eller SVG) vald i redigeraren, som sparar den i app/assets/blog/, eller en SVG i public/images/blog/",
    ];
    for (const cover of [
      // A typed-in address or a stock photo: nothing in the repository to build from.
      "https://images.example.com/foto.jpg",
      // A photo in public/ would ship whether an article names it or not.
      "/images/blog/foto.jpg",
      "../../assets/projects/foto.png",
      "../../assets/blog/dokument.pdf",
    ])
      expect(coverIssues(cover), cover).toEqual(refusal);
  });

  it("as a photo, is served as its picture's files, with no check of SVG artwork", async () => {
    const picture: ImageAsset = {
      src: "/_astro/foto.Bx1.jpg",
      width: 2400,
      height: 1600,
      alt: article.featuredImageAlt,
      sources: [{ type: "image/avif", srcset: "/_astro/foto.Bx1.avif 360w" }],
    };
    const source = await articleSource(
      "app/content/blog/forsta-artikeln.md",
      `---\n${JSON.stringify({ ...article, featuredImage: "../../assets/blog/foto.jpg" })}\n---\n\nEn kort text.\n`,
    );
    const [post] = assemblePosts([{ ...source, coverPicture: picture }], {
      readPublicFile: () => undefined,
      renamed: {},
    });
    expect(post?.featuredImage).toBe(picture.src);
    expect(post?.coverPicture).toEqual(picture);
  });
});
