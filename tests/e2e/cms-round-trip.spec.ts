import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { adminPath, paths } from "../../app/lib/paths";
import { cmsOrigins } from "../../hosting/server-rules";
import { siteConfig } from "../../app/site.config";
import { checkContent } from "../../build-steps/cms/content-check";
import { buildDirectory } from "../../build-steps/build-directory";
import { parse } from "yaml";
import { fillScratchRepository, readBack, replaceFolderPicker } from "./support/scratch-repository";

/**
 * The owner's round trip, offline: in /admin/ (the built editor, local mode) she changes a price,
 * writes an article with a photo as its cover (then replaces the photo) and adds a project with a
 * picture; the editor saves the
 * files itself into a scratch copy of the repository, which is then built into a folder of its
 * own (not the suite's build) and read back: the pages, the JSON-LD, the feeds and llms.txt.
 */
// The editor reads the whole scratch repository before it shows anything; a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const { origin } = siteConfig;
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

/** A photo as a camera or a phone delivers it: a JPEG, larger than any place shows it. */
const photo = (colour: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="1600" height="1067" fill="${colour}"/><circle cx="800" cy="520" r="300" fill="#fde68a"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** The first photo she picks, then replaces: saved in the repository, used by nothing. */
const FIRST_COVER = "forsta-omslaget";
const COVER = "kaffe-pa-kontoret";

const COVER_ALT = "En gul kaffekopp sedd ovanifrån på ett brunt skrivbord.";

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

/** The editor renders fields as they scroll into view, as a person would reach them: scrolls until `target` is drawn. */
async function scrollTo(page: Page, target: Locator) {
  await page.getByRole("group", { name: /^Redigera/ }).hover();
  await expect(async () => {
    if ((await target.count()) === 0) await page.mouse.wheel(0, 400);
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Sveltia can mount a new entry's editor a second time while the list it was opened from is still
 * settling; what was typed into the first mount is gone ("2 fält har fel": Ordning and Rubrik
 * empty, seen on this machine). A person would see the field empty and type it again; so does this.
 */
async function typeAgainIfLost(fields: [Locator, string][]) {
  for (const [box, value] of fields) if ((await box.inputValue()) !== value) await box.fill(value);
}

/** A responsive picture: its size set, AVIF and WebP sources in several widths, each file built. */
async function expectPicture(image: Locator, build: string) {
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  const sources = image.locator("xpath=preceding-sibling::source");
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
    const said = await page.locator('[role="alert"], [role="alertdialog"]').allInnerTexts();
    // Each field it marks, by its label and its value, so a failure says which field it was.
    const marked = await page.locator('[aria-invalid="true"]').evaluateAll((fields) =>
      fields.map((field) => {
        const label = (field.getAttribute("aria-labelledby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent?.trim())
          .join(" ");
        return `${label || field.tagName} = «${(field as HTMLInputElement).value ?? ""}»`;
      }),
    );
    const shown = [...said, ...marked].join(" | ");
    throw new Error(`the editor did not save; it shows: ${shown || "nothing"}`);
  });
}

async function changePrice(page: Page) {
  await page.getByRole("treeitem", { name: "Paket och priser" }).click();
  await page.getByRole("gridcell", { name: "Paket och priser" }).click();
  // Typed as she would write it; the build reads the number.
  await page.getByRole("textbox", { name: "Pris (kr, exkl. moms)" }).first().fill("14 900 kr");
  await save(page);
}

async function writeArticle(page: Page) {
  await newEntry(page, "Blogginlägg", /Priser på hemsidor/);
  // No id and no slug to type: the file's name, the article's address, is made from the title.
  const first: [Locator, string][] = [
    [page.getByRole("textbox", { name: "Rubrik", exact: true }).first(), ARTICLE.title],
    [page.getByRole("textbox", { name: "Ingress" }), ARTICLE.excerpt],
  ];
  for (const [box, value] of first) await box.fill(value);
  await field(page, "Skribent").getByRole("radio", { name: "Sara Lindberg" }).check();
  await page.getByRole("textbox", { name: "Publicerad" }).fill("2026-11-20");
  await field(page, "Kategori").getByRole("radio", { name: "Tips" }).check();
  await page.getByRole("button", { name: "Lägg till ⁨Taggar⁩" }).click();
  await field(page, "Taggar").getByRole("textbox").last().fill("Redigering");
  await field(page, "Omslagsbild")
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: `${FIRST_COVER}.jpg`, mimeType: "image/jpeg", buffer: await photo("#7c2d12") });
  await page.getByRole("textbox", { name: "Omslagsbildens alt-text" }).fill(COVER_ALT);
  const seo: [string, string][] = [
    ["Sidtitel för sökmotorer", ARTICLE.title],
    ["Metabeskrivning", ARTICLE.excerpt],
  ];
  for (const [label, value] of seo) {
    const box = page.getByRole("textbox", { name: label });
    await scrollTo(page, box);
    await box.fill(value);
  }
  await scrollTo(page, page.getByRole("button", { name: "Lägg till ⁨Nyckelord⁩" }));
  await page.getByRole("button", { name: "Lägg till ⁨Nyckelord⁩" }).click();
  await field(page, "Nyckelord").getByRole("textbox").last().fill("redigering");
  await field(page, "Text")
    .getByRole("textbox")
    .fill("Det här är en artikel som skrevs i redigeringsverktyget.");
  await typeAgainIfLost(first);
  await save(page);
}

/**
 * She opens the article again and replaces its photo through the image dialog, which offers only
 * her own pictures: no stock photos and no address to type in, none of which the build could use.
 */
async function replaceCover(page: Page) {
  await page.getByRole("treeitem", { name: "Blogginlägg" }).click();
  await page.getByRole("gridcell", { name: ARTICLE.title, exact: true }).click();
  // Sveltia labels the button "Ersätt" and names it in English ("Replace Image"), a string its Swedish locale lacks.
  const replace = field(page, "Omslagsbild").getByRole("button").filter({ hasText: "Ersätt" });
  await scrollTo(page, replace);
  await replace.click();
  const dialog = page.getByRole("dialog", { name: "Välj bild" });
  await expect(dialog).toBeVisible();
  for (const source of ["Stockfoton", "Externa platser", "Ange URL", "Pexels", "Unsplash"])
    await expect(dialog.getByText(source), source).toHaveCount(0);
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: `${COVER}.jpg`, mimeType: "image/jpeg", buffer: await photo("#78350f") });
  await dialog.getByRole("button", { name: "Infoga" }).click();
  await expect(dialog).toBeHidden();
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
  // Typed right after the upload, the alt text can be lost when the field redraws with the
  // finished upload; the editor then refuses to save with the field marked, so she types it again.
  const alt: [Locator, string] = [
    picture.getByRole("textbox", { name: "Bildbeskrivning (alt-text)" }),
    PROJECT.alt,
  ];
  await alt[0].fill(alt[1]);
  await scrollTo(page, page.getByRole("textbox", { name: "Årtal, ort och typ" }));
  await page.getByRole("button", { name: "Lägg till ⁨Taggar⁩" }).click();
  await field(page, "Taggar").getByRole("textbox").last().fill("Webbdesign");
  await page.getByRole("textbox", { name: "Studio" }).fill("Vinga Design · Webbdesign");
  await page.getByRole("textbox", { name: "Årtal, ort och typ" }).fill("2026 · Örebro · Webbdesign");
  await typeAgainIfLost([...first, alt]);
  await save(page);
}

