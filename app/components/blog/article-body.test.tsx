import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";

const html = [
  '<p><a href="/blogg/nasta">Nästa artikel</a></p>',
  '<p><a href="/contact#contact-form">Kontakt</a></p>',
  '<p><a href="https://www.imy.se" target="_blank" rel="noopener noreferrer">IMY</a></p>',
  '<h2 id="rubrik">Rubrik</h2><p><a href="#rubrik">Till rubriken</a></p>',
].join("");

function Where() {
  const { pathname, hash } = useLocation();
  return <div data-testid="where">{pathname + hash}</div>;
}

function renderBody() {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <ArticleBody html={html} />
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/blogg/forsta"]} />);
}

describe("ArticleBody", () => {
  it("renders the article HTML as it is", () => {
    renderBody();
    expect(screen.getByRole("heading", { name: "Rubrik" })).toHaveAttribute("id", "rubrik");
    expect(screen.getByRole("link", { name: "IMY" })).toHaveAttribute("target", "_blank");
  });

  it("follows links to this site with the router", async () => {
    const user = userEvent.setup();
    renderBody();
    await user.click(screen.getByRole("link", { name: "Nästa artikel" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/blogg\/nasta$/);
    await user.click(screen.getByRole("link", { name: "Kontakt" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/contact#contact-form$/);
  });

  it("leaves new tabs, modified clicks and jumps within the article to the browser", () => {
    renderBody();
    // Keeps happy-dom from following the links itself; runs after the article's own listener.
    const stopBrowser = (event: Event) => event.preventDefault();
    document.addEventListener("click", stopBrowser);
    const clicks: [string, MouseEventInit][] = [
      ["IMY", {}],
      ["Nästa artikel", { ctrlKey: true }],
      ["Nästa artikel", { metaKey: true }],
      ["Nästa artikel", { button: 1 }],
      ["Till rubriken", {}],
    ];
    for (const [name, init] of clicks) {
      fireEvent.click(screen.getByRole("link", { name }), init);
      expect(screen.getByTestId("where"), name).toHaveTextContent(/^\/blogg\/forsta$/);
    }
    document.removeEventListener("click", stopBrowser);
  });
});
