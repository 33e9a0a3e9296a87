import {
  authorPagesContentDate,
  caseStudiesContentDate,
  pageContentDates,
} from "../../app/content/page-dates";
import { blogPosts } from "../support/blog-posts";
import { staticPages } from "../../app/lib/site-pages";
import { formatOpeningHours } from "../../app/lib/business-identity";
import { fact, packageCard } from "../../app/lib/facts";
import {
  authorRecords,
  buildSteps,
  businessFacts,
  caseStudyPages,
  facts,
  packages,
  processSteps,
} from "../support/collections";
import { siteConfig } from "../../app/site.config";
import { servers } from "../../playwright.config";
import { expect, test } from "./support/fixtures";

const origin = siteConfig.origin;
const posts = await blogPosts();

test("both servers send /llms.txt as plain text listing the key pages, case studies, articles and authors @desktop-only", async ({
  request,
}) => {
  for (const [name, server] of Object.entries(servers)) {
    const response = await request.get(`${server}/llms.txt`);
    expect(response.status(), name).toBe(200);
    expect(response.headers()["content-type"], name).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text, name).toMatch(new RegExp(`^# ${siteConfig.name}\\n\\n> .+\\n`));
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S.*$/gm)].map(([, url]) => url);
    expect(links, name).toEqual([
      ...staticPages.map((page) => `${origin}${page.path}`),
      ...caseStudyPages.map((page) => `${origin}${page.path}`),
      ...posts.map((post) => `${origin}/blogg/${post.slug}`),
      // Each person in authors.yaml has an author page; the team and the brand do not.
      ...authorRecords
        .filter((record) => record.kind === "person")
        .map((record) => `${origin}/blogg/forfattare/${record.id}`),
    ]);
  }
});

test("/llms.txt states the four-step process and the six build steps, each as its own numbered list @desktop-only", async ({
  request,
}) => {
  const text = await (await request.get("/llms.txt")).text();
  const numbered = (steps: readonly { step: number; title: string; description: string }[]) =>
    steps.map((step) => `${step.step}. ${step.title}: ${step.description}`).join("\n");
  expect(text).toContain(numbered(processSteps));
  expect(text).toContain(numbered(buildSteps));
  expect(buildSteps).toHaveLength(6);
});

test("/llms.txt states the terms from the fact sheet: delivery condition, payment, ownership, notice, template hosting, hours and reply time @desktop-only", async ({
  request,
}) => {
  // Words as a reader gets them: the facts keep figures together with no-break spaces.
  const text = (await (await request.get("/llms.txt")).text()).replace(/\u00a0/g, " ");
  const said = (words: string) => words.replace(/\u00a0/g, " ");
  expect(text).toContain(
    `klar på ${said(fact(facts, "fardig-hemsida.delivery"))}, ${businessFacts.deliveryCondition}.`,
  );
  expect(text).toContain(`Betalning: ${businessFacts.paymentTerms}.`);
  expect(text).toContain(`Ägande: ${businessFacts.ownership}.`);
  expect(text).toContain(`uppsägningstid ${said(fact(facts, "hemsideprenumeration.noticePeriod"))}`);
  const template = packages.find((item) => item.id === "fardig-mall");
  if (!template) throw new Error("packages.yaml: no fardig-mall");
  const card = packageCard(template, facts);
  expect(text).toContain(`Ingår: ${card.features.map(said).join("; ")}.`);
  expect(card.additionalInfo && said(card.additionalInfo)).toContain(
    `Hosting tillkommer med ${said(fact(facts, "hosting"))}`,
  );
  expect(text).toContain(said(card.additionalInfo ?? ""));
  expect(text).toContain(`besvaras inom ${businessFacts.replyWithin}.`);
  expect(text).toContain(
    `Öppettider: ${siteConfig.business.openingHours.map(formatOpeningHours).join(", ")}.`,
  );
});

test("the sitemap dates each page by its content, never by the build @desktop-only", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const lastmod = Object.fromEntries(
    [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(([, loc, date]) => [loc, date]),
  );
  const newestPost =
    posts
      .map((post) => post.updatedAt ?? post.publishedAt)
      .sort()
      .at(-1) ?? "";
  for (const page of staticPages) {
    const own = pageContentDates[page.path];
    const expected = page.path === "/blogg" && newestPost > own ? newestPost : own;
    expect(lastmod[`${origin}${page.path}`], page.path).toBe(expected);
  }
  for (const page of caseStudyPages)
    expect(lastmod[`${origin}${page.path}`], page.path).toBe(caseStudiesContentDate);
  for (const post of posts) {
    expect(lastmod[`${origin}/blogg/${post.slug}`], post.slug).toBe(post.updatedAt ?? post.publishedAt);
  }
  // The founder's author page lists every article (her own and those she answers for).
  const newestPublished =
    posts
      .map((post) => post.publishedAt)
      .sort()
      .at(-1) ?? "";
  expect(lastmod[`${origin}/blogg/forfattare/sara-lindberg`], "author page").toBe(
    newestPublished > authorPagesContentDate ? newestPublished : authorPagesContentDate,
  );
});
