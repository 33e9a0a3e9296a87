import { paths } from "../paths";

/**
 * Where a reader who asked for `pathname` goes from the not-found page: an address under the
 * blog that names no article leads to the list (the spec's redirect, replacing the unknown
 * address in history), every other unknown address stays on the not-found page.
 */
export function unknownArticleTarget(pathname: string): string | null {
  const prefix = paths.article("");
  if (!pathname.startsWith(prefix)) return null;
  const slug = pathname.slice(prefix.length).replace(/\/+$/, "");
  return slug !== "" && !slug.includes("/") ? paths.blog : null;
}
