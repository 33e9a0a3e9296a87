import { describe, expect, it } from "vitest";
import { renderMarkdown, swedishQuotes } from "./render-markdown.server";

describe("renderMarkdown", () => {
  it("renders headings with ids, lists, tables and emphasis", () => {
    const { html } = renderMarkdown(
      ["## Vad kostar det?", "", "- **Pris** och *tid*", "", "| A | B |", "|---|---|", "| 1 | 2 |"].join(
        "\n",
      ),
    );
    expect(html).toContain('<h2 id="vad-kostar-det">Vad kostar det?</h2>');
    expect(html).toContain("<li><strong>Pris</strong> och <em>tid</em></li>");
    expect(html).toContain("<table>");
  });

  it("drops raw HTML from the source instead of passing it through", () => {
    const { html } = renderMarkdown('Text <script>alert("x")</script> <img src=x onerror=alert(1)> slut');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
  });

  it("collects every link and opens external ones in a new tab", () => {
    const { html, links } = renderMarkdown("[Tjänster](/tjanster) och [IMY](https://www.imy.se)");
    expect(links).toEqual(["/tjanster", "https://www.imy.se"]);
    expect(html).toContain('<a href="/tjanster">Tjänster</a>');
    expect(html).toContain('<a href="https://www.imy.se" target="_blank" rel="noopener noreferrer">IMY</a>');
  });

  it("gives the plain text without tags or entities", () => {
    const { text } = renderMarkdown("## Rubrik\n\nTre & fyra <b>ord</b>.");
    expect(text).toBe("Rubrik Tre & fyra ord.");
  });

  it("sets Swedish quotation marks in text, but leaves code alone", () => {
    const { html } = renderMarkdown('Skriv "Kontakta oss" och \'så\'. Koden `id="main"` står kvar.');
    expect(html).toContain("Skriv ”Kontakta oss” och ’så’.");
    expect(html).toContain('<code>id="main"</code>');
  });
});

describe("swedishQuotes", () => {
  it("uses the closing marks on both sides", () => {
    expect(swedishQuotes(`"citat" och 'citat'`)).toBe("”citat” och ’citat’");
  });
});
