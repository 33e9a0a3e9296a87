/**
 * The blog's bylines resolved to people (decision 0022): every author an article may name has a
 * record in app/content/data/authors.yaml, and every record leads to a named person with an author
 * page. The site's one person is its founder, whose name, role and bio /about holds, so her author
 * page and the structured data's Person say the same as /about.
 */
import type { z } from "astro/zod";
import type { authorSchema } from "../../content/schemas";
import { paths } from "../paths";

export type AuthorRecord = z.infer<typeof authorSchema> & { id: string };

/** What /about says of the founder (app/content/about.ts). */
export type FounderProfile = { name: string; role: string; anchorId: string; paragraph: string };

export type AuthorPerson = {
  id: string;
  name: string;
  role: string;
  bio: string;
  writesAbout: string;
  topics: readonly string[];
  path: string;
};

/** A byline as an article shows it: the name it was published under and the person behind it. */
export type Byline = {
  name: string;
  person: { name: string; path: string };
  /** True when the name is the team's or the brand's and the person answers for it. */
  responsible: boolean;
};

/** A team or a brand whose articles a person answers for. */
export type GroupAuthor = { name: string; description: string; responsible: string };

export type Authors = {
  people: readonly AuthorPerson[];
  groups: readonly GroupAuthor[];
  /** By the author name the articles' front matter uses. */
  bylines: Readonly<Record<string, Byline>>;
};

const linkTo = (person: AuthorPerson) => ({ name: person.name, path: person.path });

/**
 * Checks the records against the bylines the articles may use and the founder, and resolves each
 * byline to its person. Throws one error listing every problem: a byline without a record, a
 * record for no byline, a responsible id that names no person, a person who is not the founder
 * (her id must be her /about anchor too: one name for her on every page).
 */
export function resolveAuthors(
  records: readonly AuthorRecord[],
  founder: FounderProfile,
  bylineNames: readonly string[],
): Authors {
  const problems: string[] = [];
  const people: AuthorPerson[] = [];
  for (const record of records) {
    if (record.kind !== "person") continue;
    if (record.name !== founder.name || record.id !== founder.anchorId) {
      problems.push(
        `${record.id}: the only person the site describes is ${founder.name} (id ${founder.anchorId})`,
      );
      continue;
    }
    people.push({
      id: record.id,
      name: record.name,
      role: founder.role,
      bio: founder.paragraph,
      writesAbout: record.writesAbout,
      topics: record.topics,
      path: paths.author(record.id),
    });
  }
  const personById = new Map(people.map((person) => [person.id, person]));
  const groups: GroupAuthor[] = [];
  const bylines: Record<string, Byline> = {};
  for (const record of records) {
    if (!bylineNames.includes(record.name)) problems.push(`${record.id}: "${record.name}" is no byline`);
    if (record.kind === "person") {
      const person = personById.get(record.id);
      if (person) bylines[record.name] = { name: record.name, person: linkTo(person), responsible: false };
      continue;
    }
    const person = personById.get(record.responsible);
    if (!person) {
      problems.push(`${record.id}: responsible "${record.responsible}" is no person`);
      continue;
    }
    groups.push({ name: record.name, description: record.description, responsible: person.id });
    bylines[record.name] = { name: record.name, person: linkTo(person), responsible: true };
  }
  for (const name of bylineNames) {
    if (!records.some((record) => record.name === name)) problems.push(`"${name}" has no record`);
  }
  if (problems.length > 0) {
    throw new Error(`app/content/data/authors.yaml:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
  return { people, groups, bylines };
}

export function bylineOf(authors: Authors, authorName: string): Byline {
  const byline = authors.bylines[authorName];
  if (!byline) throw new Error(`No byline for the author "${authorName}"`);
  return byline;
}

/** The person behind a byline, with her bio, and the team or brand the article was published under, if any. */
export function bylineAuthor(authors: Authors, byline: Byline) {
  const person = authors.people.find((candidate) => candidate.path === byline.person.path);
  if (!person) throw new Error(`No person for the byline "${byline.name}"`);
  const group = byline.responsible
    ? authors.groups.find((candidate) => candidate.name === byline.name)
    : undefined;
  return { person, group };
}

/** A person's articles: those under her own name, then per team or brand those she answers for. */
export function articlesOf<T extends { author: string }>(
  authors: Authors,
  person: AuthorPerson,
  posts: readonly T[],
) {
  return {
    own: posts.filter((post) => post.author === person.name),
    answersFor: authors.groups
      .filter((group) => group.responsible === person.id)
      .map((group) => ({ ...group, posts: posts.filter((post) => post.author === group.name) }))
      .filter((group) => group.posts.length > 0),
  };
}

/** When an author page last changed: the date of its own words or of the newest article it lists. */
export function authorPageDate(
  listing: {
    own: readonly { publishedAt: string }[];
    answersFor: readonly { posts: readonly { publishedAt: string }[] }[];
  },
  wordsDate: string,
) {
  const listed = [...listing.own, ...listing.answersFor.flatMap((group) => group.posts)];
  return [wordsDate, ...listed.map((post) => post.publishedAt)].sort().at(-1) ?? wordsDate;
}
