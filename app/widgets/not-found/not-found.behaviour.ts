import { notFoundConsoleMessage } from "~/content/page-meta";
import { unknownArticleTarget } from "~/lib/blog/unknown-article";
import { defineBehaviour } from "../behaviour";
import * as notFoundHooks from "./hooks";

/**
 * On the not-found page, which servers answer with status 404 for every unknown address: logs the
 * address (the spec's console message) and sends an unknown article address on to the blog list,
 * replacing it in history so Back does not return to it.
 */
export default defineBehaviour({
  root: notFoundHooks.page,
  mount() {
    const { pathname } = window.location;
    console.error(notFoundConsoleMessage, pathname);
    const target = unknownArticleTarget(pathname);
    if (target) window.location.replace(target);
  },
});
