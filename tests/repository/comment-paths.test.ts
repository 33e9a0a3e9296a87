// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** A path into the repository as comments and documents write it: a top folder, a file with its extension. */
const REPOSITORY_PATH =
  /\b(?:app|build-steps|hosting|bench|scripts|functions|tests|docs|public)\/[\w./@-]*\w\.(?:ts|tsx|astro|md|css|yaml|json|mjs|conf|txt)\b/g;

/** A line that is (part of) a comment in TypeScript, Astro or CSS. */
const COMMENT_LINE = /^\s*(?:\*|\/\/|\/\*|\{\/\*)/;

/** The lines a reader takes for directions: every comment line of the code, every line of the documents. */
function pointedPaths(file: string, text: string): string[] {
  const lines = text.split("\n");
  const read = file.endsWith(".md") ? lines : lines.filter((line) => COMMENT_LINE.test(line));
  return read.flatMap((line) => line.match(REPOSITORY_PATH) ?? []);
}

/** A dated measurement record (docs/quality/2026-11-27.md) describes the tree of its day, files since removed included. */
const DATED_RECORD = /^docs\/quality\/\d{4}-\d{2}-\d{2}\.md$/;

const tracked = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.astro", "*.css", "*.mjs", "*.md"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !DATED_RECORD.test(file));

describe("comments and documents point only at files the repository holds", () => {
  it("finds a path in a comment line and in a document, and nothing in code", () => {
    expect(pointedPaths("a.ts", " * built by build-steps/static-host.ts (see app/app.css)")).toEqual([
      "build-steps/static-host.ts",
      "app/app.css",
    ]);
    expect(pointedPaths("a.ts", 'const file = "app/content/blog/en.md";')).toEqual([]);
    expect(pointedPaths("a.md", "Run `node bench/per-page-tailwind.ts`.")).toEqual([
      "bench/per-page-tailwind.ts",
    ]);
  });

  it("every path a comment or a document names exists", () => {
    const missing = tracked.flatMap((file) =>
      pointedPaths(file, readFileSync(file, "utf8"))
        .filter((pointed) => !existsSync(pointed))
        .map((pointed) => `${file}: ${pointed}`),
    );
    expect(missing).toEqual([]);
  });
});