const TEMPLATE = { title: "Cykelverkstad", alt: "Designmall – Cykelverkstad" };

/**
 * A design template added at the end of the list, as she would: title, text, a screenshot, a
 * category and a tag. No id to type: the editor makes one.
 */
async function addTemplate(page: Page) {
  await page.getByRole("treeitem", { name: "Designmallar" }).click();
  await page.getByRole("gridcell", { name: "Designmallar" }).click();
  // On a busy machine Sveltia can mount the list a second time and drop an item added to the first
  // mount; a person would see no new template and add it again, and so does this.
  const templates = parse(readFileSync("app/content/data/templates.yaml", "utf8")) as unknown[];
  const counted = (count: number) => page.getByText(`${count} Mall`, { exact: true });
  await expect(async () => {
    if (await counted(templates.length).isVisible())
      await page.getByRole("button", { name: "Lägg till ⁨Mall⁩" }).click();
    await expect(counted(templates.length + 1)).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  // The new template is the list's last item. The editor draws items as they scroll into view, so
  // scroll until the last Id drawn is one the editor made; the item is the nearest group around it
  // with its own "Ta bort".
  const id = page.getByRole("textbox", { name: "Id", exact: true }).last();
  await page.getByRole("group", { name: /^Redigera/ }).hover();
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(id).toHaveValue(/^[a-z2-7]{26}$/, { timeout: 1000 });
  }).toPass();
  const item = id.locator(
    "xpath=ancestor::*[.//button[contains(@aria-label, 'Ta bort') or normalize-space() = 'Ta bort']][1]",
  );
  await expect(id).not.toBeEditable();
  const typed: [Locator, string][] = [
    [item.getByRole("spinbutton", { name: "Ordning" }), "7"],
    [item.getByRole("textbox", { name: "Rubrik", exact: true }), TEMPLATE.title],
    [
      item.getByRole("textbox", { name: "Beskrivning", exact: true }),
      "En hemsida för en cykelverkstad, med bokning av service och öppettider högst upp.",
    ],
  ];
  for (const [box, value] of typed) await box.fill(value);
  const alt = item.getByRole("textbox", { name: "Bildbeskrivning (alt-text)" });
  await scrollTo(page, alt);
  await item
    .getByRole("group", { name: "Fält “⁨Bild⁩”" })
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "cykelverkstad.png",
      mimeType: "image/png",
      buffer: await sharp(Buffer.from(SCREENSHOT_SVG)).png().toBuffer(),
    });
  await alt.fill(TEMPLATE.alt);
  const category = item.getByRole("radio", { name: "Resor" });
  await scrollTo(page, category);
  await category.check();
  const addTag = item.getByRole("button", { name: "Lägg till ⁨Taggar⁩" });
  await scrollTo(page, addTag);
  await addTag.click();
  await item.getByRole("textbox", { name: "Taggar" }).last().fill("Bokning");
  await typeAgainIfLost(typed);
  await save(page);
}

