import { playerCommand, readPlayerMessage, VIMEO_ORIGIN } from "~/lib/references/vimeo-embed";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";
import { type VideoStatus } from "./hooks";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * How long after the frame has loaded the player may take to announce itself. A blocked frame
 * (ad blocker, company network, offline) loads an error page at once and never does.
 */
const PLAYER_READY_GRACE_MS = 4000;

/**
 * The silent video at the top of a case study (CaseStudySplash): the player is fetched only when
 * the dialog opens (never with reduced motion), fades in over the poster once it announces
 * itself, and is taken out again when it does not (the poster stays) or when the dialog closes.
 */
export default defineBehaviour({
  root: hooks.video,
  mount(splash) {
    const dialog = splash.closest("dialog");
    const template = splash.querySelector("template");
    const poster = splash.querySelector<HTMLImageElement>(hooks.poster.selector);
    const toggle = splash.querySelector<HTMLButtonElement>(hooks.toggle.selector);
    if (!dialog || !template || !poster || !toggle) return;

    const posterAlt = poster.alt;
    let frame: HTMLIFrameElement | null = null;
    let timer = 0;

    const status = () => hooks.video.read(splash);
    const setStatus = (next: VideoStatus) => {
      hooks.video.write(splash, next);
      // While the film shows, the frame's title names it; the poster behind it is decoration.
      poster.alt = next === "playing" || next === "paused" ? "" : posterAlt;
    };
    const stop = (next: VideoStatus) => {
      window.clearTimeout(timer);
      frame?.remove();
      frame = null;
      setStatus(next);
    };
    const start = () => {
      const copy = template.content.firstElementChild?.cloneNode(true);
      if (!(copy instanceof HTMLIFrameElement)) return;
      frame = copy;
      frame.addEventListener(
        "load",
        () => {
          timer = window.setTimeout(() => status() === "loading" && stop("failed"), PLAYER_READY_GRACE_MS);
        },
        { once: true },
      );
      setStatus("loading");
      // Where the template stands, so after the poster's <picture> rather than inside it.
      template.before(frame);
    };

    dialog.addEventListener("toggle", () => {
      if (!dialog.open) stop("idle");
      else if (!frame && !matchMedia(REDUCED_MOTION).matches) start();
    });
    window.addEventListener("message", (event) => {
      if (!frame || event.source !== frame.contentWindow) return;
      const kind = readPlayerMessage(event);
      if (kind === "ready" && status() === "loading") setStatus("playing");
      if (kind === "error") stop("failed");
    });
    toggle.addEventListener("click", () => {
      const playing = status() === "playing";
      frame?.contentWindow?.postMessage(playerCommand(playing ? "pause" : "play"), VIMEO_ORIGIN);
      setStatus(playing ? "paused" : "playing");
    });
  },
});
