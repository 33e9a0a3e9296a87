import { expect, test } from "@playwright/test";
import { servers } from "../../../playwright.config";

/**
 * What each server's own file serving does, where the host decides rather than our rules: nginx
 * here has no brotli module; Cloudflare's local Pages runtime (wrangler) compresses on the fly
 * without a Vary header, sends no Last-Modified and matches If-None-Match only against one tag.
 */
const fileServing: Record<
  keyof typeof servers,
  { brotli: boolean; vary: boolean; fullConditionals: boolean; tagOverDate: boolean }
> = {
  node: { brotli: true, vary: true, fullConditionals: true, tagOverDate: true },
  // nginx's not-modified filter reads If-Modified-Since before If-None-Match, and no directive
  // changes that: a matching tag sent with an older date gets 200 (RFC 9110 13.2.2: 304).
  nginx: { brotli: false, vary: true, fullConditionals: true, tagOverDate: false },
  pages: { brotli: true, vary: false, fullConditionals: false, tagOverDate: true },
};

const pages = ["/", "/tjanster", "/references", "/blogg", "/about", "/contact", "/integritetspolicy"];

for (const [name, origin] of Object.entries(servers)) {
  const serves = fileServing[name as keyof typeof servers];
  test.describe(`${name} server`, () => {
    test("serves every page as prerendered HTML with status 200", async ({ request }) => {
      for (const path of [
        ...pages,
        "/blogg/vad-kostar-en-hemsida",
        "/references/jalopy",
        // Nested under the blog, unlike an article: not mistaken for an unknown article's address.
        "/blogg/forfattare/sara-lindberg",
      ]) {
        // Answered at the canonical path itself, not by a redirect to `path/`.
        const response = await request.get(origin + path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toContain("text/html");
        expect(await response.text(), path).toMatch(/<h1[\s>]/);
      }
    });

    test("answers unknown paths with status 404 and the not-found page", async ({ request }) => {
      for (const path of [
        "/finns-inte",
        "/tjanster/extra/sida",
        "/blogg/a/b",
        "/references/finns-inte",
        "/blogg/forfattare/okand",
      ]) {
        const response = await request.get(origin + path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain("Oops! Page not found");
      }
    });

    test("answers an unknown article with 404 and the not-found page, which sends the reader on", async ({
      request,
    }) => {
      const response = await request.get(`${origin}/blogg/artikel-som-inte-finns`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    });

    test("sends the security headers with a hash-based script policy", async ({ request }) => {
      const response = await request.get(`${origin}/`);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
        expect(csp).toContain(directive);
      }
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      // Plain HTTP: HSTS would be ignored by browsers and must not be sent.
      expect(headers["strict-transport-security"]).toBeUndefined();
      const notFound = await request.get(`${origin}/finns-inte`);
      expect(notFound.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    });

    test("caches hashed assets for a year and revalidates documents", async ({ request }) => {
      const html = await (await request.get(`${origin}/`)).text();
      // The brand font, named by the inlined stylesheet's @font-face.
      const font = /url\(["']?(\/assets\/[^"')]+\.woff2)/.exec(html)?.[1];
      expect(font).toMatch(/^\/assets\//);
      const asset = await request.get(origin + font);
      expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Page headers are for what a browser opens as a page; they would add ~1 KB to every asset.
      expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
      for (const pageHeader of ["content-security-policy", "permissions-policy", "x-frame-options"]) {
        expect(asset.headers()[pageHeader], pageHeader).toBeUndefined();
      }
      const image = await request.get(`${origin}/images/brand/favicon.svg`);
      expect(image.headers()["x-frame-options"]).toBe("DENY");
      const document = await request.get(`${origin}/tjanster`);
      expect(document.headers()["cache-control"]).toBe("no-cache");
    });

    test("compresses text responses", async ({ request }) => {
      const response = await request.get(`${origin}/blogg`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers()["content-encoding"]).toBe("gzip");
      if (serves.vary) expect(response.headers()["vary"]).toContain("Accept-Encoding");
    });

    test("honours quality values in Accept-Encoding", async ({ request }) => {
      const encodingFor = async (acceptEncoding: string) =>
        (await request.get(`${origin}/blogg`, { headers: { "Accept-Encoding": acceptEncoding } })).headers()[
          "content-encoding"
        ];
      expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
      expect(await encodingFor("gzip;q=0")).toBeUndefined();
      expect(await encodingFor("br;q=0, gzip;q=0")).toBeUndefined();
      if (serves.brotli) expect(await encodingFor("gzip;q=0.5, br")).toBe("br");
    });

    test("answers conditional requests with 304 Not Modified", async ({ request }) => {
      const url = `${origin}/tjanster`;
      const headers = { "Accept-Encoding": "gzip" };
      const first = await request.get(url, { headers });
      const etag = first.headers()["etag"] ?? "";
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const opaque = etag.replace(/^W\//, "");
      const lists = serves.fullConditionals ? [`"inte-denna", ${etag}`, "*"] : [];
      for (const ifNoneMatch of [etag, `W/${opaque}`, ...lists]) {
        const response = await request.get(url, { headers: { ...headers, "If-None-Match": ifNoneMatch } });
        expect(response.status(), ifNoneMatch).toBe(304);
      }
      const changed = await request.get(url, { headers: { ...headers, "If-None-Match": '"annan-version"' } });
      expect(changed.status()).toBe(200);
      // With If-None-Match, If-Modified-Since is ignored (RFC 9110 13.2.2): the matching tag decides.
      const olderDate = { "If-None-Match": etag, "If-Modified-Since": "Thu, 01 Jan 2015 00:00:00 GMT" };
      const byTag = await request.get(url, { headers: { ...headers, ...olderDate } });
      expect(byTag.status()).toBe(serves.tagOverDate ? 304 : 200);
      if (!serves.fullConditionals) return;
      const lastModified = first.headers()["last-modified"] ?? "";
      expect(Date.parse(lastModified)).toBeGreaterThan(0);
      const unchanged = await request.get(url, {
        headers: { ...headers, "If-Modified-Since": lastModified },
      });
      expect(unchanged.status()).toBe(304);
    });
  });
}
