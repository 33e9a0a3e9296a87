import { describe, expect, it } from "vitest";
import { categoryFromSearch, isChosen, listStatus, searchWithCategory } from "./category-filter";
import { ALL_CATEGORIES } from "./collection";

describe("categoryFromSearch", () => {
  it("reads the category as written, without surrounding spaces", () => {
    expect(categoryFromSearch("?kategori=seo")).toBe("seo");
    expect(categoryFromSearch("?kategori=TIPS")).toBe("TIPS");
    expect(categoryFromSearch("?kategori=%20nyheter%20")).toBe("nyheter");
  });

  it("means every category when the address names none", () => {
    for (const search of ["", "?", "?kategori=", "?kategori=%20", "?utm_source=x", "?kategori=ALL"]) {
      expect(categoryFromSearch(search), search).toBe(ALL_CATEGORIES);
    }
  });
});

describe("searchWithCategory", () => {
  it("sets the category and keeps other parameters", () => {
    expect(searchWithCategory("", "seo")).toBe("?kategori=seo");
    expect(searchWithCategory("?kategori=tips&utm_source=x", "seo")).toBe("?kategori=seo&utm_source=x");
  });

  it("drops the parameter, and an empty query, for every category", () => {
    expect(searchWithCategory("?kategori=seo", ALL_CATEGORIES)).toBe("");
    expect(searchWithCategory("?kategori=seo&utm_source=x", ALL_CATEGORIES)).toBe("?utm_source=x");
  });
});

describe("isChosen", () => {
  it("compares the option with the category ignoring the address's case", () => {
    expect(isChosen("tips", "TIPS")).toBe(true);
    expect(isChosen(ALL_CATEGORIES, ALL_CATEGORIES)).toBe(true);
    expect(isChosen("seo", "tips")).toBe(false);
    expect(isChosen(ALL_CATEGORIES, "nyheter")).toBe(false);
  });
});

describe("listStatus", () => {
  it("counts every article, or those shown of all", () => {
    expect(listStatus(ALL_CATEGORIES, 16, 16)).toBe("16 artiklar");
    expect(listStatus("seo", 2, 16)).toBe("2 av 16 artiklar");
    expect(listStatus("nyheter", 0, 16)).toBe("0 av 16 artiklar");
  });
});
