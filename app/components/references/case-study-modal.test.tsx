import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ShownProject } from "~/lib/references/page-data";
import { CaseStudyModal } from "./case-study-modal";

const image = (src: string, alt: string) => ({ src, width: 1600, height: 1000, alt });

const carpenter: ShownProject = {
  slug: "snickeri-ekbacken",
  title: "Snickeri Ekbacken",
  description: "Stilren hemsida för ett lokalt snickeri.",
  badge: "HEMSIDA",
  tags: ["Hemsida", "Lokal SEO"],
  studio: "Vinga Design · Hemsida",
  meta: "2025 · Örebro",
  cardImage: image("/cover.svg", "Startsida"),
  heroImage: image("/cover.svg", "Startsida"),
  showcase: [],
  caseStudy: {
    challenge: "Ingen plats att visa hantverket.",
    solution: "En stilren hemsida med projektbilder.",
    images: [image("/screen-1.svg", "Projektsida"), image("/screen-2.svg", "Offertformulär")],
  },
};

describe("CaseStudyModal", () => {
  it("shows the empty state when no project is chosen, and closes from it", async () => {
    const onOpenChange = vi.fn();
    render(<CaseStudyModal project={null} open onOpenChange={onOpenChange} />);

    const dialog = screen.getByRole("dialog", { name: "Ingen case study vald." });
    expect(dialog).toHaveAccessibleDescription("Välj ett projekt för att se dess case study.");
    expect(within(dialog).queryByText("Utmaningen")).toBeNull();

    await userEvent.click(within(dialog).getByRole("button", { name: "Stäng" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the empty state for a project without a case study", () => {
    const { caseStudy: _, ...withoutCaseStudy } = carpenter;
    render(<CaseStudyModal project={withoutCaseStudy} open onOpenChange={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Ingen case study vald." })).toBeInTheDocument();
  });

  it("shows the three columns with a dash for the missing one", () => {
    render(<CaseStudyModal project={carpenter} open onOpenChange={() => {}} />);

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
    expect(within(dialog).getByRole("button", { name: /^Förstora bild 2 av 2/ })).toBeInTheDocument();
  });
});
