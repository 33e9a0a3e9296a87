/**
 * Renders the build's raster images with one headless Chromium: each article's and each case
 * study's share card (scripts/lib/share-card.ts) to the PNG its og:image names
 * (app/lib/seo/share-image.ts), and
 * the favicon mark to the RSS channel's logo (app/lib/blog/feed-logo.ts); social networks and
 * feeds take no SVG. Part of `npm run build`: the PNGs are build output, not committed. Without
 * Chromium the build stops here and says so, since pages and the feed would point at missing images.
 */
import { parseFrontmatter } from "@astrojs/markdown-remark";
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "yaml";
import { blogCategories } from "../app/content/blog-meta.ts";
import { FEED_LOGO } from "../app/lib/blog/feed-logo.ts";
import { caseStudyPageCopy } from "../app/content/case-study-page.ts";
import { PROJECTS_SHOWN } from "../app/content/projects.ts";
import {
  articleShareImagePath,
  caseStudyShareImagePath,
  SHARE_IMAGE_SIZE,
} from "../app/lib/seo/share-image.ts";
import { siteConfig } from "../app/site.config.ts";
import { buildDirectory } from "./lib/build-directory.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { shareCardHtml, type ShareCard } from "./lib/share-card.ts";

const started = performance.now();
const CLIENT = path.join(buildDirectory, "client");
const BLOG = "app/content/blog";
const PROJECTS = "app/content/data/projects";
const require = createRequire(import.meta.url);
const fontBase64 = (specifier: string) => readFileSync(require.resolve(specifier)).toString("base64");
const fonts = {
  display: fontBase64(
    "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
  ),
  body: fontBase64("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
};

type FrontMatter = { slug: string; title: string; category: string; featuredImage?: string };

// The build has validated every article (the blog collection) by now; this reads only what the card shows.
const articles = readdirSync(BLOG)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const source = readFileSync(path.join(BLOG, name), "utf8");
    return parseFrontmatter(source).frontmatter as FrontMatter;
  });

type ProjectData = { order: number; title: string; image: string; cardImage?: string };

// The build has validated every project (the projects collection) by now; the file's name is its slug.
const shownProjects = readdirSync(PROJECTS)
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => ({
    ...(parse(readFileSync(path.join(PROJECTS, name), "utf8")) as ProjectData),
    slug: path.basename(name, ".yaml"),
  }))
  .sort((a, b) => a.order - b.order)
  .slice(0, PROJECTS_SHOWN);

const host = new URL(siteConfig.origin).host;
const brand = { logoWord: siteConfig.logoWord, logoSubtitle: siteConfig.logoSubtitle };
const articleCards = articles.map((article): { file: string; card: ShareCard } => ({
  file: articleShareImagePath(article.slug),
  card: {
    title: article.title,
    categoryName: blogCategories.find((category) => category.id === article.category)?.name ?? "",
    coverSvg: article.featuredImage
      ? readFileSync(path.join("public", article.featuredImage), "utf8")
      : undefined,
    ...brand,
    address: `${host}/blogg`,
  },
}));
const caseStudyCards = shownProjects.map((project): { file: string; card: ShareCard } => ({
  file: caseStudyShareImagePath(project.slug),
  card: {
    title: project.title,
    categoryName: caseStudyPageCopy.eyebrow,
    coverSvg: readFileSync(path.join("public", project.cardImage ?? project.image), "utf8"),
    ...brand,
    address: `${host}/references`,
  },
}));
const cards = [...articleCards, ...caseStudyCards];

if (!existsSync(chromiumPath)) {
  console.error(
    `render-build-images: Chromium saknas på ${chromiumPath}. Den behövs för artiklarnas delningsbilder och flödets logotyp: ` +
      "installera Debian-paketet chromium eller ange sökvägen i CHROMIUM_PATH.",
  );
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport: SHARE_IMAGE_SIZE });
  for (const { file: imagePath, card } of cards) {
    const file = path.join(CLIENT, imagePath);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.setContent(shareCardHtml(card, fonts), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: file, type: "png" });
  }
  const logo = path.join(CLIENT, FEED_LOGO.path);
  mkdirSync(path.dirname(logo), { recursive: true });
  await page.setViewportSize({ width: FEED_LOGO.width, height: FEED_LOGO.height });
  const favicon = readFileSync("public/images/brand/favicon.svg").toString("base64");
  await page.setContent(
    `<body style="margin:0"><img alt="" style="display:block;width:100vw;height:100vh" src="data:image/svg+xml;base64,${favicon}"></body>`,
  );
  await page.screenshot({ path: logo, type: "png", omitBackground: true });
} finally {
  await browser.close();
}
console.log(
  `render-build-images: ${cards.length} share images and the feed logo in ${Math.round(performance.now() - started)} ms`,
);
