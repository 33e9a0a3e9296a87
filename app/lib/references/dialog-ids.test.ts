import { describe, expect, it } from "vitest";
import { designTemplates, projects } from "../../../tests/support/collections";
import { dialogIds } from "./dialog-ids";

describe("dialogIds", () => {
  it("gives every dialog on the page an id of its own", () => {
    const ids = [
      ...projects.flatMap((project) => [
        dialogIds.showcase(project.slug),
        dialogIds.caseStudy(project.slug),
        ...(project.caseStudy?.images ?? []).map((_, index) => dialogIds.enlarged(project.slug, index)),
      ]),
      ...designTemplates.map((template) => dialogIds.template(template.id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("numbers the enlarged images from 1, as the visitor counts them", () => {
    expect(dialogIds.enlarged("jalopy", 0)).toBe("case-study-jalopy-image-1");
  });
});
