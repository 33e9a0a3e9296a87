import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import {
  cleanUrlsSchema,
  getTransformedRoutes,
  headersSchema,
  redirectsSchema,
  trailingSlashSchema,
} from "@vercel/routing-utils";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { cloudflareLimits, renderHeadersFile, renderRedirectsFile, vercelRouting } from "./host-files";
import {
  adminContentSecurityPolicy,
  cacheControl,
  contentSecurityPolicy,
  permanentRedirects,
} from "./server-rules";

/** The price guide's year-bound address, renamed in decision 0021. */
const renamedGuide = { from: "/blogg/vad-kostar-hemsida-2025", to: "/blogg/vad-kostar-en-hemsida" };

/** A small build as build-steps/static-host.ts records it: each document and its script hashes. */
const cspHashes: Record<string, string[]> = {
  "/index.html": ["sha256-home="],
  "/tjanster/index.html": ["sha256-services="],
  "/blogg/index.html": ["sha256-blog="],
  "/blogg/vad-ar-seo/index.html": ["sha256-article="],
  "/404.html": ["sha256-notfound="],
};

const inTempFile = (name: string, content: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "vinga-host-")), name);
  writeFileSync(file, content);
  return file;
};

/** Header blocks as Cloudflare Pages reads them: a path line, then indented `Name: value` or `! Name`. */
function cloudflareRules(text: string) {
  const rules: { path: string; set: Record<string, string>; detach: string[] }[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (!line.startsWith("  ")) {
      rules.push({ path: line, set: {}, detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`header before any path: ${line}`);
    const detached = /^ {2}! (\S+)$/.exec(line);
    if (detached?.[1]) rule.detach.push(detached[1]);
    else {
      const [, name = "", value = ""] = /^ {2}([\w-]+): (.+)$/.exec(line) ?? [];
      expect(name, line).not.toBe("");
      rule.set[name] = value;
    }
  }
  return rules;
}

describe("_headers", () => {
  const text = renderHeadersFile(cspHashes);
  const rules = cloudflareRules(text);
  const rule = (rulePath: string) => rules.find((candidate) => candidate.path === rulePath);

  it("parses without errors as Netlify reads it (its own parser)", async () => {
    const { errors, headers } = await parseAllHeaders({
      headersFiles: [inTempFile("_headers", text)],
      configHeaders: undefined,
      minimal: false,
    });
    expect(errors).toEqual([]);
    expect(headers).toHaveLength(rules.length);
  });

  it("stays within Cloudflare Pages' limits on rules and line length", () => {
    expect(rules.length).toBeLessThanOrEqual(cloudflareLimits.headerRules);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(cloudflareLimits.lineLength);
  });

  it("gives every page its own policy, replacing the not-found page's that the catch-all sends", () => {
    expect(rule("/*")?.set["Content-Security-Policy"]).toBe(contentSecurityPolicy(["sha256-notfound="]));
    expect(rule("/*")?.set["X-Content-Type-Options"]).toBe("nosniff");
    expect(rule("/*")?.set["Cache-Control"]).toBe(cacheControl.document);
    for (const [pagePath, hash] of [
      ["/", "sha256-home="],
      ["/tjanster", "sha256-services="],
      ["/blogg/vad-ar-seo", "sha256-article="],
    ] as const) {
      expect(rule(pagePath)?.detach, pagePath).toEqual(["Content-Security-Policy"]);
      expect(rule(pagePath)?.set["Content-Security-Policy"], pagePath).toBe(contentSecurityPolicy([hash]));
    }
    expect(rule("/__spa-fallback.html")).toBeUndefined();
  });

  it("keeps hashed bundles to nosniff and a year of caching", () => {
    const assets = rule("/assets/*");
    expect(assets?.set).toEqual({ "Cache-Control": cacheControl.hashedAsset });
    expect(assets?.detach).toEqual(
      expect.arrayContaining([
        "Content-Security-Policy",
        "X-Frame-Options",
        "Permissions-Policy",
        "Cache-Control",
      ]),
    );
  });

  it("sends the feeds with their content types", () => {
    expect(rule("/rss.xml")?.set["Content-Type"]).toBe("application/rss+xml; charset=utf-8");
    expect(rule("/sitemap.xml")?.set["Content-Type"]).toBe("application/xml; charset=utf-8");
  });

  it("refuses a site too large for Cloudflare's 100 header rules, naming the limit", () => {
    const many = Object.fromEntries(
      Array.from({ length: 100 }, (_, index) => [`/blogg/artikel-${index}/index.html`, ["sha256-x="]]),
    );
    expect(() => renderHeadersFile({ ...cspHashes, ...many })).toThrow(/at most 100/);
  });
});

describe("_redirects", () => {
  const text = renderRedirectsFile(cspHashes);
  const lines = text.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

  it("parses without errors as Netlify reads it (its own parser)", async () => {
    const { errors, redirects } = await parseAllRedirects({
      redirectsFiles: [inTempFile("_redirects", text)],
      configRedirects: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    expect(redirects).toHaveLength(lines.length);
  });

  it("uses only static rules with Cloudflare's status codes", () => {
    for (const line of lines) {
      expect(line.split(" ")[0], line).not.toMatch(/[*:]/);
      expect(line.split(" "), line).toHaveLength(3);
      expect([200, 301, 302, 303, 307, 308], line).toContain(Number(line.split(" ")[2]));
    }
  });

  it("redirects a renamed article's old address, with or without a slash, permanently, before any page", async () => {
    expect(permanentRedirects).toContainEqual(renamedGuide);
    const { redirects } = await parseAllRedirects({
      redirectsFiles: [inTempFile("_redirects", text)],
      configRedirects: [],
      minimal: false,
    });
    type Parsed = { from: string; to: string; status: number; force: boolean };
    const parsed = (redirects as Parsed[]).map(({ from, to, status, force }) => ({
      from,
      to,
      status,
      force,
    }));
    expect(parsed.slice(0, 2 * permanentRedirects.length)).toEqual(
      permanentRedirects.flatMap(({ from, to }) => [
        { from, to, status: 301, force: false },
        { from: `${from}/`, to, status: 301, force: false },
      ]),
    );
  });

  it("serves each page at its path without a trailing slash and redirects no unknown article", () => {
    expect(lines).toContain("/tjanster /tjanster/ 200");
    expect(lines).toContain("/tjanster/ /tjanster 301");
    expect(lines).toContain("/blogg/vad-ar-seo /blogg/vad-ar-seo/ 200");
    // An unknown article is a 404 (the not-found page sends the reader on), not a soft 404.
    expect(lines.some((line) => line.endsWith(" 302"))).toBe(false);
  });
});

describe("vercel.json routing", () => {
  const config = vercelRouting(cspHashes);
  const ajv = new Ajv({ allErrors: true, strict: false });

  it("validates against Vercel's own schemas and compiles to routes without errors", () => {
    for (const [schema, value] of [
      [headersSchema, config.headers],
      [redirectsSchema, config.redirects],
      [cleanUrlsSchema, config.cleanUrls],
      [trailingSlashSchema, config.trailingSlash],
    ] as const) {
      const valid = ajv.validate(schema, value);
      expect(ajv.errors ?? [], JSON.stringify(value).slice(0, 80)).toEqual([]);
      expect(valid).toBe(true);
    }
    const { error, routes } = getTransformedRoutes(config);
    expect(error).toBeNull();
    expect(routes?.length).toBeGreaterThan(config.headers.length);
  });

  it("redirects only the addresses that moved, with 301 like the other hosts, before the files", () => {
    expect(config.redirects).toContainEqual({
      source: renamedGuide.from,
      destination: renamedGuide.to,
      statusCode: 301,
    });
    expect(config.redirects).toHaveLength(permanentRedirects.length);
    const { routes } = getTransformedRoutes(config);
    const redirect = routes?.find(
      (route) => "src" in route && route.src?.includes("vad-kostar-hemsida-2025"),
    );
    // These routes all run before Vercel looks for a file; one without `continue` ends the request.
    expect(redirect).toMatchObject({ status: 301, headers: { Location: renamedGuide.to } });
    expect(redirect).not.toHaveProperty("continue");
  });

  it("sends each page's own policy after the catch-all one, so it wins", () => {
    const sources = config.headers.map((header) => header.source);
    const policyOf = (source: string) =>
      config.headers
        .find((header) => header.source === source)
        ?.headers.find(({ key }) => key === "Content-Security-Policy")?.value;
    expect(sources.indexOf("/tjanster")).toBeGreaterThan(sources.indexOf("/((?!assets/).*)"));
    expect(policyOf("/tjanster")).toBe(contentSecurityPolicy(["sha256-services="]));
    expect(policyOf("/((?!assets/).*)")).toBe(contentSecurityPolicy(["sha256-notfound="]));
  });

  it("gives /admin/ the editor's policy, opener rule and noindex, after the catch-all so they win", () => {
    const { headers } = vercelRouting(cspHashes);
    const admin = headers.findIndex(({ source }) => source === "/admin/(.*)");
    expect(admin).toBeGreaterThan(headers.findIndex(({ source }) => source === "/((?!assets/).*)"));
    expect(
      Object.fromEntries(headers[admin]?.headers.map(({ key, value }) => [key, value]) ?? []),
    ).toMatchObject({
      "Content-Security-Policy": adminContentSecurityPolicy(),
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex, nofollow",
    });
  });
});
