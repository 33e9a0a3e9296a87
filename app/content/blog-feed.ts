import { siteConfig } from "~/site.config";

/** The RSS feed's own words (the articles fill the rest). */
export const blogFeed = {
  /** The channel's title, and the name every page's head gives the feed's link. */
  title: `${siteConfig.name} – blogg`,
  description:
    "Guider och tips om webbdesign, användbarhet och SEO för småföretag, från webbyrån Vinga Design i Örebro. Hela artiklarna, med bilder och länkar.",
} as const;
