import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { blogCategories } from "../../content/blog-meta";
import { renamedArticles } from "../../content/renamed-articles";
import {
  articleSource,
  blogPosts,
  readFromPublic,
  sampleFrontMatter,
} from "../../../tests/support/blog-posts";
import { countWords } from "./reading-time";
import { articlePage, assemblePosts, RENAMED_ARTICLES_FILE } from "./posts";

const realPosts = await blogPosts();

const BODY = [
  "## Rubrik",
  "",
  "En kort text om hemsidor med en länk till [våra tjänster](/tjanster) och en till [kontakt](/contact#contact-form).",
].join("\n");

type FrontMatter = Record<string, unknown>;

function frontMatter(overrides: FrontMatter = {}): FrontMatter {
  return { ...sampleFrontMatter, readingTime: 5, ...overrides };
}

function file(data: FrontMatter, body = BODY, name = `${String(data.slug)}.md`) {
  return {
    file: `app/content/blog/${name}`,
    source: `---\n${stringify(data, { defaultStringType: "QUOTE_DOUBLE" })}---\n\n${body}\n`,
  };
}

function without(data: FrontMatter, key: string) {
  const { [key]: _removed, ...rest } = data;
  return rest;
}

/**
 * The files as the blog collection reads them: each checked against the schema (Astro stops the
 * build at the first file that fails), then all of them together by assemblePosts.
 */
async function loadPosts(
  files: ReturnType<typeof file>[],
  readPublicFile: (publicPath: string) => string | undefined = readFromPublic,
  renamed: Record<string, string> = {},
) {
  const sources = await Promise.all(files.map(({ file, source }) => articleSource(file, source)));
  return assemblePosts(sources, { readPublicFile, renamed });
}

