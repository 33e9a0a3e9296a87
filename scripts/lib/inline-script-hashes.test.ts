import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each executed inline script once, exactly as written", () => {
    const html = `<head><script>window.a = 1;</script></head><body>
      <script type="module" async="">import "/x.js";
</script><script>window.a = 1;</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a = 1;"), sha256('import "/x.js";\n')].sort());
  });

  it("skips external scripts and JSON-LD data blocks, which the policy does not need to allow", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"HowTo"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("treats non-ASCII text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>document.title='Örebro';</script>")).toEqual([
      sha256("document.title='Örebro';"),
    ]);
  });
});
