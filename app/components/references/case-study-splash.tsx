import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import type { ImageAsset } from "~/lib/references/page-data";
import { playerCommand, readPlayerMessage, vimeoEmbedSrc, VIMEO_ORIGIN } from "~/lib/references/vimeo-embed";
import { REDUCED_MOTION, useMediaQuery } from "~/hooks/use-media-query";

/**
 * How long after the frame has loaded the player may take to announce itself. A blocked frame
 * (ad blocker, company network, offline) loads an error page at once and never does.
 */
const PLAYER_READY_GRACE_MS = 4000;

type SplashProps = { title: string; image: ImageAsset; video?: { vimeoId: string; poster: ImageAsset } };

const frameClasses = "relative aspect-video w-full overflow-hidden bg-brand-navy";
const imageClasses = "absolute inset-0 size-full object-cover";

/** The case study's opening picture: an image, or a silent looping video over its poster. */
export function CaseStudySplash({ title, image, video }: SplashProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  if (!video || reducedMotion) {
    const still = video?.poster ?? image;
    return (
      <div className={frameClasses}>
        <img
          src={still.src}
          width={still.width}
          height={still.height}
          alt={still.alt}
          className={imageClasses}
        />
      </div>
    );
  }
  return <VideoSplash title={title} vimeoId={video.vimeoId} poster={video.poster} />;
}

type VideoStatus = "loading" | "playing" | "paused" | "failed";

function VideoSplash({ title, vimeoId, poster }: { title: string; vimeoId: string; poster: ImageAsset }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<VideoStatus>("loading");
  const [frameLoaded, setFrameLoaded] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const kind = readPlayerMessage(event);
      if (kind === "ready") setStatus((current) => (current === "loading" ? "playing" : current));
      if (kind === "error") setStatus("failed");
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (!frameLoaded || status !== "loading") return;
    const timer = window.setTimeout(() => setStatus("failed"), PLAYER_READY_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [frameLoaded, status]);

  const toggle = () => {
    const next = status === "playing" ? "pause" : "play";
    frame.current?.contentWindow?.postMessage(playerCommand(next), VIMEO_ORIGIN);
    setStatus(next === "pause" ? "paused" : "playing");
  };

  const showing = status === "playing" || status === "paused";
  return (
    <div className={frameClasses} data-video-status={status}>
      <img
        src={poster.src}
        width={poster.width}
        height={poster.height}
        alt={showing ? "" : poster.alt}
        className={imageClasses}
      />
      {status !== "failed" && (
        <iframe
          ref={frame}
          src={vimeoEmbedSrc(vimeoId)}
          title={`Film: ${title}`}
          tabIndex={-1}
          allow="autoplay; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setFrameLoaded(true)}
          className={cn(
            "pointer-events-none absolute inset-0 size-full border-0 transition-opacity duration-700",
            showing ? "opacity-100" : "opacity-0",
          )}
        />
      )}
      {showing && (
        <button
          type="button"
          onClick={toggle}
          className="absolute bottom-4 left-4 inline-flex min-h-10 items-center gap-2 rounded-full bg-ink/70 px-4 text-sm font-semibold text-white backdrop-blur-sm hover:bg-ink/85"
        >
          {status === "playing" ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {status === "playing" ? "Pausa filmen" : "Spela filmen"}
        </button>
      )}
    </div>
  );
}
