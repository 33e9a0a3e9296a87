import { expect, test } from "@playwright/test";
import { paths } from "../../../app/lib/paths";
import { servers } from "../../../playwright.config";
import { slashTargets, unreadableTargets } from "../../../hosting/node/request-target-cases";
import { rawRequest } from "../support/raw-request";

/**
 * Request targets as an attacker or a broken link writes them, sent byte for byte (decision
 * 0030). `npm start` and nginx read them alike: runs of slashes merged, a backslash an ordinary
 * character, a target naming no path answered 400, and the server answers the next visitor.
 * Cloudflare's edge reads targets itself before Pages sees them; its local stand-in is not ours.
 */
const { node, nginx } = servers;
const article = paths.article("vad-kostar-en-hemsida");

/** Which of the slash targets' paths are pages of the site, with each page's canonical path. */
const pageAt: Record<string, string> = {
  "/": "/",
  "/about": "/about",
  "/about/": "/about",
  [article]: article,
};

/** The page a response is, by its canonical address (each page names its own). */
const canonicalPath = (body: string) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
  return href ? new URL(href).pathname : null;
};

for (const [name, origin] of Object.entries({ node, nginx })) {
  test.describe(`${name} server`, () => {
    test("answers every target it cannot read with 400 and goes on serving", async () => {
      // Each of these once stopped npm start for good: `new URL` threw outside any catch.
      for (const target of ["//", "/\\", "//:", "//a:65536/"]) {
        const { status } = await rawRequest(origin, target);
        expect([200, 404], `${target} answered ${status}`).toContain(status);
        expect((await rawRequest(origin, "/")).status, `after ${target}`).toBe(200);
      }
      // nginx takes any scheme and port in the absolute form and serves the path; npm start
      // refuses an authority that does not parse, as `new URL` once threw on it.
      const absolute = name === "node" ? ["http://a:65536/", "http://vingadesign.se:99999/about"] : [];
      for (const target of [...unreadableTargets, ...absolute]) {
        const response = await rawRequest(origin, target);
        expect(response.status, target).toBe(400);
        expect(response.headers["x-content-type-options"], target).toBe("nosniff");
        expect((await rawRequest(origin, "/")).status, `after ${target}`).toBe(200);
      }
    });

    test("reads a target starting with // or /\\ as the path it names, never as a host", async () => {
      for (const [target, pathname] of slashTargets) {
        const page = pageAt[pathname];
        const status = page ? 200 : 404;
        const response = await rawRequest(origin, target);
        expect(response.status, target).toBe(status);
        expect(response.headers["location"], target).toBeUndefined();
        if (page) expect(canonicalPath(response.body), target).toBe(page);
        else expect(response.body, target).toContain("Oops! Page not found");
      }
      expect((await rawRequest(origin, "/")).status).toBe(200);
    });

    test("redirects a moved address reached through // to the new path on this host", async () => {
      const response = await rawRequest(origin, `/${paths.article("vad-kostar-hemsida-2025")}?a=1`);
      expect(response.status).toBe(301);
      expect(response.headers["location"]).toBe(`${article}?a=1`);
    });
  });
}
