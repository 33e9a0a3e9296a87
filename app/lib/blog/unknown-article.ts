import { redirect, replace } from "react-router";
import { paths } from "../paths";

/**
 * The way out of an article that does not exist. The unknown address never stays in
 * history: on the first page load (the browser is on it) or when coming from the list
 * itself, the current entry becomes the list; from any other page the list is added
 * after it, so Back still returns to the page the reader came from.
 */
export function leaveUnknownArticle({
  currentPath,
  requestedPath,
}: {
  currentPath: string;
  requestedPath: string;
}) {
  const replaceCurrent = currentPath === requestedPath || currentPath === paths.blog;
  return replaceCurrent ? replace(paths.blog) : redirect(paths.blog);
}
