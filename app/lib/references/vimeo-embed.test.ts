import { describe, expect, it } from "vitest";
import { playerCommand, readPlayerMessage, vimeoEmbedSrc, VIMEO_ORIGIN } from "./vimeo-embed";

describe("vimeoEmbedSrc", () => {
  it("asks for a muted, looping, autoplaying background video without tracking", () => {
    expect(vimeoEmbedSrc("824804225")).toBe(
      "https://player.vimeo.com/video/824804225?background=1&muted=1&loop=1&autoplay=1&dnt=1",
    );
  });

  it("keeps an odd id inside the path", () => {
    expect(vimeoEmbedSrc("../x?y")).toBe(
      "https://player.vimeo.com/video/..%2Fx%3Fy?background=1&muted=1&loop=1&autoplay=1&dnt=1",
    );
  });
});

describe("readPlayerMessage", () => {
  it("recognises the player's ready event, as a JSON string or an object", () => {
    expect(readPlayerMessage({ origin: VIMEO_ORIGIN, data: '{"event":"ready","player_id":""}' })).toBe(
      "ready",
    );
    expect(readPlayerMessage({ origin: VIMEO_ORIGIN, data: { event: "ready" } })).toBe("ready");
  });

  it("recognises an error from the player", () => {
    expect(
      readPlayerMessage({ origin: VIMEO_ORIGIN, data: { event: "error", data: { method: "ready" } } }),
    ).toBe("error");
  });

  it("ignores other origins, other events and unreadable data", () => {
    expect(readPlayerMessage({ origin: "https://evil.example", data: { event: "ready" } })).toBeNull();
    expect(readPlayerMessage({ origin: "http://player.vimeo.com", data: { event: "ready" } })).toBeNull();
    expect(readPlayerMessage({ origin: VIMEO_ORIGIN, data: { event: "playProgress" } })).toBeNull();
    expect(readPlayerMessage({ origin: VIMEO_ORIGIN, data: "not json" })).toBeNull();
    expect(readPlayerMessage({ origin: VIMEO_ORIGIN, data: null })).toBeNull();
    expect(readPlayerMessage({ origin: VIMEO_ORIGIN, data: 42 })).toBeNull();
  });
});

describe("playerCommand", () => {
  it("speaks the player API's method format", () => {
    expect(playerCommand("pause")).toEqual({ method: "pause" });
    expect(playerCommand("play")).toEqual({ method: "play" });
  });
});
