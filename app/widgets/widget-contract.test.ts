import { describe, expect, it } from "vitest";
import type { Hook } from "./hook";

/** Each widget's hooks module: its exports are its hooks. */
const widgets = import.meta.glob<Record<string, Hook<string>>>("./*/hooks.ts", { eager: true });

describe("the widgets' hooks", () => {
  it("are found in every widget folder", () => {
    expect(Object.keys(widgets).length).toBeGreaterThan(10);
  });

  it("name data-* attributes that no two widgets (and no two hooks of one widget) share", () => {
    const owners = new Map<string, string[]>();
    for (const [file, module] of Object.entries(widgets)) {
      for (const { name } of Object.values(module)) owners.set(name, [...(owners.get(name) ?? []), file]);
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });
});
