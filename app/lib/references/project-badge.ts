import type { Project } from "~/content/types";

/** The one project the rule names: its card says HEMSIDA although it has no tags. */
const KENNEL_TITLE = "Kvastapinglans Kennel";
const TITLE_WORDS = ["PORTFOLIO", "RESTAURANG"] as const;

const upper = (text: string) => text.toLocaleUpperCase("sv-SE");

/** The label on a project card: the first tag, else a kind read from the title. */
export function projectBadge({ title, tags }: Pick<Project, "title" | "tags">) {
  const firstTag = tags[0]?.trim();
  if (firstTag) return upper(firstTag);
  if (title === KENNEL_TITLE) return "HEMSIDA";
  return TITLE_WORDS.find((word) => upper(title).includes(word)) ?? "PROJEKT";
}
