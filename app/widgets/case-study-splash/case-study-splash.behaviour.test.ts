import { afterEach, describe, expect, it, vi } from "vitest";
import { VIMEO_ORIGIN } from "~/lib/references/vimeo-embed";
import caseStudySplash from "./case-study-splash.behaviour";
import * as hooks from "./hooks";

/**
 * A case study's splash with a film, in its dialog. The frame the template holds loads nothing
 * (happy-dom loads no frames): each gets a stand-in window, and the test sends the messages
 * Vimeo's player would send from it.
 */
function mountSplash({ reducedMotion = false } = {}) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.stubGlobal("matchMedia", () => ({ matches: reducedMotion }));
  document.body.innerHTML = `<dialog><div ${hooks.video.name}="idle">
      <picture><img ${hooks.poster.name} src="/poster.avif" alt="Jalopy – startsida" /></picture>
      <template><iframe title="Film: Jalopy"></iframe></template>
      <button type="button" ${hooks.toggle.name}>Pausa filmen</button>
    </div></dialog>`;
  const dialog = document.querySelector("dialog");
  const splash = document.querySelector<HTMLElement>(hooks.video.selector);
  const poster = document.querySelector<HTMLImageElement>(hooks.poster.selector);
  const toggle = document.querySelector<HTMLButtonElement>(hooks.toggle.selector);
  if (!dialog || !splash || !poster || !toggle) throw new Error("incomplete splash");
  caseStudySplash.mount(splash);
  const frame = () => splash.querySelector("iframe");
  const player = { postMessage: vi.fn() };
  const setOpen = (open: boolean) => {
    if (open) dialog.showModal();
    else dialog.close();
    dialog.dispatchEvent(new Event("toggle"));
    const opened = frame();
    if (opened) Object.defineProperty(opened, "contentWindow", { value: player });
  };
  const fromPlayer = (event: string, source: object = player) =>
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: VIMEO_ORIGIN,
        source: source as MessageEventSource,
        data: JSON.stringify({ event }),
      }),
    );
  return { poster, toggle, player, setOpen, frame, fromPlayer, status: () => hooks.video.read(splash) };
}

describe("the case study's film", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is fetched only when the dialog opens, plays once its own player says it is ready, and goes when it closes", () => {
    const { poster, setOpen, frame, fromPlayer, status } = mountSplash();
    expect(frame()).toBeNull();
    setOpen(true);
    expect(status()).toBe("loading");
    expect(frame()).not.toBeNull();
    fromPlayer("ready", { postMessage: vi.fn() });
    expect(status()).toBe("loading");
    fromPlayer("ready");
    expect(status()).toBe("playing");
    expect(poster.alt).toBe("");
    setOpen(false);
    expect(status()).toBe("idle");
    expect(frame()).toBeNull();
    expect(poster.alt).toBe("Jalopy – startsida");
  });

  it("gives way to the poster when a loaded frame never turns into a player (a blocked embed)", () => {
    const { poster, setOpen, frame, status } = mountSplash();
    setOpen(true);
    frame()?.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(4000);
    expect(status()).toBe("failed");
    expect(frame()).toBeNull();
    expect(poster.alt).toBe("Jalopy – startsida");
  });

  it("pauses and plays again at its button, telling the player", () => {
    const { toggle, player, setOpen, fromPlayer, status } = mountSplash();
    setOpen(true);
    fromPlayer("ready");
    toggle.click();
    expect(status()).toBe("paused");
    toggle.click();
    expect(status()).toBe("playing");
    expect(player.postMessage.mock.calls).toEqual([
      [{ method: "pause" }, VIMEO_ORIGIN],
      [{ method: "play" }, VIMEO_ORIGIN],
    ]);
  });

  it("is never fetched with reduced motion: the poster stays", () => {
    const { setOpen, frame, status } = mountSplash({ reducedMotion: true });
    setOpen(true);
    expect(frame()).toBeNull();
    expect(status()).toBe("idle");
  });
});
