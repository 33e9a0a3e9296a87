/**
 * Articles whose address changed, by their earlier slug: each old address answers with a
 * permanent redirect to the article's current one on every host (hosting/server-rules.ts) and
 * Astro writes a fallback page there for hosts without redirects. Add a line when an article is
 * renamed and never remove one, since links and search results to the old address live on.
 * The build checks that every target is a current article (app/lib/blog/posts.ts). Plain data
 * without imports: the Node scripts and astro.config.ts load it as it is. Decision 0021.
 */
export const renamedArticles: Readonly<Record<string, string>> = {
  // The price guide lost its year when it became a guide kept up to date (2026-11-24).
  "vad-kostar-hemsida-2025": "vad-kostar-en-hemsida",
};
