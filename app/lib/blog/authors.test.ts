import { describe, expect, it } from "vitest";
import { authorRecords } from "../../../tests/support/collections";
import { blogPosts } from "../../../tests/support/blog-posts";
import { aboutFounder } from "../../content/about";
import { blogAuthors } from "../../content/blog-meta";
import {
  articlesOf,
  authorPageDate,
  bylineAuthor,
  bylineOf,
  resolveAuthors,
  type AuthorRecord,
} from "./authors";

const authors = resolveAuthors(authorRecords, aboutFounder, blogAuthors);
const posts = await blogPosts();
const [sara] = authors.people;
if (!sara) throw new Error("authors.yaml describes no person");

describe("the site's authors", () => {
  it("give every article's byline a named person with an author page", () => {
    for (const post of posts) {
      const byline = bylineOf(authors, post.author);
      expect(byline.name, post.slug).toBe(post.author);
      expect(byline.person, post.slug).toEqual({
        name: "Sara Lindberg",
        path: "/blogg/forfattare/sara-lindberg",
      });
    }
  });

  it("mark the team and the brand as answered for, and the person's own articles as hers", () => {
    expect(bylineOf(authors, "Sara Lindberg").responsible).toBe(false);
    expect(bylineOf(authors, "Vinga-teamet").responsible).toBe(true);
    expect(bylineOf(authors, "Vinga Design").responsible).toBe(true);
  });

  it("give each article's author box the person and, for the team and the brand, the group", () => {
    expect(bylineAuthor(authors, bylineOf(authors, "Sara Lindberg"))).toEqual({
      person: sara,
      group: undefined,
    });
    const team = bylineAuthor(authors, bylineOf(authors, "Vinga-teamet"));
    expect(team.person).toBe(sara);
    expect(team.group).toMatchObject({ name: "Vinga-teamet", responsible: sara.id });
  });

  it("describe the person with the founder's role and bio from /about, written once", () => {
    expect(authors.people).toHaveLength(1);
    expect(sara).toMatchObject({
      id: aboutFounder.anchorId,
      name: aboutFounder.name,
      role: aboutFounder.role,
      bio: aboutFounder.paragraph,
    });
  });
});

describe("resolveAuthors", () => {
  const person = authorRecords.find((record) => record.kind === "person") as AuthorRecord;
  const team = authorRecords.find((record) => record.kind === "team") as AuthorRecord;

  it("names every byline without a record, responsible ids that are no person and unknown people", () => {
    const stranger: AuthorRecord = { ...person, id: "okand", name: "Okänd Skribent" } as AuthorRecord;
    const orphan = { ...team, responsible: "okand" } as AuthorRecord;
    expect(() => resolveAuthors([stranger, orphan], aboutFounder, ["Vinga-teamet", "Sara Lindberg"])).toThrow(
      [
        "app/content/data/authors.yaml:",
        "  okand: the only person the site describes is Sara Lindberg (id sara-lindberg)",
        '  okand: "Okänd Skribent" is no byline',
        '  vinga-teamet: responsible "okand" is no person',
        '  "Sara Lindberg" has no record',
      ].join("\n"),
    );
  });

  it("refuses a record whose name no article may use", () => {
    expect(() => resolveAuthors(authorRecords, aboutFounder, ["Sara Lindberg"])).toThrow("is no byline");
  });
});

describe("articlesOf", () => {
  it("lists the person's own articles, then the team's and the brand's she answers for", () => {
    const { own, answersFor } = articlesOf(authors, sara, posts);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((post) => post.author === "Sara Lindberg")).toBe(true);
    expect(answersFor.map((group) => group.name).sort()).toEqual(["Vinga Design", "Vinga-teamet"]);
    for (const group of answersFor)
      expect(group.posts.every((post) => post.author === group.name)).toBe(true);
    expect(own.length + answersFor.reduce((sum, group) => sum + group.posts.length, 0)).toBe(posts.length);
  });
});

describe("authorPageDate", () => {
  it("is the later of the page's own words and its newest article", () => {
    const listing = {
      own: [{ publishedAt: "2025-06-09" }],
      answersFor: [{ posts: [{ publishedAt: "2026-01-02" }] }],
    };
    expect(authorPageDate(listing, "2025-01-01")).toBe("2026-01-02");
    expect(authorPageDate(listing, "2026-11-24")).toBe("2026-11-24");
  });
});
