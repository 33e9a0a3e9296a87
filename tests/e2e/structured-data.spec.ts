import { aboutFounder } from "../../app/content/about";
import { blogPosts } from "../support/blog-posts";
import { staticPages } from "../../app/lib/site-pages";
import { caseStudyPages } from "../support/collections";
import { siteConfig } from "../../app/site.config";
import { graphProblems, jsonLdBlocks, richResultErrors } from "../support/json-ld";
import { expect, test } from "./support/fixtures";

const origin = siteConfig.origin;
type Node = Record<string, unknown>;

test("every prerendered page carries one linked JSON-LD graph that meets Google's rules @desktop-only", async ({
  request,
}) => {
  const posts = await blogPosts();
  const articlePaths = posts.map((post) => `/blogg/${post.slug}`);
  const casePaths = caseStudyPages.map((page) => page.path);
  const authorPath = `/blogg/forfattare/${aboutFounder.anchorId}`;
  for (const path of [...staticPages.map((page) => page.path), ...casePaths, ...articlePaths, authorPath]) {
    const html = await (await request.get(path)).text();
    const blocks = jsonLdBlocks(html);
    expect(blocks, `${path}: one JSON-LD block`).toHaveLength(1);
    const [graph] = blocks;
    expect(graphProblems(graph, origin), path).toEqual([]);
    expect(await richResultErrors(graph), path).toEqual([]);
    const nodes = (graph as { "@graph": Node[] })["@graph"];
    const page = nodes.find((node) => node["@id"] === `${origin}${path === "/" ? "/" : path}#webpage`);
    expect(page, `${path}: its own WebPage node`).toMatchObject({ url: `${origin}${path}` });
    if (casePaths.includes(path)) {
      const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList");
      expect(crumbs, `${path}: breadcrumbs`).toMatchObject({
        itemListElement: [
          { item: `${origin}/` },
          { item: `${origin}/references` },
          { item: `${origin}${path}` },
        ],
      });
      const work = nodes.find((node) => node["@type"] === "CreativeWork");
      expect(work, `${path}: the case as a CreativeWork`).toMatchObject({
        creator: { "@id": `${origin}/#organization` },
        mainEntityOfPage: { "@id": `${origin}${path}#webpage` },
      });
    }
    if (articlePaths.includes(path)) {
      const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList");
      expect(crumbs, `${path}: breadcrumbs`).toMatchObject({
        itemListElement: [{ item: `${origin}/` }, { item: `${origin}/blogg` }, { item: `${origin}${path}` }],
      });
      const article = nodes.find((node) => node["@type"] === "BlogPosting");
      expect(article?.publisher, `${path}: publisher`).toEqual({ "@id": `${origin}/#organization` });
      // Every article names the founder: as its author, or beside the agency as the one who answers for it.
      const authors = [article?.author].flat() as Node[];
      expect(authors, `${path}: author`).toContainEqual({
        "@id": `${origin}/about#${aboutFounder.anchorId}`,
      });
      for (const author of authors)
        expect([`${origin}/#organization`, `${origin}/about#${aboutFounder.anchorId}`]).toContain(
          author["@id"],
        );
      // The spec's excerpt of the body is the abstract: an articleBody would claim the whole text.
      expect(article, `${path}: no partial articleBody`).not.toHaveProperty("articleBody");
      const excerpt = String(article?.abstract);
      const text = posts.find((post) => path.endsWith(`/${post.slug}`))?.text ?? "";
      expect(excerpt.length, `${path}: abstract length`).toBeLessThanOrEqual(1000);
      expect(text.startsWith(excerpt), `${path}: abstract is the start of the text`).toBe(true);
      expect(text.charAt(excerpt.length), `${path}: abstract ends on a whole word`).toMatch(/^(\s|)$/);
    }
    if (path === authorPath) {
      expect(page, `${path}: a profile of the founder`).toMatchObject({
        "@type": "ProfilePage",
        mainEntity: { "@id": `${origin}/about#${aboutFounder.anchorId}` },
      });
      const person = nodes.find((node) => node["@id"] === `${origin}/about#${aboutFounder.anchorId}`);
      expect(person, `${path}: the founder`).toMatchObject({
        "@type": "Person",
        name: aboutFounder.name,
        url: `${origin}${authorPath}`,
      });
    }
  }
  const home = jsonLdBlocks(await (await request.get("/")).text())[0] as { "@graph": Node[] };
  expect(home["@graph"].map((node) => node["@type"])).toEqual(
    expect.arrayContaining(["ProfessionalService", "WebSite", "HowTo"]),
  );
  const services = jsonLdBlocks(await (await request.get("/tjanster")).text())[0] as { "@graph": Node[] };
  expect(services["@graph"].map((node) => node["@type"])).toContain("FAQPage");
});

test("the founder's @id is a real section of /about with her name and role @desktop-only", async ({
  page,
}) => {
  await page.goto(`/about#${aboutFounder.anchorId}`);
  const section = page.locator(`#${aboutFounder.anchorId}`);
  await expect(section).toContainText(aboutFounder.name);
  await expect(section).toContainText(aboutFounder.role);
  await expect(section).toBeInViewport();
});
