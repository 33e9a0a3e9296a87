import { afterEach, describe, expect, it, vi } from "vitest";
import { notFoundConsoleMessage } from "~/content/page-meta";
import notFound from "./not-found.behaviour";
import * as hooks from "./hooks";

function visit(pathname: string) {
  const replace = vi.fn();
  vi.stubGlobal("location", { pathname, replace });
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  document.body.innerHTML = `<main ${hooks.page.name}></main>`;
  const page = document.querySelector<HTMLElement>(hooks.page.selector);
  if (!page) throw new Error("no page");
  notFound.mount(page);
  return { replace, log };
}

describe("the not-found page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("logs the address it was asked for, in the specification's words", () => {
    const { log, replace } = visit("/finns-inte");
    expect(log).toHaveBeenCalledWith(notFoundConsoleMessage, "/finns-inte");
    expect(replace).not.toHaveBeenCalled();
  });

  it("sends an unknown article on to the blog list, replacing it in history", () => {
    const { replace } = visit("/blogg/en-artikel-som-inte-finns");
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0]?.[0]).toMatch(/^\/blogg/);
  });
});