test.describe("the owner's round trip through /admin/", () => {
  // One editor at a time, in order: two at once, each with its build, overloaded a 2-core machine.
  test.describe.configure({ mode: "default" });
  let root = "";
  test.afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test("a price, an article with a cover and a project with a picture, saved by the editor, reach the built site @desktop-only", async ({
    page,
  }) => {
    // The editor, then a whole build of the scratch copy: on a busy 2-core machine well over 4 minutes.
    test.setTimeout(900_000);
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
    await replaceCover(page);
    await addProject(page);
    await readBack(page, root);
    expect(offSite, "the editor works offline").toEqual([]);

    const build = path.join(root, "build");
    // The suite's build has already made every existing picture's AVIF and WebP files; starting from
    // its image cache, this build makes only the ones for the pictures she added.
    const imageCache = path.join(buildDirectory, "cache", "assets");
    if (existsSync(imageCache)) cpSync(imageCache, path.join(build, "cache", "assets"), { recursive: true });
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
    const shareImage = article.match(/property="og:image" content="https?:\/\/[^/]+([^"]+)"/)?.[1] ?? "";
    expect(existsSync(path.join(build, "client", shareImage)), shareImage).toBe(true);
    // The photo: saved beside the other covers, named relative to the article, and served as a
    // picture (AVIF and WebP in several widths, a JPEG for the feed and the sitemap).
    const source = readFileSync(path.join(root, "app/content/blog", `${ARTICLE.slug}.md`), "utf8");
    expect(source).toContain(`featuredImage: "../../assets/blog/${COVER}.jpg"`);
    await page.setContent(article);
    const cover = page.getByRole("img", { name: COVER_ALT });
    await expectPicture(cover, build);
    const jpeg = (await cover.getAttribute("src")) ?? "";
    expect(jpeg).toMatch(new RegExp(`^/.*${COVER}.*\\.jpg$`));
    expect(client("rss.xml")).toContain(`<img src="${origin}${jpeg}"`);
    expect(client("sitemap.xml")).toContain(`<image:loc>${origin}${jpeg}</image:loc>`);
    // The photo she replaced is still in the repository, but nothing uses it, so nothing of it ships.
    expect(existsSync(path.join(root, "app/assets/blog", `${FIRST_COVER}.jpg`))).toBe(true);
    const shipped = readdirSync(path.join(build, "client"), { recursive: true }).map(String);
    expect(shipped.filter((file) => file.includes(COVER)).length).toBeGreaterThan(2);
    expect(shipped.filter((file) => file.includes(FIRST_COVER))).toEqual([]);

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
    await expectPicture(page.getByRole("img", { name: PROJECT.alt }).first(), build);
  });

  test("a design template added in the editor gets an id she never typed, and the build's content check accepts it @desktop-only", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const scratch = scratchCopy();
    try {
      const editor = await openEditor(page);
      await editor.start(scratch);
      await addTemplate(page);
      await readBack(page, scratch);
      const file = "app/content/data/templates.yaml";
      const saved = parse(readFileSync(path.join(scratch, file), "utf8")) as { id: string; title: string }[];
      const added = saved.find((template) => template.title === TEMPLATE.title);
      expect(added, JSON.stringify(saved.at(-1))).toMatchObject({
        id: expect.stringMatching(/^[a-z2-7]{26}$/),
        image: { src: "../../assets/templates/cykelverkstad.png", alt: TEMPLATE.alt },
      });
      expect(existsSync(path.join(scratch, "app/assets/templates/cykelverkstad.png"))).toBe(true);
      expect(new Set(saved.map((template) => template.id)).size).toBe(saved.length);
      const files = execFileSync("git", ["ls-files", "app/content"], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean);
      const { errors } = checkContent(files, (name) => readFileSync(path.join(scratch, name), "utf8"));
      expect(errors).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
