import { ALL_CATEGORIES } from "./collection";

/** The query parameter that holds the chosen category, so a filtered list can be shared. */
export const CATEGORY_PARAM = "kategori";

/**
 * The category a list address asks for (`?kategori=seo`), as written, so an unknown one can be
 * named; every category when it names none (or "all" in any case).
 */
export function categoryFromSearch(search: string): string {
  const requested = new URLSearchParams(search).get(CATEGORY_PARAM)?.trim() ?? "";
  return requested.toLowerCase() === ALL_CATEGORIES ? ALL_CATEGORIES : requested || ALL_CATEGORIES;
}

/** The query string of `search` with `category` chosen: other parameters kept, none for every category. */
export function searchWithCategory(search: string, category: string): string {
  const params = new URLSearchParams(search);
  if (category === ALL_CATEGORIES) params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, category);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether the filter option `optionId` is the chosen one; the address may spell it in any case. */
export function isChosen(optionId: string, category: string): boolean {
  return optionId === category.toLowerCase();
}

/** The count beside the filter bar, e.g. "16 artiklar" or "3 av 16 artiklar". */
export function listStatus(category: string, shown: number, total: number): string {
  return category === ALL_CATEGORIES ? `${total} artiklar` : `${shown} av ${total} artiklar`;
}
