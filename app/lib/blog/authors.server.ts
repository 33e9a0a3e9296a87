import { getCollection } from "astro:content";
import { blogAuthors } from "../../content/blog-meta";
import { aboutFounder } from "../../content/about";
import { resolveAuthors, type Authors } from "./authors";

let cache: Promise<Authors> | undefined;

/** The bylines resolved to people; read and checked once per build, by the first page that asks. */
export function getAuthors() {
  cache ??= getCollection("authors").then((entries) =>
    resolveAuthors(
      entries.map((entry) => ({ ...entry.data, id: entry.id })),
      aboutFounder,
      blogAuthors,
    ),
  );
  return cache;
}
