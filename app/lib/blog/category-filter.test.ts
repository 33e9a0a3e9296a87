import { describe, expect, it } from "vitest";
import { categoryFromSearch, isChosen, listStatus, searchWithCategory } from "./category-filter";
import { ALL_CATEGORIES } from "./collection";

describe("categoryFromSearch", () => {
  it.each([
    ["?kategori=seo", "seo"],
    ["?kategori=TIPS", "TIPS"],
    ["?kategori=%20nyheter%20", "nyheter"],
  ])("reads the category of %j as written, without surrounding spaces", (search, category) => {
    expect(categoryFromSearch(search)).toBe(category);
  });

  it.each(["", "?", "?kategori=", "?kategori=%20", "?utm_source=x", "?kategori=ALL"])(
    "means every category when the address %j names none",
    (search) => {
      expect(categoryFromSearch(search)).toBe(ALL_CATEGORIES);
    },
  );
});

describe("searchWithCategory", () => {
  it.each([
    ["", "seo", "?kategori=seo"],
    ["?kategori=tips&utm_source=x", "seo", "?kategori=seo&utm_source=x"],
  ])("sets the category in %j and keeps other parameters", (search, category, written) => {
    expect(searchWithCategory(search, category)).toBe(written);
  });

  it.each([
    ["?kategori=seo", ""],
    ["?kategori=seo&utm_source=x", "?utm_source=x"],
  ])("drops the parameter from %j, and an empty query, for every category", (search, written) => {
    expect(searchWithCategory(search, ALL_CATEGORIES)).toBe(written);
  });
});

describe("isChosen", () => {
  it.each([
    ["tips", "TIPS", true],
    [ALL_CATEGORIES, ALL_CATEGORIES, true],
    ["seo", "tips", false],
    [ALL_CATEGORIES, "nyheter", false],
  ])(
    "compares the option %j with the category %j ignoring the address's case",
    (option, category, chosen) => {
      expect(isChosen(option, category)).toBe(chosen);
    },
  );
});

describe("listStatus", () => {
  it.each([
    [ALL_CATEGORIES, 16, 16, "16 artiklar"],
    ["seo", 2, 16, "2 av 16 artiklar"],
    ["nyheter", 0, 16, "0 av 16 artiklar"],
  ])("counts every article, or those shown of all (%j, %i of %i)", (category, shown, all, status) => {
    expect(listStatus(category, shown, all)).toBe(status);
  });
});
