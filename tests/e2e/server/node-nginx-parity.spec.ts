import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cacheControl, hostOnlyFiles } from "../../../hosting/server-rules";
import { servers } from "../../../playwright.config";
import { buildDirectory } from "../../../build-steps/build-directory";
import { rawRequest } from "../support/raw-request";

/**
 * `npm start` and nginx answer alike at the header level: same types and validators, the same
 * answers to conditional and range requests, nothing of other hosts' configuration served, and
 * the security headers on the errors each server writes itself. README "Deployment → nginx"
 * lists what still differs (brotli, error bodies, the absolute form) and why.
 */
const { node, nginx } = servers;
const script = `/assets/${readdirSync(path.join(buildDirectory, "client", "assets")).find((file) => file.endsWith(".js"))}`;
const adminScript = "/admin/sveltia-cms.js";
const adminFont = `/admin/fonts/${readdirSync(path.join(buildDirectory, "client", "admin", "fonts")).find((file) => file.endsWith(".woff2"))}`;

test("both send the same type, validators, Vary and Accept-Ranges for each kind of file", async () => {
  const compared = [
    "content-type",
    "etag",
    "last-modified",
    "vary",
    "accept-ranges",
    "content-encoding",
    "cache-control",
    "content-security-policy",
  ];
  for (const target of [
    "/tjanster",
    script,
    "/images/brand/favicon.svg",
    "/favicon.ico",
    "/apple-touch-icon.png",
    "/robots.txt",
    "/rss.xml",
    "/finns-inte",
    "/admin/",
    adminScript,
    adminFont,
  ]) {
    for (const acceptEncoding of ["gzip", "identity"]) {
      const headers = { "Accept-Encoding": acceptEncoding };
      const [fromNode, fromNginx] = await Promise.all(
        [node, nginx].map((origin) => rawRequest(origin, target, { headers })),
      );
      for (const name of compared) {
        expect(fromNode?.headers[name], `${target} (${acceptEncoding}): ${name}`).toBe(
          fromNginx?.headers[name],
        );
      }
    }
  }
  expect((await rawRequest(node, script)).headers["content-type"]).toBe("text/javascript; charset=utf-8");
});

test("both keep icons and the editor's script and fonts a day, without the page's policy", async () => {
  for (const target of ["/favicon.ico", "/apple-touch-icon.png", adminScript, adminFont]) {
    for (const origin of [node, nginx]) {
      const { headers } = await rawRequest(origin, target);
      expect(headers["cache-control"], `${origin}${target}`).toBe(cacheControl.staticFile);
      expect(headers["content-security-policy"], `${origin}${target}`).toBeUndefined();
    }
  }
  for (const origin of [node, nginx]) {
    const { headers } = await rawRequest(origin, "/admin/");
    expect(headers["cache-control"], origin).toBe(cacheControl.document);
    expect(headers["content-security-policy"], origin).toContain(
      "connect-src 'self' data: blob: https://api.github.com",
    );
  }
});

