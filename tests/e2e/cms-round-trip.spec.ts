import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { svgDataUri } from "../../app/lib/main-image.server";
import { adminPath, paths } from "../../app/lib/paths";
import { cmsOrigins } from "../../deploy/server-rules";
import { fillScratchRepository, readBack, replaceFolderPicker } from "./support/scratch-repository";

/**
 * The owner's round trip, offline: in /admin/ (the built editor, local mode) she changes a price,
 * writes an article with a cover and adds a project with a picture; the editor saves the
 * files itself into a scratch copy of the repository, which is then built into a folder of its
 * own (not the suite's build) and read back: the pages, the JSON-LD, the feeds and llms.txt.
 */
// The editor reads the whole scratch repository before it shows anything; a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const NEW_PRICE = 14900;
const ARTICLE = {
  slug: "nyhet-fran-redigeraren",
  title: "Nyhet från redigeraren",
  excerpt: "En kort artikel som ägaren skrev själv i redigeringsverktyget, med en egen omslagsbild.",
};
const PROJECT = {
  title: "Cykelverkstan Tullgatan",
  slug: "cykelverkstan-tullgatan",
  alt: "Cykelverkstan Tullgatan – startsidan med knappen för att boka service",
};

/** A plain SVG cover, as an illustrator would deliver it. */
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#dbeafe"/><circle cx="600" cy="315" r="180" fill="#1d4ed8"/></svg>\n`;

const COVER_ALT = "En blå cirkel på ljusblå botten.";

