import { describe, expect, it } from "vitest";
import { homeCases, PROJECTS_SHOWN } from "~/content/projects";
import type { CaseStudy, Project } from "~/content/types";
import { designTemplates, packages, projects } from "../../../tests/support/collections";
import { projectsBySlug, referencesPageData, type DescribeImage } from "./page-data";

const describeImage: DescribeImage = (src) => ({
  width: 1200,
  height: 900,
  title: src.includes("untitled") ? "" : `Bild ${src}`,
});

/** The first project with its case study swapped for a changed copy. */
const withCaseStudy = (changes: Partial<CaseStudy>): Project => {
  const base = projects[0] as Project;
  return { ...base, caseStudy: { ...(base.caseStudy as CaseStudy), ...changes } };
};

const build = (overrides: Partial<Parameters<typeof referencesPageData>[0]> = {}) =>
  referencesPageData({ projects, templates: designTemplates, packages, ...overrides }, describeImage);

describe("referencesPageData", () => {
  it("shows only the first four projects, in the data's order", () => {
    const { projects: shown } = build();
    expect(PROJECTS_SHOWN).toBe(4);
    expect(shown.map((project) => project.title)).toEqual(projects.slice(0, 4).map((p) => p.title));
    expect(shown.map((project) => project.title)).not.toContain("MedLearn");
  });

  it("prefers cardImage on the card and detailImage in the showcase, else the image", () => {
    const base = projects[0] as Project;
    const withVariants = { ...base, cardImage: "/card.svg", detailImage: "/detail.svg" };
    const [variant, plain] = build({ projects: [withVariants, base] }).projects;
    expect(variant?.cardImage.src).toBe("/card.svg");
    expect(variant?.heroImage.src).toBe("/detail.svg");
    expect(plain?.cardImage.src).toBe(base.image);
    expect(plain?.heroImage.src).toBe(base.image);
  });

  it("measures every image and uses its title as alt text, else a fallback", () => {
    const base = projects[0] as Project;
    const [project] = build({ projects: [{ ...base, image: "/untitled.svg" }] }).projects;
    expect(project?.cardImage).toEqual({ src: "/untitled.svg", width: 1200, height: 900, alt: base.title });
    expect(project?.caseStudy?.images[0]).toMatchObject({
      width: 1200,
      alt: `Bild ${base.caseStudy?.images[0]}`,
    });
  });

  it("carries each project's 'Om projektet' text, and none for a project without one", () => {
    const base = projects[0] as Project;
    const { about: _, ...withoutAbout } = base;
    const [kennel, bare] = build({ projects: [base, withoutAbout] }).projects;
    expect(kennel?.about).toBe(base.about);
    expect(kennel?.about).toMatch(/^Kvastapinglans Kennel/);
    expect(bare?.about).toBeUndefined();
  });

  it("names each case study's package by its title and refuses an unknown package", () => {
    const shown = build().projects;
    expect(shown.map((project) => project.caseStudy?.packageTitle)).toEqual([
      "Färdig Hemsida",
      "Färdig Hemsida",
      "Färdig Hemsida",
      "Skräddarsydd lösning",
    ]);
    const stale = withCaseStudy({ packageId: "gammalt-paket" });
    expect(() => build({ projects: [stale] })).toThrow(
      /app\/content\/data\/projects\/kvastapinglans-kennel\.yaml: caseStudy\.packageId: okänt paket "gammalt-paket"/,
    );
  });

  it("gives the kennel an image splash and the other case studies a video with a poster", () => {
    const shown = build().projects;
    expect(shown[0]?.caseStudy?.video).toBeUndefined();
    expect(shown[0]?.caseStudy?.mockup?.src).toBe("/images/projects/kennel/mockup.svg");
    for (const project of shown.slice(1)) {
      expect(project.caseStudy?.video).toMatchObject({ vimeoId: expect.stringMatching(/^\d+$/) });
      expect(project.caseStudy?.video?.poster.width).toBe(1200);
    }
  });

  it("leaves a missing case-study column undefined so the modal can show a dash", () => {
    const [project] = build({ projects: [withCaseStudy({ result: undefined })] }).projects;
    expect(project?.caseStudy?.result).toBeUndefined();
    expect(project?.caseStudy?.challenge).toBeTruthy();
  });

  it("gives every shown case study a result", () => {
    for (const project of build().projects) expect(project.caseStudy?.result, project.slug).toBeTruthy();
  });

  it("gives every shown case a measured headline, and refuses a shown case without a figure", () => {
    for (const project of build().projects) {
      expect(project.headline, project.slug).toEqual({
        value: project.caseStudy?.figures?.[0]?.value,
        label: project.caseStudy?.figures?.[0]?.label,
      });
    }
    expect(() => build({ projects: [withCaseStudy({ figures: undefined })] })).toThrow(
      /kvastapinglans-kennel\.yaml: caseStudy\.figures/,
    );
  });

  it("uses a template's detail image in the dialog, else its card image", () => {
    const { templates } = build();
    expect(templates).toHaveLength(6);
    const travel = templates.find((template) => template.title === "Resebyrå");
    const hairdresser = templates.find((template) => template.id === 4);
    expect(travel?.detailImage.src).toBe("/images/templates/resa-detail.svg");
    expect(hairdresser?.detailImage.src).toBe(hairdresser?.image.src);
  });

  it("picks the home page's case studies in its own order, and only ones with a page", () => {
    const shown = build().projects;
    expect(projectsBySlug(shown, homeCases.slugs).map((project) => project.slug)).toEqual(homeCases.slugs);
    expect(() => projectsBySlug(shown, ["medlearn"])).toThrow(/medlearn/);
  });
});
