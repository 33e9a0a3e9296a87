import { projects, PROJECTS_SHOWN } from "../../app/content/projects";
import { caseStudyShareImagePath } from "../../app/lib/seo/share-image";
import { siteConfig } from "../../app/site.config";
import { expect, test } from "./support/fixtures";
import { paths } from "../../app/lib/paths";

const shown = projects.slice(0, PROJECTS_SHOWN);
/** A void element starting with `start`, closed with `>` or `/>`. */
const tag = (start: string) => new RegExp(`${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*/?>`);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

test("each project shown on /references has a prerendered case study page with all of its parts", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const project of shown) {
    const path = paths.caseStudy(project.slug);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const body = text(html.slice(html.indexOf("<main")));
    expect(html.match(/<h1[\s>][\s\S]*?<\/h1>/g)?.map(text), path).toEqual([` ${project.title} `]);
    expect(head, path).toMatch(new RegExp(`<title>${project.title}[^<]*</title>`));
    // Void elements as the page is written, with or without the closing slash.
    expect(head, path).toMatch(tag(`<link rel="canonical" href="${siteConfig.origin}${path}"`));
    expect(head, path).toMatch(tag(`<meta property="og:url" content="${siteConfig.origin}${path}"`));
    // Its own share card, rendered at build: a 1200×630 PNG.
    const shareImage = caseStudyShareImagePath(project.slug);
    expect(head, path).toMatch(tag(`<meta property="og:image" content="${siteConfig.origin}${shareImage}"`));
    const png = await request.get(shareImage);
    expect(png.headers()["content-type"], shareImage).toBe("image/png");
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], `${shareImage} size`).toEqual([1200, 630]);
    const { caseStudy } = project;
    for (const part of [caseStudy?.challenge, caseStudy?.solution, caseStudy?.result, project.description]) {
      if (part) expect(body, path).toContain(part);
    }
    for (const figure of caseStudy?.figures ?? []) {
      expect(body, path).toContain(figure.value);
      expect(body, path).toContain(figure.label);
    }
    for (const src of caseStudy?.images ?? []) expect(html, path).toContain(`src="${src}"`);
    if (project.link) expect(html, path).toContain(`href="${project.link}"`);
    expect(sitemap, path).toContain(`<loc>${siteConfig.origin}${path}</loc>`);
  }
});

test("a card's 'Läs hela caset' link and the showcase overlay lead to the case study page", async ({
  page,
}) => {
  await page.goto("/references");
  const grid = page.getByTestId("project-grid");
  await grid.getByRole("link", { name: "Läs hela caset om Jalopy" }).click();
  await expect(page).toHaveURL(/\/references\/jalopy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jalopy");

  await page.goBack();
  // The card's own button still opens the overlay, which links to the same page.
  await grid.getByRole("button", { name: "Kvastapinglans Kennel", exact: true }).click();
  const overlay = page.getByRole("dialog", { name: "Kvastapinglans Kennel", exact: true });
  await expect(overlay).toBeVisible();
  await overlay.getByRole("link", { name: "Läs hela caset" }).click();
  await expect(page).toHaveURL(/\/references\/kvastapinglans-kennel$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kvastapinglans Kennel");
  await expect(page.getByRole("navigation", { name: "Brödsmulor" }).getByRole("link")).toHaveText([
    "Start",
    "Referenser",
  ]);
});
