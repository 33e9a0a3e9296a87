import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  collectionErrors,
  matchesCategory,
  relatedPosts,
  seriesNavigation,
  seriesPartShortTitle,
  sortNewestFirst,
  type PostSummary,
} from "./collection";
import { postSummary } from "../../../tests/support/post-summary";

const SERIES = "Hur ska man tänka när man gör en hemsida?";
const series = [1, 2, 3, 4].map((part) =>
  postSummary(`del-${part}`, {
    title: `${SERIES} Del ${part}: Ämne ${part}`,
    category: "design",
    seriesId: "website-planning",
    seriesPart: part,
    publishedAt: `2025-09-0${part}`,
  }),
);

describe("sortNewestFirst", () => {
  it("orders by publication date, newest first, without touching the input", () => {
    const posts = [
      postSummary("a", { publishedAt: "2025-04-03" }),
      postSummary("b", { publishedAt: "2025-09-24" }),
      postSummary("c", { publishedAt: "2025-06-09" }),
    ];
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual(["b", "c", "a"]);
    expect(posts.map((p) => p.slug)).toEqual(["a", "b", "c"]);
  });

  it("breaks ties on the same day by slug, so the order never depends on the file system", () => {
    const posts = [
      postSummary("z", { publishedAt: "2025-05-05" }),
      postSummary("a", { publishedAt: "2025-05-05" }),
    ];
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual(["a", "z"]);
  });
});

describe("matchesCategory", () => {
  const posts = [
    postSummary("a", { category: "seo" }),
    postSummary("b", { category: "tips" }),
    postSummary("c", { category: "SEO" }),
  ];
  const shown = (category: string) =>
    posts.filter((p) => matchesCategory(p.category, category)).map((p) => p.slug);

  it("keeps everything for 'all'", () => {
    expect(shown(ALL_CATEGORIES)).toEqual(["a", "b", "c"]);
  });

  it("matches the category ignoring case, on both sides", () => {
    expect(shown("seo")).toEqual(["a", "c"]);
    expect(shown("Seo")).toEqual(["a", "c"]);
    expect(shown("TIPS")).toEqual(["b"]);
  });

  it("finds nothing for a category without articles", () => {
    expect(shown("prissattning")).toEqual([]);
  });
});

describe("relatedPosts", () => {
  const current = postSummary("current", { category: "design", publishedAt: "2025-06-01" });
  const posts = [
    current,
    postSummary("d1", { category: "design", publishedAt: "2025-01-01" }),
    postSummary("d2", { category: "design", publishedAt: "2025-09-01" }),
    postSummary("d3", { category: "Design", publishedAt: "2025-05-01" }),
    postSummary("d4", { category: "design", publishedAt: "2025-07-01" }),
    postSummary("s1", { category: "seo", publishedAt: "2025-12-01" }),
  ];

  it("returns at most three articles of the same category, newest first", () => {
    expect(relatedPosts(posts, current).map((p) => p.slug)).toEqual(["d2", "d4", "d3"]);
  });

  it("never returns the current article or another category", () => {
    const related = relatedPosts(posts, current, 10);
    expect(related.map((p) => p.slug)).not.toContain("current");
    expect(related.map((p) => p.slug)).not.toContain("s1");
    expect(related).toHaveLength(4);
  });

  it("treats other parts of the current article's series like any article of the category", () => {
    const standalone = postSummary("fristaende", { category: "design", publishedAt: "2025-01-01" });
    const related = relatedPosts([...series, standalone], series[1] as PostSummary);
    expect(related.map((p) => p.slug)).toEqual(["del-4", "del-3", "del-1"]);
  });

  it("returns nothing when the category has no other article", () => {
    expect(relatedPosts(posts, posts[5] as PostSummary)).toEqual([]);
  });
});

describe("seriesNavigation", () => {
  const others = [postSummary("fristaende")];

  it("is null for an article outside a series", () => {
    expect(seriesNavigation([...series, ...others], others[0] as PostSummary)).toBeNull();
  });

  it("lists every part in order and marks the current one", () => {
    const nav = seriesNavigation([...series].reverse(), series[1] as PostSummary);
    expect(nav?.title).toBe(SERIES);
    expect(nav?.parts.map((part) => [part.part, part.current])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, false],
    ]);
    expect(nav?.previous?.slug).toBe("del-1");
    expect(nav?.next?.slug).toBe("del-3");
  });

  it("has no previous part on the first and no next part on the last", () => {
    const first = seriesNavigation(series, series[0] as PostSummary);
    expect(first?.previous).toBeUndefined();
    expect(first?.next?.slug).toBe("del-2");
    const last = seriesNavigation(series, series[3] as PostSummary);
    expect(last?.previous?.slug).toBe("del-3");
    expect(last?.next).toBeUndefined();
  });

  it("gives each part a short title without the series name", () => {
    const nav = seriesNavigation(series, series[0] as PostSummary);
    expect(nav?.parts.map((part) => part.shortTitle)).toEqual(["Ämne 1", "Ämne 2", "Ämne 3", "Ämne 4"]);
    expect(seriesPartShortTitle("Fristående titel", SERIES)).toBe("Fristående titel");
  });
});

describe("collectionErrors", () => {
  const withFile = (summary: PostSummary) => ({ ...summary, file: `${summary.slug}.md` });

  it("accepts unique ids and slugs and a complete series", () => {
    expect(collectionErrors(series.map(withFile))).toEqual([]);
  });

  it("reports a gap and a repeated part, naming the file and the field", () => {
    const broken = [series[0], series[2], { ...series[3], slug: "ny", id: "ny", seriesPart: 3 }].map((p) =>
      withFile(p as PostSummary),
    );
    expect(collectionErrors(broken)).toEqual([
      {
        file: "ny.md",
        field: "seriesPart",
        message: 'del 3 av serien "website-planning" finns redan i del-3.md',
      },
      { file: "del-3.md", field: "seriesPart", message: 'serien "website-planning" saknar del 2' },
    ]);
  });
});
