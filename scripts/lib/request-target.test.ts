import { describe, expect, it } from "vitest";
import { pathOfTarget } from "./request-target";

const pathnameOf = (target: string) => pathOfTarget(target)?.pathname ?? null;

describe("pathOfTarget", () => {
  it("keeps the first segment of a target that starts with two slashes or a backslash", () => {
    expect(pathnameOf("//")).toBe("/");
    expect(pathnameOf("//about")).toBe("/about");
    expect(pathnameOf("//evil.example")).toBe("/evil.example");
    expect(pathnameOf("//blogg/vad-kostar-en-hemsida")).toBe("/blogg/vad-kostar-en-hemsida");
    expect(pathnameOf("/\\evil.example")).toBe("/\\evil.example");
    expect(pathnameOf("/\\")).toBe("/\\");
    expect(pathnameOf("//:")).toBe("/:");
    expect(pathnameOf("//a:65536/")).toBe("/a:65536/");
  });

  it("merges runs of slashes and resolves dot segments, escaped ones too", () => {
    expect(pathnameOf("/blogg//vad-kostar-en-hemsida")).toBe("/blogg/vad-kostar-en-hemsida");
    expect(pathnameOf("/a/../about")).toBe("/about");
    expect(pathnameOf("/a%2F..%2Fabout")).toBe("/about");
    expect(pathnameOf("/about/.")).toBe("/about/");
    expect(pathnameOf("/about/..")).toBe("/");
  });

  it("decodes escapes and raw bytes as UTF-8, keeping bytes that are not UTF-8 as a name no file has", () => {
    expect(pathnameOf("/blogg/%C3%A5r")).toBe("/blogg/år");
    expect(pathnameOf(Buffer.from("/blogg/år").toString("latin1"))).toBe("/blogg/år");
    expect(pathnameOf("/%ff")).toBe("/\uFFFD");
  });

  it("keeps the query string as sent and drops a fragment", () => {
    expect(pathOfTarget("/tjanster?utm=a%zz#top")).toEqual({ pathname: "/tjanster", search: "?utm=a%zz" });
  });

  it("reads the absolute form's path when its host parses", () => {
    expect(pathOfTarget("http://vingadesign.se/about?x=1")).toEqual({ pathname: "/about", search: "?x=1" });
    expect(pathOfTarget("HTTPS://vingadesign.se")).toEqual({ pathname: "/", search: "" });
    expect(pathOfTarget("http://vingadesign.se?x")).toEqual({ pathname: "/", search: "?x" });
  });

  it("names no path for a target it cannot read", () => {
    for (const target of [
      "",
      "*",
      "vingadesign.se:443",
      "about",
      "ftp://vingadesign.se/",
      "http://a:65536/",
      "http://[::1/",
      "http:///about",
      "/%",
      "/%zz",
      "/%E4%",
      "/%00",
      "/../etc/passwd",
      "/%2e%2e/etc/passwd",
      "/a/../../etc/passwd",
    ]) {
      expect(pathOfTarget(target), target).toBeNull();
    }
  });
});
