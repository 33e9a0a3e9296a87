import { describe, expect, it } from "vitest";
import { graphProblems } from "../../../tests/support/json-ld";
import {
  describeWithoutFiles,
  designTemplates,
  packages,
  projects,
} from "../../../tests/support/collections";
import { siteConfig } from "../../site.config";
import { referencesPageData } from "../references/page-data";
import { caseStudyGraph } from "./case-study";

const { projects: shown } = await referencesPageData(
  { projects, templates: designTemplates, packages },
  describeWithoutFiles,
);
const workOf = (graph: { "@graph": readonly unknown[] }) =>
  graph["@graph"].find((node) => (node as { "@type"?: string })["@type"] === "CreativeWork") as Record<
    string,
    unknown
  >;

describe("caseStudyGraph", () => {
  it.each(shown.map((project) => [project.slug, project] as const))(
    "%s is one linked graph whose references resolve",
    (_slug, project) => {
      expect(graphProblems(caseStudyGraph(project, project.description), siteConfig.origin)).toEqual([]);
    },
  );

  it("describes the work as about the client, an organisation identified by its own site", () => {
    const kennel = shown.find((project) => project.link);
    if (!kennel) throw new Error("a shown project with a live site");
    const work = workOf(caseStudyGraph(kennel, kennel.description));
    expect(work.about).toEqual({ "@type": "Organization", name: kennel.title, url: kennel.link });
    // The client's site is not another address of this case study.
    expect(work).not.toHaveProperty("sameAs");
  });

  it("names the client without an address when it has no site of its own", () => {
    const jalopy = shown.find((project) => !project.link);
    if (!jalopy) throw new Error("a shown project without a live site");
    expect(workOf(caseStudyGraph(jalopy, jalopy.description)).about).toEqual({
      "@type": "Organization",
      name: jalopy.title,
    });
  });
});
