import { afterEach, describe, expect, it, vi } from "vitest";
import headerCompact from "./header-compact.behaviour";
import * as hooks from "./hooks";

function mountHeader({ scrollDriven }: { scrollDriven: boolean }) {
  vi.stubGlobal("CSS", { supports: () => scrollDriven });
  document.body.innerHTML = `<header ${hooks.header.name}></header>`;
  const header = document.querySelector<HTMLElement>(hooks.header.selector);
  if (!header) throw new Error("no header");
  headerCompact.mount(header);
  const scrollTo = (y: number) => {
    vi.stubGlobal("scrollY", y);
    window.dispatchEvent(new Event("scroll"));
  };
  return { compact: () => header.style.getPropertyValue("--header-compact"), scrollTo };
}

describe("the header's compact state, where the browser has no scroll-driven animations", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("turns compact past 50 px of scrolling and back above it", () => {
    const { compact, scrollTo } = mountHeader({ scrollDriven: false });
    expect(compact()).toBe("0");
    scrollTo(50);
    expect(compact()).toBe("0");
    scrollTo(51);
    expect(compact()).toBe("1");
    scrollTo(0);
    expect(compact()).toBe("0");
  });

  it("leaves it to the stylesheet where scroll-driven animations work", () => {
    const { compact, scrollTo } = mountHeader({ scrollDriven: true });
    scrollTo(400);
    expect(compact()).toBe("");
  });
});
