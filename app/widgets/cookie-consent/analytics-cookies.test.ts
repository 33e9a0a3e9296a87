// @vitest-environment-options {"url":"https://www.vingadesign.se/tjanster"}
import { afterEach, describe, expect, it } from "vitest";
import { analyticsCookieNames, cookieDomains, deleteAnalyticsCookies } from "./analytics-cookies";

describe("analyticsCookieNames", () => {
  it("finds _ga and _ga_<id> and nothing else", () => {
    expect(
      analyticsCookieNames("_ga=GA1.1.1; theme=dark; _ga_VINGA2025X=GS1.1; _gab=1; x_ga=2; _ga_=3"),
    ).toEqual(["_ga", "_ga_VINGA2025X"]);
  });

  it("handles an empty cookie string", () => {
    expect(analyticsCookieNames("")).toEqual([]);
  });
});

describe("cookieDomains", () => {
  it("lists the host and its parent domains above the top level", () => {
    expect(cookieDomains("www.vingadesign.se")).toEqual(["www.vingadesign.se", "vingadesign.se"]);
    expect(cookieDomains("vingadesign.se")).toEqual(["vingadesign.se"]);
  });

  it("gives no domains for single-label hosts and IP addresses", () => {
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("::1")).toEqual([]);
  });
});

describe("deleteAnalyticsCookies", () => {
  afterEach(() => {
    for (const name of document.cookie.split(";").map((pair) => pair.split("=")[0]?.trim())) {
      if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    }
  });

  it("deletes host-only and parent-domain analytics cookies and keeps the others", () => {
    document.cookie = "_ga=GA1.1.111; Path=/; Domain=vingadesign.se";
    document.cookie = "_ga_VINGA2025X=GS1.1.222; Path=/; Domain=vingadesign.se";
    document.cookie = "_ga_OTHER=GS1.1.333; Path=/";
    document.cookie = "theme=dark; Path=/";
    expect(analyticsCookieNames(document.cookie)).toHaveLength(3);

    deleteAnalyticsCookies(document);

    expect(analyticsCookieNames(document.cookie)).toEqual([]);
    expect(document.cookie).toContain("theme=dark");
  });
});
