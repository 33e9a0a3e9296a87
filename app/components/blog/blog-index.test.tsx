import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { PostSummary } from "~/lib/blog/collection";
import { BlogIndex } from "./blog-index";

function post(slug: string, category: string, publishedAt: string): PostSummary {
  return {
    id: slug,
    slug,
    title: `Artikel ${slug}`,
    excerpt: "Utdrag",
    author: "Vinga-teamet",
    publishedAt,
    readingMinutes: 3,
    category,
    tags: ["Ett", "Två", "Tre", "Fyra"],
  };
}

const posts = [
  post("seo-1", "seo", "2025-08-14"),
  post("tips-1", "tips", "2025-04-10"),
  post("seo-2", "seo", "2025-06-18"),
];

function Search() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/blogg",
      Component: () => (
        <>
          <BlogIndex posts={posts} />
          <Search />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const cardTitles = () =>
  screen.queryAllByRole("article").map((card) => within(card).getByRole("link").textContent);
const pressed = () =>
  screen
    .getAllByRole("button", { pressed: true })
    .map((button) => button.textContent)
    .filter((text) => text !== "Visa alla artiklar");

describe("BlogIndex", () => {
  it("shows every article with 'Alla artiklar' pressed by default", () => {
    renderAt("/blogg");
    expect(cardTitles()).toEqual(["Artikel seo-1", "Artikel tips-1", "Artikel seo-2"]);
    expect(pressed()).toEqual(["Alla artiklar"]);
    expect(screen.getByRole("button", { name: "SEO" })).toHaveAttribute("aria-pressed", "false");
  });

  it("filters by the chosen category and keeps it in the address", async () => {
    const user = userEvent.setup();
    renderAt("/blogg");
    await user.click(screen.getByRole("button", { name: "SEO" }));
    expect(cardTitles()).toEqual(["Artikel seo-1", "Artikel seo-2"]);
    expect(pressed()).toEqual(["SEO"]);
    expect(screen.getByTestId("search")).toHaveTextContent("?kategori=seo");
    expect(screen.getByRole("status")).toHaveTextContent("2 av 3 artiklar");

    await user.click(screen.getByRole("button", { name: "Alla artiklar" }));
    expect(cardTitles()).toHaveLength(3);
    expect(pressed()).toEqual(["Alla artiklar"]);
    expect(screen.getByTestId("search")).toBeEmptyDOMElement();
  });

  it("reads the category from the address, ignoring case", () => {
    renderAt("/blogg?kategori=TIPS");
    expect(cardTitles()).toEqual(["Artikel tips-1"]);
    expect(pressed()).toEqual(["Tips"]);
  });

  it("shows the empty-category message for a category without articles", async () => {
    const user = userEvent.setup();
    renderAt("/blogg?kategori=prissattning");
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('Inga artiklar hittades i kategorin "Prissättning".')).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Visa alla artiklar" }));
    expect(cardTitles()).toHaveLength(3);
    expect(screen.queryByText(/Inga artiklar hittades/)).not.toBeInTheDocument();
  });

  it("names an unknown category as it was written and presses no filter", () => {
    renderAt("/blogg?kategori=nyheter");
    expect(screen.getByText('Inga artiklar hittades i kategorin "nyheter".')).toBeInTheDocument();
    expect(screen.queryAllByRole("button", { pressed: true })).toEqual([]);
  });

  it("shows at most three tags on a card", () => {
    renderAt("/blogg");
    const firstCard = screen.getAllByRole("article")[0] as HTMLElement;
    const tags = within(within(firstCard).getByRole("list", { name: "Taggar" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["Ett", "Två", "Tre"]);
  });
});
