import { hook } from "../define-hook.ts";

/** Where the film is: Tailwind's `group-data-[video-status=…]/video:` variants in the splash follow it. */
export type VideoStatus = "idle" | "loading" | "playing" | "paused" | "failed";

/** The splash with a film: its state. */
export const video = hook<VideoStatus>("data-video-status");
/** The poster under the film. */
export const poster = hook("data-video-poster");
/** The pause/play button. */
export const toggle = hook("data-video-toggle");
