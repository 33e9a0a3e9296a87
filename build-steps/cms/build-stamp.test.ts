import { describe, expect, it } from "vitest";
import { buildStamp, stampLine } from "./build-stamp";

const at = new Date("2026-11-28T13:05:00Z");

describe("the build stamp", () => {
  it("names the commit and branch Cloudflare Pages built, in Swedish time", () => {
    const stamp = buildStamp(
      { CF_PAGES_COMMIT_SHA: "0123456789abcdef0123456789abcdef01234567", CF_PAGES_BRANCH: "main" },
      at,
      () => {
        throw new Error("git is not asked when Cloudflare says");
      },
    );
    expect(stamp).toEqual({
      commit: "0123456",
      branch: "main",
      builtAt: "2026-11-28T13:05:00.000Z",
      builtAtText: "28 november 2026 kl. 14:05",
    });
    expect(stampLine(stamp)).toBe(
      "Den här versionen byggdes 28 november 2026 kl. 14:05 från commit 0123456 (gren main).",
    );
  });

  it("asks git elsewhere, and says okänd where neither can tell", () => {
    expect(buildStamp({}, at, () => ({ commit: "abc1234", branch: "main" }))).toMatchObject({
      commit: "abc1234",
      branch: "main",
    });
    // A detached checkout has no branch name.
    const unknown = buildStamp({}, new Date("2026-07-01T22:30:00Z"), () => ({ branch: "HEAD" }));
    expect(unknown).toMatchObject({ commit: "okänd", branch: "okänd", builtAtText: "2 juli 2026 kl. 00:30" });
    expect(stampLine(unknown)).toBe(
      "Den här versionen byggdes 2 juli 2026 kl. 00:30 från en okänd commit (gren okänd).",
    );
  });
});
