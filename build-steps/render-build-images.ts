/**
 * Renders the build's raster images without a browser: each article's and each case study's
 * share card (build-steps/share-card.ts, an SVG drawn by sharp) to the PNG its og:image names
 * (app/lib/seo/share-image.ts), and the favicon mark to the RSS channel's logo
 * (app/lib/blog/feed-logo.ts); social networks and feeds take no SVG. Part of `npm run build`:
 * the PNGs are build output, not committed.
 */
import { parseFrontmatter } from "@astrojs/markdown-remark";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { blogCategories } from "../app/content/blog-meta.ts";
import { FEED_LOGO } from "../app/lib/blog/feed-logo.ts";
import { isPhotoCover } from "../app/lib/blog/cover.ts";
import { caseStudyPageCopy } from "../app/content/case-study-page.ts";
import { PROJECTS_SHOWN } from "../app/content/projects.ts";
import {
  articleShareImagePath,
  caseStudyShareImagePath,
  SHARE_IMAGE_SIZE,
} from "../app/lib/seo/share-image.ts";
import { siteConfig } from "../app/site.config.ts";
import { buildDirectory } from "./build-directory.ts";
import { svgToPng } from "./rasterize-svg.ts";
import { COVER_FRAME, shareCardFonts, shareCardSvg, type ShareCard } from "./share-card.ts";

const started = performance.now();
const CLIENT = path.join(buildDirectory, "client");
const BLOG = "app/content/blog";
const PROJECTS = "app/content/data/projects";

type FrontMatter = { title: string; category: string; featuredImage?: string };

// The build has validated every article (the blog collection) by now; this reads only what the card
// shows. The file's name is the slug, as in the collection: the editor writes none into a new article.
const articles = readdirSync(BLOG)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const source = readFileSync(path.join(BLOG, name), "utf8");
    return { ...(parseFrontmatter(source).frontmatter as FrontMatter), slug: path.basename(name, ".md") };
  });

type ProjectData = { order: number; title: string; image: { src: string }; cardImage?: { src: string } };

// The build has validated every project (the projects collection) by now; the file's name is its slug.
const shownProjects = readdirSync(PROJECTS)
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => ({
    ...(parse(readFileSync(path.join(PROJECTS, name), "utf8")) as ProjectData),
    slug: path.basename(name, ".yaml"),
  }))
  .sort((a, b) => a.order - b.order)
  .slice(0, PROJECTS_SHOWN);

/** A picture at twice the frame's size, cropped to it. */
const framed = (file: string) =>
  sharp(file)
    .resize(2 * COVER_FRAME.width, 2 * COVER_FRAME.height, { fit: "cover" })
    .png()
    .toBuffer();
/** An article's cover: its SVG artwork drawn as vectors, or its photo (named relative to the article). */
const articleCover = async (src: string) => {
  if (isPhotoCover(src)) return { file: src, png: await framed(path.join(BLOG, src)) };
  const file = path.join("public", src);
  return { svg: readFileSync(file, "utf8"), file };
};
/** A case study's screenshot (named relative to its data file). */
const projectCover = async (slug: string, src: string) => ({
  file: `${path.join(PROJECTS, `${slug}.yaml`)}: ${src}`,
  png: await framed(path.join(PROJECTS, src)),
});

const host = new URL(siteConfig.origin).host;
const brand = { logoWord: siteConfig.logoWord, logoSubtitle: siteConfig.logoSubtitle };
const articleCards = await Promise.all(
  articles.map(async (article): Promise<{ file: string; card: ShareCard }> => ({
    file: articleShareImagePath(article.slug),
    card: {
      title: article.title,
      categoryName: blogCategories.find((category) => category.id === article.category)?.name ?? "",
      cover: article.featuredImage ? await articleCover(article.featuredImage) : undefined,
      ...brand,
      address: `${host}/blogg`,
    },
  })),
);
const caseStudyCards = await Promise.all(
  shownProjects.map(async (project): Promise<{ file: string; card: ShareCard }> => ({
    file: caseStudyShareImagePath(project.slug),
    card: {
      title: project.title,
      categoryName: caseStudyPageCopy.eyebrow,
      cover: await projectCover(project.slug, (project.cardImage ?? project.image).src),
      ...brand,
      address: `${host}/references`,
    },
  })),
);
const cards = [...articleCards, ...caseStudyCards];

const fonts = shareCardFonts();
const write = (imagePath: string, png: Buffer) => {
  const file = path.join(CLIENT, imagePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, png);
};
await Promise.all(
  cards.map(async ({ file, card }) =>
    write(file, await svgToPng(shareCardSvg(card, fonts), SHARE_IMAGE_SIZE)),
  ),
);
write(FEED_LOGO.path, await svgToPng(readFileSync("public/images/brand/favicon.svg", "utf8"), FEED_LOGO));
console.log(
  `render-build-images: ${cards.length} share images and the feed logo in ${Math.round(performance.now() - started)} ms`,
);
