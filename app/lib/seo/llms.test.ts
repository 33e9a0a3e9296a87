import { describe, expect, it } from "vitest";
import { llmsTxt } from "./llms";

describe("llmsTxt", () => {
  const text = llmsTxt({
    name: "Vinga Design",
    summary: "En webbyrå i Örebro.",
    details: ["Telefon 070-174 06 05."],
    sections: [
      {
        title: "Sidor",
        links: [
          {
            title: "Tjänster [priser]",
            url: "https://vingadesign.se/tjanster",
            description: "Paket\noch priser.",
          },
        ],
      },
      {
        title: "Artiklar",
        links: [{ title: "A", url: "https://vingadesign.se/blogg/a", description: "Om a." }],
      },
    ],
  });

  it("follows llmstxt.org: H1 name, blockquote summary, details, H2 sections of link lists", () => {
    expect(text).toBe(
      [
        "# Vinga Design",
        "",
        "> En webbyrå i Örebro.",
        "",
        "Telefon 070-174 06 05.",
        "",
        "## Sidor",
        "",
        "- [Tjänster \\[priser\\]](https://vingadesign.se/tjanster): Paket och priser.",
        "",
        "## Artiklar",
        "",
        "- [A](https://vingadesign.se/blogg/a): Om a.",
        "",
      ].join("\n"),
    );
  });
});
