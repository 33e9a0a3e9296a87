import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShownProject } from "~/lib/references/page-data";
import { CaseStudyModal } from "./case-study-modal";

const image = (src: string, alt: string) => ({
  src,
  width: 1600,
  height: 1000,
  alt,
  sources: [{ type: "image/avif", srcset: `${src}.avif 720w` }],
});

const carpenter: ShownProject = {
  slug: "snickeri-ekbacken",
  title: "Snickeri Ekbacken",
  description: "Stilren hemsida för ett lokalt snickeri.",
  summary: "Hemsida för ett snickeri.",
  badge: "HEMSIDA",
  tags: ["Hemsida", "Lokal SEO"],
  studio: "Vinga Design · Hemsida",
  meta: "2025 · Örebro",
  cardImage: image("/cover.svg", "Startsida"),
  heroImage: image("/cover.svg", "Startsida"),
  headline: { value: "7 av 10", label: "nya förfrågningar via offertformuläret" },
  caseStudy: {
    challenge: "Ingen plats att visa hantverket.",
    solution: "En stilren hemsida med projektbilder.",
    scope: ["Hemsida med fyra sidor"],
    packageTitle: "Färdig Hemsida",
    timeline: "5 arbetsdagar",
    quote: { text: "Nu syns hantverket.", name: "Johan E.", role: "Grundare" },
    images: [image("/screen-1.svg", "Projektsida"), image("/screen-2.svg", "Offertformulär")],
  },
};

// The page ships the dialogs closed; the first two tests look inside the case study as if open.
const hidden = { hidden: true } as const;
const openCaseStudy = () =>
  document.querySelector("dialog[data-testid=case-study]")?.setAttribute("open", "");

describe("CaseStudyModal", () => {
  it("shows the empty state for a project without a case study, with a way to close it", () => {
    const { caseStudy: _, ...withoutCaseStudy } = carpenter;
    render(<CaseStudyModal project={withoutCaseStudy} />);
    openCaseStudy();

    const dialog = screen.getByRole("dialog", { name: "Ingen case study vald." });
    expect(dialog).toHaveAccessibleDescription("Välj ett projekt för att se dess case study.");
    expect(within(dialog).queryByText("Utmaningen")).toBeNull();
    const close = within(dialog).getByRole("button", { name: "Stäng" });
    expect(close).toHaveAttribute("command", "close");
    expect(close).toHaveAttribute("commandfor", dialog.id);
    expect(screen.queryByTestId("enlarged-image")).toBeNull();
  });

  it("shows the three columns with a dash for the missing one", () => {
    render(<CaseStudyModal project={carpenter} />);
    openCaseStudy();

    const dialog = screen.getByRole("dialog", { name: "Case study: Snickeri Ekbacken" });
    const terms = within(dialog)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Utmaningen", "Lösningen", "Resultatet"]);
    const definitions = within(dialog)
      .getAllByRole("definition")
      .map((definition) => definition.textContent);
    expect(definitions).toEqual([
      "Ingen plats att visa hantverket.",
      "En stilren hemsida med projektbilder.",
      "—Inte beskrivet ännu",
    ]);
  });

  it("gives each image a button that opens its own enlarged dialog, closed and lazily loaded", () => {
    render(<CaseStudyModal project={carpenter} />);

    const enlarged = screen.getAllByTestId("enlarged-image");
    expect(enlarged.map((dialog) => dialog.getAttribute("aria-label"))).toEqual([
      "Förstorad bild 1 av 2",
      "Förstorad bild 2 av 2",
    ]);
    for (const [index, dialog] of enlarged.entries()) {
      expect(dialog).not.toHaveAttribute("open");
      const opener = screen.getByRole("button", {
        ...hidden,
        name: new RegExp(`^Förstora bild ${index + 1} av 2`),
      });
      expect(opener).toHaveAttribute("command", "show-modal");
      expect(opener).toHaveAttribute("commandfor", dialog.id);
    }
    for (const img of document.querySelectorAll("img")) expect(img).toHaveAttribute("loading", "lazy");
  });
});
