import { describe, expect, it } from "vitest";
import { blogCategories, unknownCategoryColor } from "../../content/blog-meta";
import { categoryInfo } from "./categories";

describe("categoryInfo", () => {
  it("names the five categories of the spec", () => {
    expect(blogCategories.map(({ id }) => [id, categoryInfo(id).name])).toEqual([
      ["tips", "Tips"],
      ["strategi", "Strategi"],
      ["prissattning", "Prissättning"],
      ["design", "Design & Strategi"],
      ["seo", "SEO"],
    ]);
  });

  it("finds a category whatever the case of the id", () => {
    expect(categoryInfo("SEO")).toMatchObject({ id: "seo", name: "SEO", known: true });
  });

  it("gives an unknown category the blue badge and keeps its text", () => {
    expect(categoryInfo("nyheter")).toEqual({
      id: "nyheter",
      name: "nyheter",
      color: unknownCategoryColor,
      known: false,
    });
    expect(unknownCategoryColor).toMatch(/blue/);
  });

  it("gives every known category its own badge colour, none of them the unknown blue", () => {
    const colors = blogCategories.map(({ id }) => categoryInfo(id).color);
    expect(new Set(colors).size).toBe(colors.length);
    expect(colors).not.toContain(unknownCategoryColor);
  });
});
