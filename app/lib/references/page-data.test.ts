import { describe, expect, it } from "vitest";
import { PROJECTS_SHOWN } from "~/content/projects";
import type { CaseStudy, Project } from "~/content/types";
import {
  describeWithoutFiles,
  designTemplates,
  packages,
  projects,
} from "../../../tests/support/collections";
import { featuredProjects, homeCaseSlugs, projectsBySlug, referencesPageData } from "./page-data";

/** The first project with its case study swapped for a changed copy. */
const withCaseStudy = (changes: Partial<CaseStudy>): Project => {
  const base = projects[0] as Project;
  return { ...base, caseStudy: { ...(base.caseStudy as CaseStudy), ...changes } };
};

const build = (overrides: Partial<Parameters<typeof referencesPageData>[0]> = {}) =>
  referencesPageData({ projects, templates: designTemplates, packages, ...overrides }, describeWithoutFiles);

/** A content picture as Astro's image() leaves it: the measured file and its description. */
const picture = (name: string, alt: string) => ({
  src: { src: `/masters/${name}.png`, width: 2400, height: 1800, format: "png" as const },
  alt,
});

describe("referencesPageData", () => {
  it("shows only the first four projects, in the data's order", async () => {
    const { projects: shown } = await build();
    expect(PROJECTS_SHOWN).toBe(4);
    expect(shown.map((project) => project.title)).toEqual(projects.slice(0, 4).map((p) => p.title));
    expect(shown.map((project) => project.title)).not.toContain("MedLearn");
  });

  it("prefers cardImage on the card and detailImage in the showcase, else the image", async () => {
    const base = projects[0] as Project;
    const withVariants = {
      ...base,
      cardImage: picture("card", "Kort"),
      detailImage: picture("detail", "Stor"),
    };
    const [variant, plain] = (await build({ projects: [withVariants, base] })).projects;
    expect(variant?.cardImage.src).toBe("/masters/card.png");
    expect(variant?.heroImage.src).toBe("/masters/detail.png");
    expect(plain?.cardImage.src).toBe(base.image.src.src);
    expect(plain?.heroImage.src).toBe(base.image.src.src);
  });

  it("describes every picture with its own alt text and the master's size", async () => {
    const base = projects[0] as Project;
    const [project] = (await build({ projects: [{ ...base, image: picture("cover", "Startsidan") }] }))
      .projects;
    expect(project?.cardImage).toEqual({
      src: "/masters/cover.png",
      width: 2400,
      height: 1800,
      alt: "Startsidan",
      sources: [],
    });
    expect(project?.caseStudy?.images[0]).toMatchObject({
      width: 2560,
      height: 1600,
      alt: base.caseStudy?.images[0]?.alt,
    });
  });

  it("carries each project's 'Om projektet' text, and none for a project without one", async () => {
    const base = projects[0] as Project;
    const { about: _, ...withoutAbout } = base;
    const [kennel, bare] = (await build({ projects: [base, withoutAbout] })).projects;
    expect(kennel?.about).toBe(base.about);
    expect(kennel?.about).toMatch(/^Kvastapinglans Kennel/);
    expect(bare?.about).toBeUndefined();
  });

  it("names each case study's package by its title and refuses an unknown package", async () => {
    const shown = (await build()).projects;
    expect(shown.map((project) => project.caseStudy?.packageTitle)).toEqual([
      "Färdig Hemsida",
      "Färdig Hemsida",
      "Färdig Hemsida",
      "Skräddarsydd lösning",
    ]);
    const stale = withCaseStudy({ packageId: "gammalt-paket" });
    await expect(build({ projects: [stale] })).rejects.toThrow(
      /app\/content\/data\/projects\/kvastapinglans-kennel\.yaml: caseStudy\.packageId: okänt paket "gammalt-paket"/,
    );
  });

  it("gives the kennel an image splash and the other case studies a video with a poster", async () => {
    const shown = (await build()).projects;
    expect(shown[0]?.caseStudy?.video).toBeUndefined();
    expect(shown[0]?.caseStudy?.mockup?.src).toMatch(/app\/assets\/projects\/kennel\/mockup\.png$/);
    for (const project of shown.slice(1)) {
      expect(project.caseStudy?.video).toMatchObject({ vimeoId: expect.stringMatching(/^\d+$/) });
      expect(project.caseStudy?.video?.poster.width).toBe(2400);
    }
  });

  it("leaves a missing case-study column undefined so the modal can show a dash", async () => {
    const [project] = (await build({ projects: [withCaseStudy({ result: undefined })] })).projects;
    expect(project?.caseStudy?.result).toBeUndefined();
    expect(project?.caseStudy?.challenge).toBeTruthy();
  });

  it("gives every shown case study a result", async () => {
    for (const project of (await build()).projects)
      expect(project.caseStudy?.result, project.slug).toBeTruthy();
  });

  it("gives every shown case its first measured figure as headline, and none to a case without one", async () => {
    for (const project of (await build()).projects) {
      expect(project.headline, project.slug).toEqual({
        value: project.caseStudy?.figures?.[0]?.value,
        label: project.caseStudy?.figures?.[0]?.label,
      });
    }
    const [bare] = (await build({ projects: [withCaseStudy({ figures: undefined })] })).projects;
    expect(bare?.headline).toBeUndefined();
  });

  it("uses a template's detail image in the dialog, else its card image", async () => {
    const { templates } = await build();
    expect(templates).toHaveLength(6);
    const travel = templates.find((template) => template.title === "Resebyrå");
    const hairdresser = templates.find((template) => template.id === "frisorsalong");
    expect(travel?.detailImage.src).toMatch(/app\/assets\/templates\/resa-detail\.png$/);
    expect(hairdresser?.detailImage.src).toBe(hairdresser?.image.src);
  });

  it("takes the home page's case studies from the projects' places, chosen in the editor", () => {
    expect(homeCaseSlugs(projects)).toEqual(["konditori-en-bulle-i-ugnen", "jalopy", "snickeri-ekbacken"]);
    expect(
      homeCaseSlugs([{ slug: "b", homePlace: 2 }, { slug: "none" }, { slug: "a", homePlace: 1 }]),
    ).toEqual(["a", "b"]);
  });

  it("picks the home page's case studies in its own order, and only ones with a page", async () => {
    const shown = (await build()).projects;
    const slugs = homeCaseSlugs(projects);
    expect(projectsBySlug(shown, slugs).map((project) => project.slug)).toEqual(slugs);
    expect(projectsBySlug(shown, ["medlearn"])).toEqual([]);
  });

  it("fills the home page's cases from the shown ones when the editor moved a named one out", async () => {
    const shown = (await build()).projects;
    const slugs = homeCaseSlugs(projects);
    const [first, ...others] = slugs;
    const slugsOf = (listed: { slug: string }[]) => listed.map((project) => project.slug);
    expect(slugsOf(featuredProjects(shown, slugs))).toEqual(slugs);
    const withoutFirst = shown.filter((project) => project.slug !== first);
    const picked = slugsOf(featuredProjects(withoutFirst, slugs));
    expect(picked).toHaveLength(slugs.length);
    expect(picked.slice(0, others.length)).toEqual(others);
    expect(picked).not.toContain(first);
  });
});
