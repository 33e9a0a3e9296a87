import type { AuthorPerson } from "../blog/authors";
import { paths } from "../paths";
import { graphIds, pageGraph, webPageNodes } from "./graph";
import { pageMeta, type HeadTag } from "./meta";

/**
 * A person's author page: a ProfilePage (start › blog › her name) whose main entity is the
 * Person node every page's graph carries, so her articles' author and her page are one entity.
 */
export function profilePageHead(
  person: Pick<AuthorPerson, "name" | "path">,
  seo: { title: string; description: string },
): HeadTag[] {
  return [
    ...pageMeta({ ...seo, path: person.path }),
    {
      "script:ld+json": pageGraph(
        webPageNodes({
          path: person.path,
          name: seo.title,
          description: seo.description,
          type: "ProfilePage",
          breadcrumbs: [
            { name: "Blogg", path: paths.blog },
            { name: person.name, path: person.path },
          ],
          mainEntityId: graphIds.founder(),
          aboutId: graphIds.founder(),
        }),
      ),
    },
  ];
}
