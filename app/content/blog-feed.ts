/** The RSS feed's own words (the articles fill the rest). */
export const blogFeed = {
  description:
    "Guider och tips om webbdesign, användbarhet och SEO för småföretag, från webbyrån Vinga Design i Örebro. Hela artiklarna, med bilder och länkar.",
} as const;
