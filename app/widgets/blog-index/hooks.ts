import { hook } from "../define-hook.ts";

/** The blog list with its filter. */
export const index = hook("data-blog-index");
/** The status line that counts the articles shown. */
export const listStatus = hook("data-list-status");
/** A filter button, valued by its category id. */
export const option = hook<string>("data-category-option");
/** The list of cards. */
export const list = hook("data-masonry-list");
/** On the list once the masonry has placed it (Tailwind's `data-masonry:` variants). */
export const placed = hook("data-masonry");
/** A card's list item, valued by the article's category id. */
export const item = hook<string>("data-post-category");
/** The message for a category without articles, its name in it and its way back to all. */
export const empty = hook("data-empty-category");
export const emptyName = hook("data-empty-category-name");
export const showAll = hook("data-show-all");
