import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { postSummary } from "../../../tests/support/post-summary";
import categoryFilter from "./category-filter.behaviour";
import * as blogIndexHooks from "./hooks";
import { BlogIndex } from "./blog-index";

const post = (slug: string, category: string, publishedAt: string) =>
  postSummary(slug, { category, publishedAt, title: `Artikel ${slug}`, tags: ["Ett", "Två", "Tre", "Fyra"] });

const posts = [
  post("seo-1", "seo", "2025-08-14"),
  post("tips-1", "tips", "2025-04-10"),
  post("seo-2", "seo", "2025-06-18"),
];

/** The list as the page is built, then the filter script started at `url`, as the browser does. */
function loadAt(url: string) {
  history.replaceState(null, "", url);
  document.body.innerHTML = renderToStaticMarkup(<BlogIndex posts={posts} />);
  const root = document.querySelector<HTMLElement>(blogIndexHooks.index.selector);
  if (root) categoryFilter.mount(root);
}

const cardTitles = () =>
  screen.queryAllByRole("article").map((card) => within(card).getByRole("link").textContent);
const pressed = () =>
  screen
    .queryAllByRole("button", { pressed: true })
    .map((button) => button.textContent)
    .filter((text) => text !== "Visa alla artiklar");
const emptyMessage = () => screen.queryByText(/^Inga artiklar hittades/);

describe("BlogIndex with its filter script", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("shows every article with 'Alla artiklar' pressed by default", () => {
    loadAt("/blogg");
    expect(cardTitles()).toEqual(["Artikel seo-1", "Artikel tips-1", "Artikel seo-2"]);
    expect(pressed()).toEqual(["Alla artiklar"]);
    expect(screen.getByRole("button", { name: "SEO" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent("3 artiklar");
    expect(emptyMessage()).not.toBeVisible();
  });

  it("filters by the chosen category and keeps it in the address", async () => {
    const user = userEvent.setup();
    loadAt("/blogg");
    await user.click(screen.getByRole("button", { name: "SEO" }));
    expect(cardTitles()).toEqual(["Artikel seo-1", "Artikel seo-2"]);
    expect(pressed()).toEqual(["SEO"]);
    expect(location.search).toBe("?kategori=seo");
    expect(screen.getByRole("status")).toHaveTextContent("2 av 3 artiklar");

    await user.click(screen.getByRole("button", { name: "Alla artiklar" }));
    expect(cardTitles()).toHaveLength(3);
    expect(pressed()).toEqual(["Alla artiklar"]);
    expect(location.search).toBe("");
    expect(screen.getByRole("status")).toHaveTextContent("3 artiklar");
  });

  it("replaces the address instead of adding a history entry per filter", async () => {
    const user = userEvent.setup();
    loadAt("/blogg");
    const length = history.length;
    await user.click(screen.getByRole("button", { name: "Tips" }));
    await user.click(screen.getByRole("button", { name: "SEO" }));
    expect(history.length).toBe(length);
  });

  it("reads the category from the address, ignoring case", () => {
    loadAt("/blogg?kategori=TIPS");
    expect(cardTitles()).toEqual(["Artikel tips-1"]);
    expect(pressed()).toEqual(["Tips"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 av 3 artiklar");
  });

  it("shows the empty-category message for a category without articles", async () => {
    const user = userEvent.setup();
    loadAt("/blogg?kategori=prissattning");
    expect(cardTitles()).toEqual([]);
    expect(emptyMessage()).toHaveTextContent('Inga artiklar hittades i kategorin "Prissättning".');
    expect(emptyMessage()).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Visa alla artiklar" }));
    expect(cardTitles()).toHaveLength(3);
    expect(emptyMessage()).not.toBeVisible();
    expect(pressed()).toEqual(["Alla artiklar"]);
    // The clicked button is gone; focus goes to the filter that now holds the list's state.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Alla artiklar" }));
  });

  it("names an unknown category as it was written and presses no filter", () => {
    loadAt("/blogg?kategori=nyheter");
    expect(emptyMessage()).toHaveTextContent('Inga artiklar hittades i kategorin "nyheter".');
    expect(emptyMessage()).toBeVisible();
    expect(screen.queryAllByRole("button", { pressed: true })).toEqual([]);
  });

  it("shows at most three tags on a card", () => {
    loadAt("/blogg");
    const firstCard = screen.getAllByRole("article")[0] as HTMLElement;
    const tags = within(within(firstCard).getByRole("list", { name: "Taggar" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["Ett", "Två", "Tre"]);
  });
});
