import { screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DesignThinkingStep } from "~/content/types";
import { DesignThinkingSection } from "./design-thinking-section";

function step(order: number): DesignThinkingStep {
  return {
    order,
    title: `Steg ${order}`,
    description: "Beskrivning",
    category: `STEG ${order}`,
    colour: { badge: "bg-pink-100 text-pink-800", dot: "bg-pink-700" },
    bulletPoints: ["Punkt"],
  };
}

describe("DesignThinkingSection", () => {
  it("counts the steps it is given, in the carousel's name and in the introduction", () => {
    document.body.innerHTML = renderToStaticMarkup(<DesignThinkingSection steps={[1, 2, 3, 4].map(step)} />);
    expect(screen.getByRole("region", { name: "Design thinking i fyra steg" })).toBeTruthy();
    expect(document.body.textContent).toContain("en beprövad metod i fyra steg där");
    expect(document.getElementById("design-thinking-step-4-position")?.textContent).toBe("STEG 4 av 4:");
  });
});
