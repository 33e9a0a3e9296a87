import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";

const html = [
  '<p><a href="/blogg/nasta">Nästa artikel</a></p>',
  '<p><a href="https://www.imy.se" target="_blank" rel="noopener noreferrer">IMY</a></p>',
  '<h2 id="rubrik">Rubrik</h2><p><a href="#rubrik">Till rubriken</a></p>',
].join("");

describe("ArticleBody", () => {
  it("renders the article HTML as it is, its links plain links the browser follows", () => {
    render(<ArticleBody html={html} />);
    expect(screen.getByRole("heading", { name: "Rubrik" })).toHaveAttribute("id", "rubrik");
    expect(screen.getByRole("link", { name: "IMY" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Nästa artikel" })).toHaveAttribute("href", "/blogg/nasta");
    expect(screen.getByRole("link", { name: "Till rubriken" })).toHaveAttribute("href", "#rubrik");
  });
});