for (const [name, origin] of Object.entries({ node, nginx })) {
  test.describe(`${name} server`, () => {
    test("answers the not-found page's own address and other hosts' files with 404", async () => {
      for (const target of ["/404.html", ...hostOnlyFiles, "/vercel.json.gz", "/vercel.json.br"]) {
        const response = await rawRequest(origin, target);
        expect(response.status, target).toBe(404);
        expect(response.body, target).toContain("Oops! Page not found");
      }
    });

    test("answers other methods with 405 and the methods it allows", async () => {
      for (const [method, target] of [
        ["POST", "/contact"],
        ["DELETE", "/finns-inte"],
        ["OPTIONS", "/"],
      ] as const) {
        const response = await rawRequest(origin, target, { method });
        expect(response.status, `${method} ${target}`).toBe(405);
        expect(response.headers["allow"], `${method} ${target}`).toBe("GET, HEAD");
        expect(response.headers["x-frame-options"], `${method} ${target}`).toBe("DENY");
      }
    });

    test("sends the security headers on the errors the server writes itself", async () => {
      const oversizedHeader = { "X-Padding": "a".repeat(20_000) };
      for (const [label, response] of [
        ["broken escape", await rawRequest(origin, "/%zz")],
        ["oversized header", await rawRequest(origin, "/", { headers: oversizedHeader })],
      ] as const) {
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.headers["x-content-type-options"], label).toBe("nosniff");
        expect(response.headers["x-frame-options"], label).toBe("DENY");
        expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
      }
      // nginx refuses a request line over 8 KB (414); npm start reads up to 16 KB and finds no file.
      const longTarget = await rawRequest(origin, `/${"a".repeat(9_000)}`);
      expect(longTarget.status).toBeGreaterThanOrEqual(400);
      expect(longTarget.headers["x-frame-options"]).toBe("DENY");
    });

    test("answers a request without Host with 400 and a CONNECT with 405, with the security headers", async () => {
      const answers = [
        ["no Host", await rawRequest(origin, "/", { withHost: false }), 400],
        ["CONNECT", await rawRequest(origin, "/", { method: "CONNECT" }), 405],
        // nginx ignores an expectation it does not know (RFC 9110 10.1.1 allows either); Node answers 417.
        [
          "Expect",
          await rawRequest(origin, "/", { headers: { Expect: "gold" } }),
          name === "node" ? 417 : 200,
        ],
      ] as const;
      for (const [label, response, status] of answers) {
        expect(response.status, label).toBe(status);
        expect(response.headers["x-content-type-options"], label).toBe("nosniff");
        expect(response.headers["x-frame-options"], label).toBe("DENY");
        expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
      }
      expect(answers[1][1].headers["allow"]).toBe("GET, HEAD");
    });

    test("answers an HTTP/2.0 or 3.0 request line with 505 and a transfer coding it does not know with 501", async () => {
      for (const major of ["HTTP/2.0", "HTTP/3.0"]) {
        const version = await rawRequest(origin, "/", { version: major });
        expect(version.status, major).toBe(505);
        expect(version.headers["x-frame-options"], major).toBe("DENY");
      }
      const coding = await rawRequest(origin, "/", { headers: { "Transfer-Encoding": "br, chunked" } });
      expect(coding.status).toBe(501);
      expect(coding.headers["x-frame-options"]).toBe("DENY");
    });

    test("answers a range past the end with 416, each header once", async () => {
      for (const target of ["/robots.txt", "/tjanster", script]) {
        const response = await rawRequest(origin, target, {
          headers: { "Accept-Encoding": "identity", Range: "bytes=99999999-" },
        });
        expect(response.status, target).toBe(416);
        const names = response.headerLines.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
        expect(
          names.filter((header, index) => names.indexOf(header) !== index),
          target,
        ).toEqual([]);
        expect(response.headers["content-range"], target).toMatch(/^bytes \*\/\d+$/);
        expect(response.headers["x-content-type-options"], target).toBe("nosniff");
      }
    });

    test("sends the whole file for an If-Range with a weak tag, a part for a matching strong one", async () => {
      const identity = { "Accept-Encoding": "identity" };
      const { headers } = await rawRequest(origin, "/robots.txt", { headers: identity });
      const etag = headers["etag"] ?? "";
      expect(etag).toMatch(/^"[^"]+"$/);
      const part = (ifRange: string) =>
        rawRequest(origin, "/robots.txt", {
          headers: { ...identity, Range: "bytes=0-9", "If-Range": ifRange },
        });
      expect((await part(etag)).status).toBe(206);
      expect((await part(`W/${etag}`)).status).toBe(200);
    });

    test("answers several ranges with the whole file, not a multipart body", async () => {
      const ranges = Array.from({ length: 20 }, (_, index) => `${index * 3}-${index * 3 + 1}`).join(",");
      const response = await rawRequest(origin, "/robots.txt", {
        headers: { "Accept-Encoding": "identity", Range: `bytes=${ranges}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    });

    test("answers preconditions on an unknown path with 404 and a later If-Modified-Since with 304", async () => {
      for (const precondition of [
        ["If-Match", '"x"'],
        ["If-Unmodified-Since", "Thu, 01 Jan 1970 00:00:00 GMT"],
      ]) {
        const response = await rawRequest(origin, "/finns-inte", {
          headers: Object.fromEntries([precondition]),
        });
        expect(response.status, precondition[0]).toBe(404);
        expect(response.headers["etag"]).toBeUndefined();
      }
      const { headers } = await rawRequest(origin, "/robots.txt");
      const later = new Date(Date.parse(headers["last-modified"] ?? "") + 60_000).toUTCString();
      expect(
        (await rawRequest(origin, "/robots.txt", { headers: { "If-Modified-Since": later } })).status,
      ).toBe(304);
    });
  });
}