/** The project's screenshot: a PNG, as a screen capture of a finished site comes. */
const SCREENSHOT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="1080" viewBox="0 0 1440 1080"><rect width="1440" height="1080" fill="#f8fafc"/><rect width="1440" height="96" fill="#0f172a"/><rect x="120" y="220" width="640" height="72" fill="#1d4ed8"/><rect x="120" y="340" width="900" height="24" fill="#94a3b8"/></svg>\n`;

function scratchCopy() {
  const root = mkdtempSync(path.join(tmpdir(), "vinga-round-trip-"));
  const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of tracked) if (existsSync(file)) cpSync(file, path.join(root, file), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  return root;
}

const field = (page: Page, label: string) => page.getByRole("group", { name: `Fält “⁨${label}⁩”` });

async function openEditor(page: Page) {
  await replaceFolderPicker(page);
  await page.goto(adminPath);
  return {
    start: async (root: string) => {
      await fillScratchRepository(page, root);
      await page.getByRole("button", { name: "Arbeta med lokalt repository" }).click();
      await expect(page.getByRole("treeitem", { name: "Paket och priser" })).toBeVisible();
    },
  };
}

/** The editor renders fields as they scroll into view, as a person would reach them. */
async function scrollDown(page: Page) {
  await page.getByRole("group", { name: /^Redigera/ }).hover();
  await page.mouse.wheel(0, 2500);
}

/**
 * Sveltia can mount a new entry's editor a second time while the list it was opened from is still
 * settling; what was typed into the first mount is gone ("2 fält har fel": Ordning and Rubrik
 * empty, seen on this machine). A person would see the field empty and type it again; so does this.
 */
async function typeAgainIfLost(fields: [Locator, string][]) {
  for (const [box, value] of fields) if ((await box.inputValue()) !== value) await box.fill(value);
}

/** Opens a folder collection's new entry once its list has settled, which is when Sveltia mounts it once. */
async function newEntry(page: Page, collection: string, existingEntry: RegExp) {
  await page.getByRole("treeitem", { name: collection }).click();
  await expect(page.getByRole("gridcell", { name: existingEntry }).first()).toBeVisible();
  await page.getByRole("button", { name: "Skapa ny post" }).click();
}

/** Saves; if the editor refuses, the failure names what it said rather than only "Spara is still there". */
async function save(page: Page) {
  const button = page.getByRole("button", { name: "Spara", exact: true });
  await button.click();
  await button.waitFor({ state: "hidden", timeout: 30_000 }).catch(async () => {
    const said = await page.locator('[role="alert"], [aria-invalid="true"]').allInnerTexts();
    throw new Error(`the editor did not save; it shows: ${said.join(" | ") || "nothing"}`);
  });
}

async function changePrice(page: Page) {
  await page.getByRole("treeitem", { name: "Paket och priser" }).click();
  await page.getByRole("gridcell", { name: "Paket och priser" }).click();
  await page.getByRole("spinbutton", { name: "Pris (kr, exkl. moms)" }).first().fill(String(NEW_PRICE));
  await save(page);
}

async function writeArticle(page: Page) {
  await newEntry(page, "Blogginlägg", /Priser på hemsidor/);
  const first: [Locator, string][] = [
    [page.getByRole("textbox", { name: "Id" }).first(), "17"],
    [page.getByRole("textbox", { name: "Adress (slug)" }).first(), ARTICLE.slug],
    [page.getByRole("textbox", { name: "Rubrik", exact: true }).first(), ARTICLE.title],
    [page.getByRole("textbox", { name: "Ingress" }), ARTICLE.excerpt],
  ];
  for (const [box, value] of first) await box.fill(value);
  await field(page, "Skribent").getByRole("radio", { name: "Sara Lindberg" }).check();
  await page.getByRole("textbox", { name: "Publicerad" }).fill("2026-11-20");
  await field(page, "Kategori").getByRole("radio", { name: "tips" }).check();
  await page.getByRole("button", { name: "Lägg till ⁨Taggar⁩" }).click();
  await field(page, "Taggar").getByRole("textbox").last().fill("Redigering");
  await field(page, "Omslagsbild")
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "omslag-redigeraren.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(COVER_SVG),
    });
  await page.getByRole("textbox", { name: "Omslagsbildens alt-text" }).fill(COVER_ALT);
  await scrollDown(page);
  await page.getByRole("textbox", { name: "Sidtitel för sökmotorer" }).fill(ARTICLE.title);
  await page.getByRole("textbox", { name: "Metabeskrivning" }).fill(ARTICLE.excerpt);
  await page.getByRole("button", { name: "Lägg till ⁨Nyckelord⁩" }).click();
  await field(page, "Nyckelord").getByRole("textbox").last().fill("redigering");
  await field(page, "Text")
    .getByRole("textbox")
    .fill("Det här är en artikel som skrevs i redigeringsverktyget.");
  await typeAgainIfLost(first);
  await save(page);
}

/**
 * A new project placed first in the list, so /references shows it and it gets a case page; the
 * fourth project moves out of the shown ones (the home page then fills its cases from the rest).
 */
async function addProject(page: Page) {
  await newEntry(page, "Projekt och kundcase", /Jalopy/);
  const first: [Locator, string][] = [
    [page.getByRole("spinbutton", { name: "Ordning" }).first(), "1"],
    [page.getByRole("textbox", { name: "Rubrik", exact: true }).first(), PROJECT.title],
    [
      page.getByRole("textbox", { name: "Beskrivning", exact: true }),
      "Ny hemsida för en cykelverkstad i Örebro, med bokning av service direkt på sidan.",
    ],
    [page.getByRole("textbox", { name: "Kort sammanfattning" }), "Ny hemsida med bokning av service."],
  ];
  for (const [box, value] of first) await box.fill(value);
  const picture = field(page, "Bild");
  await picture
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "cykelverkstan.png",
      mimeType: "image/png",
      buffer: await sharp(Buffer.from(SCREENSHOT_SVG)).png().toBuffer(),
    });
  await picture.getByRole("textbox", { name: "Bildbeskrivning (alt-text)" }).fill(PROJECT.alt);
  await scrollDown(page);
  await page.getByRole("button", { name: "Lägg till ⁨Taggar⁩" }).click();
  await field(page, "Taggar").getByRole("textbox").last().fill("Webbdesign");
  await page.getByRole("textbox", { name: "Studio" }).fill("Vinga Design · Webbdesign");
  await page.getByRole("textbox", { name: "Årtal, ort och typ" }).fill("2026 · Örebro · Webbdesign");
  await typeAgainIfLost(first);
  await save(page);
}

test.describe("the owner's round trip through /admin/", () => {
  let root = "";
  test.afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test("a price, an article with a cover and a project with a picture, saved by the editor, reach the built site @desktop-only", async ({
    page,
  }) => {
    // The editor, then a whole build of the scratch copy: on a busy 2-core machine well over 4 minutes.
    test.setTimeout(600_000);
    const offSite: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      // Sveltia's own look at GitHub's status page, which its policy allows: offline it fails and
      // the editor goes on; everything else must come from this machine.
      if (url.origin === cmsOrigins.githubStatus) return;
      if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol.startsWith("http"))
        offSite.push(request.url());
    });
    root = scratchCopy();
    const editor = await openEditor(page);
    await editor.start(root);
    await changePrice(page);
    await writeArticle(page);
    await addProject(page);
    await readBack(page, root);
    expect(offSite, "the editor works offline").toEqual([]);

    const build = path.join(root, "build");
    execFileSync("npm", ["run", "build"], {
      cwd: root,
      env: { ...process.env, VINGA_BUILD_DIR: build },
      stdio: "pipe",
    });
    const client = (file: string) => readFileSync(path.join(build, "client", file), "utf8");

    // The price: /tjanster, its JSON-LD offer and llms.txt.
    const services = client("tjanster/index.html");
    expect(services).toContain("14 900 kr");
    expect(services).toContain(`"price":${NEW_PRICE}`);
    expect(client("llms.txt")).toContain("14 900 kr");

    // The article: in the list, the feed and the sitemap, with its cover and share image.
    expect(client("blogg/index.html")).toContain(ARTICLE.title);
    expect(client("rss.xml")).toContain(paths.article(ARTICLE.slug));
    expect(client("sitemap.xml")).toContain(paths.article(ARTICLE.slug));
    const article = client(`blogg/${ARTICLE.slug}/index.html`);
    // The cover is the article's main image: small enough to travel inline in the page
    // (app/lib/main-image.server.ts), so the page carries the saved file's own drawing.
    const cover = readFileSync(path.join(root, "public/images/blog/omslag-redigeraren.svg"), "utf8");
    expect(cover).toBe(COVER_SVG);
    expect(article).toContain(`alt="${COVER_ALT}"`);
    expect(article).toContain(svgDataUri(COVER_SVG));
    const shareImage = article.match(/property="og:image" content="https?:\/\/[^/]+([^"]+)"/)?.[1] ?? "";
    expect(existsSync(path.join(build, "client", shareImage)), shareImage).toBe(true);

    // The project: its own file naming the screenshot beside the others, and its case page serving
    // that screenshot as a responsive picture (AVIF and WebP in several widths, its size set).
    const project = readFileSync(
      path.join(root, "app/content/data/projects", `${PROJECT.slug}.yaml`),
      "utf8",
    );
    expect(project).toContain(`title: "${PROJECT.title}"`);
    expect(project).toContain('src: "../../../assets/projects/cykelverkstan.png"');
    expect(existsSync(path.join(root, "app/assets/projects/cykelverkstan.png"))).toBe(true);
    expect(client("references/index.html")).toContain(PROJECT.title);
    await page.setContent(client(`references/${PROJECT.slug}/index.html`));
    const hero = page.getByRole("img", { name: PROJECT.alt }).first();
    await expect(hero).toHaveAttribute("width", /^\d+$/);
    await expect(hero).toHaveAttribute("height", /^\d+$/);
    const sources = hero.locator("xpath=preceding-sibling::source");
    expect(await sources.evaluateAll((list) => list.map((source) => source.getAttribute("type")))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    const srcset = (await sources.first().getAttribute("srcset")) ?? "";
    expect(srcset.split(",").length).toBeGreaterThan(2);
    for (const candidate of srcset.split(",")) {
      const file = candidate.trim().split(" ")[0] ?? "";
      expect(existsSync(path.join(build, "client", file)), file).toBe(true);
    }
  });
});
