import { blogCategories, unknownCategoryColor } from "../../content/blog-meta";

export type CategoryInfo = { id: string; name: string; color: string; known: boolean };

/**
 * The display name and badge colour of a category id, ignoring case. An id the site
 * does not know keeps its own text and gets the blue badge.
 */
export function categoryInfo(id: string): CategoryInfo {
  const wanted = id.toLowerCase();
  const category = blogCategories.find((candidate) => candidate.id === wanted);
  return category
    ? { id: category.id, name: category.name, color: category.color, known: true }
    : { id, name: id, color: unknownCategoryColor, known: false };
}
