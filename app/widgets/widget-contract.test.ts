import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Hook } from "./define-hook";

/** Each widget's hooks module: its exports are its hooks. */
const widgets = import.meta.glob<Record<string, Hook<string>>>("./*/hooks.ts", { eager: true });
const hookNames = new Set(
  Object.values(widgets).flatMap((module) => Object.values(module).map(({ name }) => name)),
);

const appFolder = join(import.meta.dirname, "..");
const widgetsFolder = import.meta.dirname;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file))
    .filter((file) => /\.(ts|tsx|astro|css)$/.test(file));
}

/**
 * The data-* attributes that are not a widget's hook: the tests' handles, the cells of a blog
 * article's tables (app/lib/blog/markdown.ts) and what Astro writes itself.
 */
const notHooks = /^data-(testid|label|astro-.*)$/;

describe("the widget contract", () => {
  it("finds the hooks of every widget folder", () => {
    expect(Object.keys(widgets).length).toBeGreaterThan(10);
  });

  it("gives no two widgets (and no two hooks of one widget) the same data-* attribute", () => {
    const owners = new Map<string, string[]>();
    for (const [file, module] of Object.entries(widgets)) {
      for (const { name } of Object.values(module)) owners.set(name, [...(owners.get(name) ?? []), file]);
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });

  it("mounts every behaviour: each is app/widgets/<widget>/<name>.behaviour.ts, where mountBehaviours looks", () => {
    const misplaced = filesUnder(widgetsFolder)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /behaviou?r/i.test(file) || readFileSync(file, "utf8").includes("defineBehaviour("))
      .map((file) => relative(widgetsFolder, file))
      .filter((file) => !["behaviour.ts", "mount-behaviours.ts", "load-behaviours.ts"].includes(file))
      .filter((file) => !/^[a-z0-9-]+\/[a-z0-9-]+\.behaviour\.ts$/.test(file));
    expect(misplaced).toEqual([]);
  });

  it("has a unit test beside every widget's code", () => {
    const untested = readdirSync(widgetsFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter(
        (widget) => !readdirSync(join(widgetsFolder, widget)).some((file) => /\.test\.tsx?$/.test(file)),
      );
    expect(untested).toEqual([]);
  });

  it("names in markup and styles only data-* attributes that a widget's hooks.ts defines", () => {
    const unknown = filesUnder(appFolder)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes("/content/blog/"))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/\bdata-[a-z][a-z0-9-]*[a-z0-9]/g)]
          .map(([name]) => name)
          .filter((name) => !notHooks.test(name) && !hookNames.has(name as Hook["name"]))
          .map((name) => `${relative(appFolder, file)}: ${name}`),
      );
    expect(unknown).toEqual([]);
  });
});
