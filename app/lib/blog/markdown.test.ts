import { describe, expect, it } from "vitest";
import { renderArticle } from "../../../tests/support/blog-posts";
import { facts } from "../../../tests/support/collections";
import { swedishQuotes } from "./markdown";

describe("the site's Markdown, as Astro renders it", () => {
  it("renders headings with ids, lists, tables and emphasis", async () => {
    const { html } = await renderArticle(
      ["## Vad kostar det?", "", "- **Pris** och *tid*", "", "| A | B |", "|---|---|", "| 1 | 2 |"].join(
        "\n",
      ),
    );
    expect(html).toContain('<h2 id="vad-kostar-det">Vad kostar det?</h2>');
    expect(html).toContain("<li><strong>Pris</strong> och <em>tid</em></li>");
    expect(html).toContain("<table>");
  });

  it("drops raw HTML from the source instead of passing it through", async () => {
    const { html } = await renderArticle(
      'Text <script>alert("x")</script> <img src=x onerror=alert(1)> slut',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
  });

  it("collects every link and opens external ones in the same tab, like the site's own", async () => {
    const { html, links } = await renderArticle("[Tjänster](/tjanster) och [IMY](https://www.imy.se)");
    expect(links).toEqual(["/tjanster", "https://www.imy.se"]);
    expect(html).toContain('<a href="/tjanster">Tjänster</a>');
    expect(html).toContain('<a href="https://www.imy.se">IMY</a>');
  });

  it("fills the business facts an article names, from the data files, and stops at an unknown one", async () => {
    const { text } = await renderArticle(
      "Färdig Hemsida kostar {fardig-hemsida.price} {moms} och är klar på {fardig-hemsida.delivery}.",
    );
    // The plain text has ordinary spaces where the HTML keeps each fact's words together.
    expect(text).toBe(
      `Färdig Hemsida kostar ${facts["fardig-hemsida.price"]} ${facts.moms} och är klar på ${facts["fardig-hemsida.delivery"]}.`,
    );
    await expect(renderArticle("Pris: {fardig-hemsida.pris}.")).rejects.toThrow(
      /\{fardig-hemsida\.pris\} är ingen fakta/,
    );
  });

  it("gives the plain text without tags or entities", async () => {
    const { text } = await renderArticle("## Rubrik\n\nTre & fyra <b>ord</b>.");
    expect(text).toBe("Rubrik Tre & fyra ord.");
  });

  it("keeps a heading's short hyphenated compounds whole, with the id and the plain text as written", async () => {
    const { html, text } = await renderArticle("## Jämförelse: on-page och off-page\n\nBrödtext om on-page.");
    expect(html).toContain(
      '<h2 id="jämförelse-on-page-och-off-page">Jämförelse: <span class="whitespace-nowrap">on-page</span> och <span class="whitespace-nowrap">off-page</span></h2>',
    );
    expect(html).toContain("<p>Brödtext om on-page.</p>");
    expect(text).toBe("Jämförelse: on-page och off-page Brödtext om on-page.");
  });

  it("sets Swedish quotation marks in text, but leaves code alone", async () => {
    const { html } = await renderArticle('Skriv "Kontakta oss" och \'så\'. Koden `id="main"` står kvar.');
    expect(html).toContain("Skriv ”Kontakta oss” och ’så’.");
    expect(html).toContain('<code>id="main"</code>');
  });
});

describe("swedishQuotes", () => {
  it("uses the closing marks on both sides", async () => {
    expect(swedishQuotes(`"citat" och 'citat'`)).toBe("”citat” och ’citat’");
  });
});

describe("table rendering", () => {
  const table = ["| Typ | Ungefärligt pris |", "|---|---|", "| Onepager | 5 000–10 000 kr |"].join("\n");

  it("names each data cell's column, for the stacked rows on phones", async () => {
    const { html } = await renderArticle(table);
    expect(html).toContain('<td data-label="Typ">Onepager</td>');
    expect(html).toContain('<td data-label="Ungefärligt pris">5\u00a0000–\u206010\u00a0000\u00a0kr</td>');
  });

  it("gives no label to a column without a heading", async () => {
    const { html } = await renderArticle(["| | A |", "|---|---|", "| Rad | 1 |"].join("\n"));
    expect(html).toContain("<td>Rad</td>");
    expect(html).toContain('<td data-label="A">1</td>');
  });

  it("keeps the plain text's words, so reading time does not change", async () => {
    expect((await renderArticle(table)).text).toBe("Typ Ungefärligt pris Onepager 5 000–10 000 kr");
  });
});
