import { describe, expect, it } from "vitest";
import { CONTENTS_FROM_SECTIONS, tableOfContents } from "./table-of-contents";

const section = (n: number) => ({ depth: 2, slug: `del-${n}`, text: `Del ${n}` });

describe("tableOfContents", () => {
  it("lists a long article's sections (h2 only) with their heading ids, in order", () => {
    const headings = [
      section(1),
      { depth: 3, slug: "under", text: "Under" },
      section(2),
      section(3),
      section(4),
    ];
    expect(tableOfContents(headings)).toEqual([
      { id: "del-1", text: "Del 1" },
      { id: "del-2", text: "Del 2" },
      { id: "del-3", text: "Del 3" },
      { id: "del-4", text: "Del 4" },
    ]);
  });

  it("gives a short article none", () => {
    const short = Array.from({ length: CONTENTS_FROM_SECTIONS - 1 }, (_, index) => section(index + 1));
    expect(tableOfContents([...short, { depth: 3, slug: "x", text: "X" }])).toEqual([]);
  });
});