async function loadError(files: ReturnType<typeof file>[], renamed: Record<string, string> = {}) {
  try {
    await loadPosts(files, readFromPublic, renamed);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("loadPosts accepted the files");
}

describe("the blog with valid files", () => {
  it("returns the articles newest first, with HTML, plain text and a computed reading time", async () => {
    const words = Array.from({ length: 401 }, (_, index) => `ord${index}`).join(" ");
    const posts = await loadPosts([
      file(frontMatter({ id: "1", slug: "aldre", publishedAt: "2025-04-03", readingTime: 99 }), words),
      file(frontMatter({ id: "2", slug: "nyare", publishedAt: "2025-06-09" })),
    ]);
    expect(posts.map((post) => post.slug)).toEqual(["nyare", "aldre"]);
    const older = posts[1];
    expect(older?.readingMinutes).toBe(3);
    expect(posts[0]?.html).toContain('<h2 id="rubrik">Rubrik</h2>');
    expect(posts[0]?.text).toContain("En kort text om hemsidor");
    expect(posts[0]).not.toHaveProperty("readingTime");
  });

  it("computes the reading time when the front matter has none", async () => {
    const [post] = await loadPosts([file(without(frontMatter(), "readingTime"))]);
    expect(post?.readingMinutes).toBe(1);
  });
});

describe("the blog stops the build with a message naming the file and the field", () => {
  it("for a missing field", async () => {
    expect(await loadError([file(without(frontMatter(), "title"))])).toContain(
      'app/content/blog/forsta-artikeln.md: fältet "title" saknas',
    );
  });

  it("for a missing nested field", async () => {
    const data = frontMatter({ seo: { metaTitle: "T", keywords: ["k"] } });
    expect(await loadError([file(data)])).toContain(
      'forsta-artikeln.md: fältet "seo.metaDescription" saknas',
    );
  });

  it.each([
    {
      case: "a date that is not in the ÅÅÅÅ-MM-DD form",
      fields: { publishedAt: "9 juni 2025" },
      message: 'forsta-artikeln.md: fältet "publishedAt" ska vara ett datum i formatet ÅÅÅÅ-MM-DD',
    },
    {
      case: "a date that does not exist",
      fields: { publishedAt: "2025-02-30" },
      message: 'forsta-artikeln.md: fältet "publishedAt" är inget giltigt datum',
    },
    {
      case: "an unknown author",
      fields: { author: "Okänd Skribent" },
      message:
        'forsta-artikeln.md: fältet "author" ska vara en av: Vinga-teamet, Vinga Design, Sara Lindberg',
    },
  ])("for $case", async ({ fields, message }) => {
    expect(await loadError([file(frontMatter(fields))])).toContain(message);
  });

  it("for a date written without quotes, which YAML reads as a date rather than text", async () => {
    const { file: name, source } = file(frontMatter());
    expect(await loadError([{ file: name, source: source.replace('"2025-06-09"', "2025-06-09") }])).toContain(
      'forsta-artikeln.md: fältet "publishedAt" ska vara text, inte ett datum utan citattecken (skriv det inom citattecken)',
    );
  });

  it("for an update date that is malformed or earlier than the publication date", async () => {
    expect(await loadError([file(frontMatter({ updatedAt: "22/11/2026" }))])).toContain(
      'forsta-artikeln.md: fältet "updatedAt" ska vara ett datum i formatet ÅÅÅÅ-MM-DD',
    );
    expect(
      await loadError([file(frontMatter({ publishedAt: "2025-06-09", updatedAt: "2025-06-08" }))]),
    ).toContain(
      'forsta-artikeln.md: fältet "updatedAt" (2025-06-08) får inte vara före publishedAt (2025-06-09)',
    );
    const [post] = await loadPosts([
      file(frontMatter({ publishedAt: "2025-06-09", updatedAt: "2025-06-09" })),
    ]);
    expect(post?.updatedAt).toBe("2025-06-09");
  });

  it("for a cover that is missing, outside public/images/blog, without alt text or of another size", async () => {
    const cover = { featuredImage: "/images/blog/omslag.svg", featuredImageAlt: "En illustration." };
    const svg = (size: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 1200 630"></svg>`;
    const load = async (data: FrontMatter, files: Record<string, string>) => {
      try {
        await loadPosts([file(frontMatter(data))], (publicPath) => files[publicPath]);
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    };
    expect(await load(cover, {})).toContain(
      'forsta-artikeln.md: fältet "featuredImage" pekar på /images/blog/omslag.svg, som inte finns i public/',
    );
    expect(await load({ ...cover, featuredImage: "/bilder/omslag.png" }, {})).toContain(
      'forsta-artikeln.md: fältet "featuredImage" ska vara en bild (JPEG, PNG, WebP, AVIF eller SVG) vald i redigeraren',
    );
    expect(await load({ featuredImage: cover.featuredImage }, {})).toContain(
      'forsta-artikeln.md: fältet "featuredImageAlt" featuredImage och featuredImageAlt anges tillsammans',
    );
    expect(await load(cover, { [cover.featuredImage]: svg('width="800" height="600"') })).toContain(
      'fältet "featuredImage" /images/blog/omslag.svg ska ha width="1200" height="630" på <svg>',
    );
    expect(await load(cover, { [cover.featuredImage]: svg('width="1200" height="630"') })).toBe("");
  });

  it("for an unknown category, listing the known ones", async () => {
    const message = await loadError([file(frontMatter({ category: "nyheter" }))]);
    expect(message).toContain('forsta-artikeln.md: fältet "category" ska vara en av:');
    for (const { id } of blogCategories) expect(message).toContain(id);
  });

  it("for a field the schema does not know", async () => {
    expect(await loadError([file(frontMatter({ subtitle: "Extra" }))])).toContain(
      "har okända fält (stavfel?): subtitle",
    );
    const seo = { metaTitle: "T", metaDescription: "B", keywords: ["k"], metaTitel: "T" };
    expect(await loadError([file(frontMatter({ seo }))])).toContain(
      'fältet "seo" har okända fält (stavfel?): metaTitel',
    );
  });

  it("for a value of the wrong type, in Swedish", async () => {
    const message = await loadError([file(frontMatter({ readingTime: "fem", tags: "SEO" }))]);
    expect(message).toContain('forsta-artikeln.md: fältet "readingTime" ska vara ett tal, inte text');
    expect(message).toContain('forsta-artikeln.md: fältet "tags" ska vara en lista, inte text');
  });

  it("for a slug that is not the file name", async () => {
    expect(await loadError([file(frontMatter(), BODY, "annat-namn.md")])).toContain(
      'annat-namn.md: fältet "slug" "forsta-artikeln" ska vara samma som filnamnet',
    );
  });

  it("for a duplicate slug", async () => {
    const message = await loadError([
      file(frontMatter({ id: "1" })),
      file(frontMatter({ id: "2" }), BODY, "forsta-artikeln-kopia.md"),
    ]);
    expect(message).toContain(
      'forsta-artikeln-kopia.md: fältet "slug" "forsta-artikeln" används redan i app/content/blog/forsta-artikeln.md',
    );
  });

  it("for a duplicate id", async () => {
    const message = await loadError([
      file(frontMatter({ id: "7", slug: "en" })),
      file(frontMatter({ id: "7", slug: "tva" })),
    ]);
    expect(message).toContain('tva.md: fältet "id" "7" används redan i app/content/blog/en.md');
  });

  it("for a gap in a series, naming the part after the gap", async () => {
    const message = await loadError([
      file(frontMatter({ id: "1", slug: "del-1", seriesId: "website-planning", seriesPart: 1 })),
      file(frontMatter({ id: "3", slug: "del-3", seriesId: "website-planning", seriesPart: 3 })),
    ]);
    expect(message).toContain('del-3.md: fältet "seriesPart" serien "website-planning" saknar del 2');
  });

  it("for a series that does not start at part 1", async () => {
    const message = await loadError([
      file(frontMatter({ id: "2", slug: "del-2", seriesId: "website-planning", seriesPart: 2 })),
    ]);
    expect(message).toContain('del-2.md: fältet "seriesPart" serien "website-planning" saknar del 1');
  });

  it("for a part that appears twice in a series", async () => {
    const message = await loadError([
      file(frontMatter({ id: "1", slug: "del-1", seriesId: "website-planning", seriesPart: 1 })),
      file(frontMatter({ id: "2", slug: "ocksa-del-1", seriesId: "website-planning", seriesPart: 1 })),
    ]);
    expect(message).toContain(
      'ocksa-del-1.md: fältet "seriesPart" del 1 av serien "website-planning" finns redan i app/content/blog/del-1.md',
    );
  });

  it("for a series part without a series, or the other way round", async () => {
    expect(await loadError([file(frontMatter({ seriesPart: 1 }))])).toContain(
      'forsta-artikeln.md: fältet "seriesId" seriesId och seriesPart anges tillsammans',
    );
    expect(await loadError([file(frontMatter({ seriesId: "website-planning" }))])).toContain(
      'forsta-artikeln.md: fältet "seriesPart" seriesId och seriesPart anges tillsammans',
    );
  });

  it("for a link to a page that does not exist", async () => {
    const body = "Läs [den här artikeln](/blogg/finns-inte) och [den här sidan](/priser?plan=bas).";
    const message = await loadError([file(frontMatter(), body)]);
    expect(message).toContain(
      'forsta-artikeln.md: fältet "(innehåll)" länkar till /blogg/finns-inte, som inte finns',
    );
    expect(message).toContain("länkar till /priser?plan=bas, som inte finns");
  });

  it("for a link to a renamed article's old address, naming the new one", async () => {
    const body = "Se [priserna](/blogg/gamla-priser#tabell) och [tjänsterna](/tjanster).";
    const message = await loadError([file(frontMatter(), body)], { "gamla-priser": "forsta-artikeln" });
    expect(message).toContain(
      'forsta-artikeln.md: fältet "(innehåll)" länkar till /blogg/gamla-priser#tabell, som har flyttat till /blogg/forsta-artikeln',
    );
  });

  it("for a renamed article that leads nowhere, or from an address an article still has", async () => {
    const message = await loadError([file(frontMatter())], {
      "gammal-artikel": "finns-inte",
      "forsta-artikeln": "forsta-artikeln",
    });
    expect(message).toContain(
      `${RENAMED_ARTICLES_FILE}: fältet "gammal-artikel" leder till "finns-inte", som inte är någon artikel`,
    );
    expect(message).toContain(
      `${RENAMED_ARTICLES_FILE}: fältet "forsta-artikeln" är adressen till en artikel som finns`,
    );
    expect(
      await loadPosts([file(frontMatter())], readFromPublic, { "gammal-artikel": "forsta-artikeln" }),
    ).toHaveLength(1);
  });

  it("for an article without text", async () => {
    expect(await loadError([file(frontMatter({ slug: "tom" }), "")])).toContain(
      'tom.md: fältet "(innehåll)" saknas',
    );
  });

  it("listing every problem across the files at once", async () => {
    const message = await loadError([
      file(frontMatter({ id: "1", slug: "a" }), "Se [sidan](/finns-inte)."),
      file(frontMatter({ id: "2", slug: "b" }), BODY, "c.md"),
    ]);
    expect(message.split("\n").filter((line) => line.startsWith("  - "))).toHaveLength(2);
    expect(message).toMatch(/^Fel i bloggens innehåll:/);
  });
});

describe("the real articles", () => {
  const posts = realPosts;

  it("all load and validate", async () => {
    expect(posts).toHaveLength(16);
  });

  it("speak of dates before their last review in the past tense", async () => {
    const months = "januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december";
    const reviewed =
      posts
        .map((post) => post.updatedAt ?? post.publishedAt)
        .sort()
        .at(-1) ?? "";
    const future = /\b(börjar|kommer att|träder i kraft|ska börja)\b/i;
    const stale = posts.flatMap((post) =>
      post.text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => future.test(sentence))
        .filter((sentence) =>
          [...sentence.matchAll(new RegExp(`(\\d{1,2}) (${months}) (\\d{4})`, "g"))].some(
            ([, day, month, year]) => {
              const monthNumber = months.split("|").indexOf(month ?? "") + 1;
              const iso = `${year}-${String(monthNumber).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
              return iso < reviewed;
            },
          ),
        )
        .map((sentence) => `${post.slug}: ${sentence}`),
    );
    expect(stale).toEqual([]);
  });

  it("name both supervisors in the cookie article: PTS for the cookie rule, IMY for personal data", async () => {
    const text = posts.find((post) => post.slug === "gdpr-cookies-vad-behover-du-veta")?.text ?? "";
    expect(text).toContain("Post- och telestyrelsen (PTS) har tillsyn över att kakregeln följs");
    expect(text).toContain("Integritetsskyddsmyndigheten (IMY) är tillsynsmyndighet");
    expect(text).toContain("Lagen (2022:482) om elektronisk kommunikation");
  });

  it("give one range for line length everywhere", async () => {
    const ranges = posts.flatMap((post) =>
      post.text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => /radlängd|per rad|raderna/i.test(sentence))
        .flatMap((sentence) => [...sentence.matchAll(/(\d+)–(\d+) tecken/g)].map(([range]) => range)),
    );
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ranges)).toEqual(new Set(["50–75 tecken"]));
  });

  it("keep the price guide evergreen: no year in its address or title, dated by its last review", async () => {
    expect(renamedArticles["vad-kostar-hemsida-2025"]).toBe("vad-kostar-en-hemsida");
    const guide = posts.find((post) => post.slug === "vad-kostar-en-hemsida");
    for (const text of [guide?.title, guide?.excerpt, guide?.seo.metaTitle, guide?.seo.metaDescription]) {
      expect(text).not.toMatch(/\b20\d\d\b/);
    }
    // /tjanster's title asks what a website costs (the spec); the guide answers the market's side.
    expect(guide?.seo.metaTitle).not.toMatch(/vad kostar en hemsida/i);
    expect(guide?.updatedAt).toBe("2026-11-27");
  });

  it("never name a year in a title that is older than the article's last revision", () => {
    for (const post of posts) {
      const revised = Number((post.updatedAt ?? post.publishedAt).slice(0, 4));
      for (const title of [post.title, post.seo.metaTitle]) {
        for (const [year] of title.matchAll(/\b20\d\d\b/g)) {
          expect(Number(year), `${post.slug}: "${title}"`).toBeGreaterThanOrEqual(revised);
        }
      }
    }
  });

  it("each have their own cover artwork with a description", async () => {
    const covers = posts.map((post) => post.featuredImage);
    expect(covers.every(Boolean)).toBe(true);
    expect(new Set(covers).size).toBe(posts.length);
    for (const post of posts) expect(post.featuredImageAlt, post.slug).toMatch(/^[A-ZÅÄÖ].{20,}\.$/);
  });

  it("carry the spec's ids, dates and categories, a renamed one at its new address", async () => {
    const bySlug = new Map(posts.map((post) => [post.slug, post]));
    const expected: [string, string | null, string, string][] = [
      ["vad-kostar-hemsida-2025", "1", "2025-06-09", "prissattning"],
      ["behover-smaforetag-verkligen-hemsida-2025", "2", "2025-06-05", "strategi"],
      ["gdpr-cookies-vad-behover-du-veta", "7", "2025-04-03", "tips"],
      ["hur-lang-tid-tar-det-att-bygga-hemsida", null, "2025-04-10", "tips"],
      ["undvik-vanliga-misstag-forsta-hemsida", null, "2025-04-25", "tips"],
    ];
    for (const [slug, id, date, category] of expected) {
      const post = bySlug.get(renamedArticles[slug] ?? slug);
      expect(post, slug).toBeDefined();
      if (id) expect(post?.id).toBe(id);
      expect(post?.publishedAt).toBe(date);
      expect(post?.category).toBe(category);
    }
    const series = posts.filter((post) => post.seriesId === "website-planning");
    expect(series.map((post) => [post.seriesPart, post.publishedAt]).sort()).toEqual([
      [1, "2025-09-08"],
      [2, "2025-09-09"],
      [3, "2025-09-12"],
      [4, "2025-09-13"],
    ]);
    expect(series.every((post) => post.category === "design")).toBe(true);
  });

  it("are substantial, link to the services or contact page and have headings and lists", async () => {
    for (const post of posts) {
      const words = countWords(post.text);
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1500);
      expect(post.html, post.slug).toMatch(/href="\/(tjanster|contact)/);
      expect(post.html, post.slug).toContain("<h2");
      expect(post.html, post.slug).toMatch(/<(ul|ol)>/);
    }
  });

  it("builds an article page with related articles and the series", async () => {
    const page = articlePage(posts, "planera-hemsida-del-2-struktur-och-innehall");
    // The start of the text, cut back to a whole word within 1000 characters.
    expect(page?.post.bodyExcerpt.length).toBeGreaterThan(900);
    expect(page?.post.bodyExcerpt.length).toBeLessThanOrEqual(1000);
    expect(page?.post).not.toHaveProperty("text");
    expect(page?.related.length).toBe(3);
    expect(page?.series?.parts.map((part) => part.part)).toEqual([1, 2, 3, 4]);
    expect(articlePage(posts, "finns-inte")).toBeNull();
  });
});

describe("the real articles", () => {
  /** Runs of `length` words, lower case, punctuation and no-break spaces ignored. */
  const runs = (text: string, length: number) => {
    const words = text
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, " ")
      .trim()
      .split(" ");
    return words
      .slice(0, words.length - length + 1)
      .map((_, index) => words.slice(index, index + length).join(" "));
  };

  it("never repeat the excerpt's wording in the body: the excerpt stands right above it", () => {
    for (const post of realPosts) {
      const body = ` ${runs(post.text, 1).join(" ")} `;
      const repeated = runs(post.excerpt, 8).filter((run) => body.includes(` ${run} `));
      expect(repeated, post.slug).toEqual([]);
    }
  });
});
