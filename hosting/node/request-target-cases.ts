/**
 * Request targets as an attacker or a broken link writes them (decision 0030), in one table that
 * the parser's unit test (request-target.test.ts) and the servers' check
 * (tests/e2e/server/request-targets.spec.ts) both read, so `npm start`'s reading of a target and
 * what both servers answer are checked against the same list.
 */
import { paths } from "../../app/lib/paths.ts";

/** Targets that name no path on this site: the parser gives none, both servers answer 400. */
export const unreadableTargets = [
  "*",
  "vingadesign.se:443",
  "/%",
  "/%zz",
  "/%E4%",
  "/%00",
  "/../etc/passwd",
  "/%2e%2e/etc/passwd",
  "/a/../../etc/passwd",
  "http://[::1/",
  "http:///about",
];

const article = paths.article("vad-kostar-en-hemsida");

/**
 * Targets that start with two slashes or with a slash and a backslash, each with the path it
 * names: its first segment is a path segment, never a host.
 */
export const slashTargets: [target: string, pathname: string][] = [
  ["//", "/"],
  ["//about", "/about"],
  ["///about/", "/about/"],
  [`/${article}`, article],
  ["//evil.example", "/evil.example"],
  ["/\\evil.example", "/\\evil.example"],
  ["//evil.example/about", "/evil.example/about"],
  ["/\\", "/\\"],
  ["//:", "/:"],
  ["//a:65536/", "/a:65536/"],
];
