import { Pause, Play } from "lucide-react";
import { caseStudyPageCopy as copy } from "~/content/case-study-page";
import { Picture } from "~/ui/picture";
import type { ImageAsset } from "~/lib/references/page-data";
import { vimeoEmbedSrc } from "~/lib/references/vimeo-embed";
import * as hooks from "./hooks";

type SplashProps = { title: string; image: ImageAsset; video?: { vimeoId: string; poster: ImageAsset } };

const frameClasses = "relative aspect-video w-full overflow-hidden bg-brand-navy";
const imageClasses = "absolute inset-0 size-full object-cover";

/**
 * The case study's opening picture: an image, or a silent looping video over its poster. The
 * player is only a template here: case-study-splash.behaviour.ts puts it in when the dialog
 * opens (never with reduced motion), shows it once the player announces itself, keeps the poster
 * when it never does (a blocked embed) and takes it out again when the dialog closes. The state
 * is `data-video-status` (idle, loading, playing, paused, failed), which the styles below follow.
 */
export function CaseStudySplash({ title, image, video }: SplashProps) {
  const still = video?.poster ?? image;
  const poster = (
    <Picture
      image={still}
      sizes="(min-width: 1008px) 960px, calc(100vw - 48px)"
      {...hooks.poster.on()}
      className={imageClasses}
    />
  );
  if (!video) return <div className={frameClasses}>{poster}</div>;
  return (
    <div className={`group/video ${frameClasses}`} {...hooks.video.on("idle")}>
      {poster}
      <template>
        <iframe
          src={vimeoEmbedSrc(video.vimeoId)}
          title={copy.videoTitle(title)}
          tabIndex={-1}
          allow="autoplay; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          className="pointer-events-none absolute inset-0 size-full border-0 opacity-0 transition-opacity duration-700 group-data-[video-status=paused]/video:opacity-100 group-data-[video-status=playing]/video:opacity-100"
        />
      </template>
      <button
        type="button"
        {...hooks.toggle.on()}
        className="absolute bottom-4 left-4 hidden min-h-10 items-center gap-2 rounded-full bg-ink/70 px-4 text-sm font-semibold text-white focus-ring-duo backdrop-blur-sm group-data-[video-status=paused]/video:inline-flex group-data-[video-status=playing]/video:inline-flex hover:bg-ink/85"
      >
        <span className="contents group-data-[video-status=paused]/video:hidden">
          <Pause aria-hidden="true" className="size-4" />
          {copy.pauseVideo}
        </span>
        <span className="hidden group-data-[video-status=paused]/video:contents">
          <Play aria-hidden="true" className="size-4" />
          {copy.playVideo}
        </span>
      </button>
    </div>
  );
}
