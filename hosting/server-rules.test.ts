import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  cacheControl,
  cacheControlFor,
  contentSecurityPolicy,
  permanentRedirectFor,
  renderNginxRuleFiles,
} from "./server-rules";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy(["sha256-abc=", "sha256-def="]);

  it("allows scripts only from this origin, the given hashes and the analytics tag", () => {
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'sha256-abc=' 'sha256-def=' https://www.googletagmanager.com",
    );
  });

  it("locks down objects, base URIs, framing and form targets", () => {
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://formsubmit.co");
  });

  it("lets the page talk only to the form service and analytics, and frame only the video player", () => {
    expect(directive(policy, "connect-src")).toMatch(/^connect-src 'self' https:\/\/formsubmit\.co /);
    expect(directive(policy, "frame-src")).toBe("frame-src https://player.vimeo.com");
  });

  it("allows no Google Signals endpoint: the tag has Signals off (decision 0037)", () => {
    for (const endpoint of ["doubleclick.net", "www.google.com"]) expect(policy).not.toContain(endpoint);
  });
});

describe("adminContentSecurityPolicy", () => {
  it("lets the editor talk to GitHub's API and its status page (which it checks itself), nothing else outside", () => {
    expect(directive(adminContentSecurityPolicy(), "connect-src")).toBe(
      "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
    );
  });
});

describe("permanentRedirectFor", () => {
  it("sends /admin to /admin/, where the editor's page, policy and opener rule are", () => {
    expect(permanentRedirectFor("/admin")).toBe("/admin/");
    expect(permanentRedirectFor("/admin/")).toBeUndefined();
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for a year and makes documents revalidate", () => {
    expect(cacheControlFor("/assets/root-abc123.js")).toBe(cacheControl.hashedAsset);
    expect(cacheControlFor("/tjanster/index.html")).toBe(cacheControl.document);
    expect(cacheControlFor("/rss.xml")).toBe(cacheControl.document);
    expect(cacheControlFor("/images/og/default.png")).toBe(cacheControl.staticFile);
  });
});

describe("generated nginx files", () => {
  it("match hosting/server-rules.ts (run `npm run nginx:rules` after changing the rules)", () => {
    for (const [name, content] of Object.entries(renderNginxRuleFiles())) {
      expect(readFileSync(`hosting/nginx/${name}`, "utf8"), name).toBe(content);
    }
  });
});
