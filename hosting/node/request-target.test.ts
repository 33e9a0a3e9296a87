import { describe, expect, it } from "vitest";
import { pathOfTarget } from "./request-target";
import { slashTargets, unreadableTargets } from "./request-target-cases";

/** How pathOfTarget reads a target's path, each rule with the targets it is seen on. */
const pathRules: Record<string, [target: string, pathname: string][]> = {
  "keeps the first segment of a target that starts with two slashes or a backslash": slashTargets,
  "merges runs of slashes and resolves dot segments, escaped ones too": [
    ["/blogg//vad-kostar-en-hemsida", "/blogg/vad-kostar-en-hemsida"],
    ["/a/../about", "/about"],
    ["/a%2F..%2Fabout", "/about"],
    ["/about/.", "/about/"],
    ["/about/..", "/"],
  ],
  "decodes escapes and raw bytes as UTF-8, keeping bytes that are not UTF-8 as a name no file has": [
    ["/blogg/%C3%A5r", "/blogg/år"],
    [Buffer.from("/blogg/år").toString("latin1"), "/blogg/år"],
    ["/%ff", "/\uFFFD"],
  ],
};

describe.each(Object.entries(pathRules))("pathOfTarget %s", (_rule, targets) => {
  it.each(targets)("%j", (target, pathname) => {
    expect(pathOfTarget(target)?.pathname).toBe(pathname);
  });
});

describe("pathOfTarget", () => {
  it("keeps the query string as sent and drops a fragment", () => {
    expect(pathOfTarget("/tjanster?utm=a%zz#top")).toEqual({ pathname: "/tjanster", search: "?utm=a%zz" });
  });

  it("reads the absolute form's path when its host parses", () => {
    expect(pathOfTarget("http://vingadesign.se/about?x=1")).toEqual({ pathname: "/about", search: "?x=1" });
    expect(pathOfTarget("HTTPS://vingadesign.se")).toEqual({ pathname: "/", search: "" });
    expect(pathOfTarget("http://vingadesign.se?x")).toEqual({ pathname: "/", search: "?x" });
  });

  // nginx serves the path of any absolute form; npm start, and so the parser, refuses a bad port.
  it.each([...unreadableTargets, "", "about", "ftp://vingadesign.se/", "http://a:65536/"])(
    "names no path for %j, a target it cannot read",
    (target) => {
      expect(pathOfTarget(target)).toBeNull();
    },
  );
});
