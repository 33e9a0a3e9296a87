import { notFoundCopy } from "~/content/page-meta";
import { unknownArticleTarget } from "~/lib/blog/unknown-article";

/**
 * On the not-found page (`[data-not-found]`), which servers answer with status 404 for every unknown address: it logs
 * the address (the spec's console message) and sends an unknown article address on to the blog
 * list, replacing it in history so Back does not return to it.
 */
export function leaveUnknownAddress() {
  if (!document.querySelector("[data-not-found]")) return;
  const { pathname } = window.location;
  console.error(notFoundCopy.consoleMessage, pathname);
  const target = unknownArticleTarget(pathname);
  if (target) window.location.replace(target);
}
