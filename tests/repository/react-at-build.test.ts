// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The project's own ESLint configuration, run on a snippet as if it were a file at `filePath`. */
async function messagesFor(code: string, filePath: string, rule = "no-restricted-syntax") {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule);
}

const explains = expect.stringMatching(
  /build time only.*0025.*app\/widgets\/<widget>\/<name>\.behaviour\.ts/s,
);

// Loading the configuration's parsers and plugins takes seconds on a busy two-core machine.
describe("React at build only (decision 0025) is enforced by lint", { timeout: 60_000 }, () => {
  it("refuses a hook in a component, saying where behaviour goes", async () => {
    const code = `import { useState } from "react";
export function Counter() {
  const [count] = useState(0);
  return <p>{count}</p>;
}
`;
    expect(await messagesFor(code, "app/ui/counter.tsx")).toEqual([
      expect.objectContaining({ message: explains }),
    ]);
  });

  it("refuses an on* handler in a component and in an .astro file", async () => {
    const tsx = `export function Send() {
  return <button type="button" onClick={() => undefined}>Skicka</button>;
}
`;
    expect(await messagesFor(tsx, "app/components/contact/send.tsx")).toEqual([
      expect.objectContaining({ message: explains }),
    ]);
    const astro = `---
import { Hero } from "~/components/home/hero";
---
<Hero onClick={() => undefined} />
`;
    expect(await messagesFor(astro, "app/pages/example.astro")).toEqual([
      expect.objectContaining({ message: explains }),
    ]);
  });

  it("lets the island folder use React in the browser", async () => {
    const code = `import { useState } from "react";
export function Widget() {
  const [open, setOpen] = useState(false);
  return <button type="button" onClick={() => setOpen(!open)}>{String(open)}</button>;
}
`;
    expect(await messagesFor(code, "app/islands/widget.tsx")).toEqual([]);
  });
});

describe("the site's code never imports the tooling", { timeout: 60_000 }, () => {
  it("refuses an import from the build steps (or hosting, benches, scripts) anywhere in app/", async () => {
    const code = `import { buildDirectory } from "../../build-steps/build-directory.ts";
export const where = buildDirectory;
`;
    expect(await messagesFor(code, "app/lib/where.ts", "no-restricted-imports")).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/app\/ imports nothing from the folders around it/),
      }),
    ]);
  });

  it.each([
    ["app/widgets/modal/probe.ts", "~/components/home/process-section"],
    ["app/ui/probe.ts", "~/widgets/modal/modal"],
    ["app/content/probe.ts", "../widgets/modal/modal"],
    ["app/lib/probe.ts", "~/ui/button"],
  ])("refuses, in %s, an import from a layer above it (%s)", async (file, from) => {
    const code = `import * as above from "${from}";
export const probe = above;
`;
    expect(await messagesFor(code, file, "no-restricted-imports")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/sits below .* imports nothing from them/) }),
    ]);
  });

  it("lets a ui primitive take the hook contract as a type", async () => {
    const code = `import type { Hook } from "~/widgets/define-hook";
export type StepHook = Hook<string>;
`;
    expect(await messagesFor(code, "app/ui/probe.ts", "no-restricted-imports")).toEqual([]);
  });

  it.each(["build-steps/new-step.ts", "hosting/new-server.ts", "functions/admin/new.ts", "app/lib/new.ts"])(
    "refuses a browser in %s, by folder, and lets the benches have one",
    async (file) => {
      const code = `import { chromium } from "@playwright/test";
export const browser = chromium;
`;
      expect(await messagesFor(code, file, "no-restricted-imports")).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/without a browser/) }),
      ]);
      expect(await messagesFor(code, "bench/new-bench.ts", "no-restricted-imports")).toEqual([]);
    },
  );
});

describe("markup's accessibility is linted (eslint-plugin-jsx-a11y-x, strict)", { timeout: 60_000 }, () => {
  it.each([
    ["app/ui/probe.tsx", 'export const Probe = () => <img src="/x.png" />;\n'],
    ["app/ui/probe.astro", '---\n---\n<img src="/x.png" />\n'],
  ])("refuses an image without alt text in %s", async (file, code) => {
    expect(await messagesFor(code, file, "jsx-a11y-x/alt-text")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/must have an alt prop/) }),
    ]);
  });
});

describe("a widget's hooks are named once, in its hooks.ts", { timeout: 60_000 }, () => {
  it.each([
    ['document.querySelector("[data-gallery-track]");', "a selector"],
    ['document.body.getAttribute("data-gallery");', "an attribute name"],
    ['const step = 1;\ndocument.querySelector(`[data-gallery-step="${step}"]`);', "a template"],
  ])("refuses a hook written out in a behaviour: %s (%s)", async (code) => {
    expect(await messagesFor(code, "app/widgets/gallery/probe.behaviour.ts")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/Name a data-\* hook once/) }),
    ]);
  });

  it("lets hooks.ts name them, and anyone name the tests' handle", async () => {
    expect(
      await messagesFor('export const track = hook("data-gallery-track");', "app/widgets/gallery/hooks.ts"),
    ).toEqual([]);
    expect(
      await messagesFor('document.querySelector("[data-testid=x]");', "app/widgets/gallery/probe.ts"),
    ).toEqual([]);
  });
});
