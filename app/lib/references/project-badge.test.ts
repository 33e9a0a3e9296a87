import { describe, expect, it } from "vitest";
import { projects } from "../../../tests/support/collections";
import { projectBadge } from "./project-badge";

describe("projectBadge", () => {
  it("uses the first tag in upper case when there are tags", () => {
    expect(projectBadge({ title: "Jalopy", tags: ["Webbdesign", "UX Design"] })).toBe("WEBBDESIGN");
    expect(projectBadge({ title: "Trädgård", tags: ["Lokal sökning"] })).toBe("LOKAL SÖKNING");
  });

  it("prefers a tag over every title rule", () => {
    expect(projectBadge({ title: "Kvastapinglans Kennel", tags: ["SEO"] })).toBe("SEO");
    expect(projectBadge({ title: "Restaurang Nord", tags: ["Meny"] })).toBe("MENY");
  });

  it("says HEMSIDA for the kennel project without tags", () => {
    expect(projectBadge({ title: "Kvastapinglans Kennel", tags: [] })).toBe("HEMSIDA");
  });

  it("reads PORTFOLIO or RESTAURANG from the title, in any case", () => {
    expect(projectBadge({ title: "Fotografens portfolio", tags: [] })).toBe("PORTFOLIO");
    expect(projectBadge({ title: "PORTFOLIO 2025", tags: [] })).toBe("PORTFOLIO");
    expect(projectBadge({ title: "Restaurang Nord", tags: [] })).toBe("RESTAURANG");
    expect(projectBadge({ title: "Lilla restaurangen", tags: [] })).toBe("RESTAURANG");
  });

  it("falls back to PROJEKT, also for another kennel and for blank tags", () => {
    expect(projectBadge({ title: "Snickeri Ekbacken", tags: [] })).toBe("PROJEKT");
    expect(projectBadge({ title: "Kennel Solsidan", tags: [] })).toBe("PROJEKT");
    expect(projectBadge({ title: "Snickeri Ekbacken", tags: ["  "] })).toBe("PROJEKT");
  });

  it("gives the shown projects the badges their data implies", () => {
    expect(projects.slice(0, 4).map(projectBadge)).toEqual(["HEMSIDA", "HEMSIDA", "HEMSIDA", "WEBBDESIGN"]);
  });
});
