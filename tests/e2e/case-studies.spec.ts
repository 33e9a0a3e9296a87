import { packages } from "../support/collections";
import { shownProjects as shown } from "../support/collections";
import { caseStudyShareImagePath } from "../../app/lib/seo/share-image";
import { siteConfig } from "../../app/site.config";
import { expect, test } from "./support/fixtures";
import { paths } from "../../app/lib/paths";

/** A void element starting with `start`, closed with `>` or `/>`. */
const tag = (start: string) => new RegExp(`${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*/?>`);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

test("each project shown on /references has a prerendered case study page with all of its parts @desktop-only", async ({
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
    expect(caseStudy?.result, `${path} has a result`).toBeTruthy();
    for (const part of [
      project.about,
      caseStudy?.challenge,
      caseStudy?.solution,
      caseStudy?.result,
      project.description,
      caseStudy?.timeline,
      caseStudy?.quote.text,
      caseStudy?.quote.name,
      ...(caseStudy?.scope ?? []),
    ]) {
      if (part) expect(body, path).toContain(part);
    }
    // Who the client is comes before the story's detail.
    if (project.about && caseStudy?.challenge)
      expect(body.indexOf(project.about), path).toBeLessThan(body.indexOf(caseStudy.challenge));
    const packageTitle = packages.find((item) => item.id === caseStudy?.packageId)?.title;
    expect(body, path).toContain(`Paket ${packageTitle}`);
    for (const figure of caseStudy?.figures ?? []) {
      expect(body, path).toContain(figure.value);
      expect(body, path).toContain(figure.label);
      expect(body, path).toContain(figure.measuredBy);
    }
    // The work is about the client (an organisation); the client's site is not another address of the case.
    const graph = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}",
    ) as { "@graph": { "@type": string; about?: unknown; sameAs?: unknown }[] };
    const work = graph["@graph"].find((node) => node["@type"] === "CreativeWork");
    expect(work?.about, path).toEqual({
      "@type": "Organization",
      name: project.title,
      ...(project.link && { url: project.link }),
    });
    expect(work?.sameAs, path).toBeUndefined();
    for (const image of caseStudy?.images ?? []) expect(html, path).toContain(`alt="${image.alt}"`);
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

test("at 1280 px the figures fill their row and the column beside the story is in use", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const project of shown) {
    const path = paths.caseStudy(project.slug);
    await page.goto(path);
    const count = project.caseStudy?.figures?.length ?? 0;
    if (count > 0) {
      // One, two or three figures share the row from edge to edge: no empty track after the last.
      const layout = await page.getByTestId("case-figures").evaluate((grid) => {
        const box = grid.getBoundingClientRect();
        const cards = [...grid.children].map((card) => card.getBoundingClientRect());
        return {
          // auto-fit reports the tracks it collapsed as 0px.
          columns: getComputedStyle(grid)
            .gridTemplateColumns.split(" ")
            .filter((track) => Number.parseFloat(track) > 0).length,
          right: box.right,
          lastRight: Math.max(...cards.map((card) => card.right)),
        };
      });
      expect(layout.columns, path).toBe(count);
      expect(Math.abs(layout.right - layout.lastRight), path).toBeLessThan(1);
    }
    // The side column holds the project's facts, which sit beside the story, not below it.
    const facts = page.getByRole("heading", { name: "Fakta om projektet" });
    await expect(facts, path).toBeVisible();
    const story = await page.getByRole("heading", { name: "Om projektet", exact: true }).boundingBox();
    const side = await facts.boundingBox();
    expect(side?.x, path).toBeGreaterThan((story?.x ?? 0) + 400);
    expect(Math.abs((side?.y ?? 0) - (story?.y ?? 0)), path).toBeLessThan(100);
  }
});

test("@desktop-only an odd last picture in the two-column gallery stands centred under the others", async ({
  page,
}) => {
  const withPictures = shown.filter((project) => (project.caseStudy?.images.length ?? 0) > 0);
  expect(withPictures.map((project) => project.slug)).toContain("kvastapinglans-kennel");
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const project of withPictures) {
      await page.goto(paths.caseStudy(project.slug));
      const list = page.getByRole("region", { name: "Bilder från projektet" }).getByRole("list");
      const boxes = await list.getByRole("listitem").evaluateAll((items) =>
        items.map((item) => {
          const { top, left, width } = item.getBoundingClientRect();
          return { top, centre: left + width / 2 };
        }),
      );
      const listBox = await list.boundingBox();
      const last = boxes.at(-1);
      const beforeLast = boxes.at(-2);
      if (!listBox || !last || !beforeLast || Math.abs(last.top - beforeLast.top) < 1) continue;
      const where = `${project.slug} at ${width} px`;
      expect(Math.abs(last.centre - (listBox.x + listBox.width / 2)), where).toBeLessThan(2);
    }
  }
});

test("the closing band under a case study promises no delivery time the case contradicts @desktop-only", async ({
  page,
}) => {
  // Jalopy was a custom project of six weeks; the ready-made packages are delivered in days.
  for (const project of shown) {
    await page.goto(paths.caseStudy(project.slug));
    const band = page.getByRole("region", { name: "Vill du ha något liknande?" });
    await expect(band, project.slug).toBeVisible();
    await expect(band, project.slug).not.toContainText(/dagar|veckor|fast pris/i);
  }
});

test('a case study spells its tags as the blog does: "UX-design", with a hyphen and a small d @desktop-only', async ({
  page,
}) => {
  await page.goto(paths.caseStudy("jalopy"));
  const tags = page.locator("article header").getByRole("listitem");
  await expect(tags.filter({ hasText: /^UX-design$/ })).toHaveCount(1);
  await expect(tags.filter({ hasText: /^UX Design$/ })).toHaveCount(0);
});

test("'Alla referenser' comes after the pictures, on the screen and in the tab order", async ({ page }) => {
  await page.goto(paths.caseStudy("kvastapinglans-kennel"));
  const back = page.getByRole("link", { name: "Alla referenser" });
  const pictures = page.getByRole("region", { name: "Bilder från projektet" });
  const [backBox, picturesBox] = [await back.boundingBox(), await pictures.boundingBox()];
  expect(backBox?.y ?? 0).toBeGreaterThanOrEqual((picturesBox?.y ?? 0) + (picturesBox?.height ?? 0));
  // Tab order follows the document: the link is the article's last stop.
  const lastStop = await page.locator("main article").evaluate((article) => {
    const stops = [...article.querySelectorAll("a[href], button, [tabindex]")];
    return stops.at(-1)?.textContent?.trim();
  });
  expect(lastStop).toBe("Alla referenser");
});
