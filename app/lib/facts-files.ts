/**
 * The business facts read straight from their data files, for what runs outside Astro's content
 * collections: the Markdown pipeline (astro.config.ts) that fills the articles' {fact} names.
 * The same schemas check the same files, so a fact reads the same here as on the pages.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { businessFactsSchema, packageSchema } from "../content/schemas";
import { swedishIssue } from "./swedish-issues";
import { factsOf } from "./facts";

const DATA = "app/content/data";

export function readFacts(directory = DATA) {
  const read = (name: string) => parse(readFileSync(`${directory}/${name}`, "utf8")) as unknown;
  const packages = (read("packages.yaml") as { id: string }[]).map((raw) => ({
    ...packageSchema.parse(raw, { error: swedishIssue }),
    id: raw.id,
  }));
  const business = businessFactsSchema.parse(
    (read("business-facts.yaml") as { business: unknown }).business,
    {
      error: swedishIssue,
    },
  );
  return factsOf(packages, business);
}
