export const VIMEO_ORIGIN = "https://player.vimeo.com";

/**
 * A silent, looping background player that sets no tracking cookies (dnt=1). The origin is
 * the only video origin the Content-Security-Policy allows (hosting/server-rules.ts).
 */
export function vimeoEmbedSrc(videoId: string) {
  const params = new URLSearchParams({ background: "1", muted: "1", loop: "1", autoplay: "1", dnt: "1" });
  return `${VIMEO_ORIGIN}/video/${encodeURIComponent(videoId)}?${params}`;
}

type PlayerMessage = { origin: string; data: unknown };

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === "string") {
    try {
      return parse(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
}

/**
 * What a message from the player means for the page. The player announces itself with a
 * `ready` event once the video can play; a blocked frame (ad blocker, strict network, offline)
 * never sends one, and a missing or private video answers with an error instead.
 */
export function readPlayerMessage({ origin, data }: PlayerMessage): "ready" | "error" | null {
  if (origin !== VIMEO_ORIGIN) return null;
  const message = parse(data);
  if (message?.event === "ready") return "ready";
  if (message?.event === "error") return "error";
  return null;
}

/** The player API's command format (https://developer.vimeo.com/player/sdk). */
export function playerCommand(method: "play" | "pause") {
  return { method };
}
