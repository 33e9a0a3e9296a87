/**
 * The RSS channel's logo: the favicon mark as a PNG (feeds take no SVG), rendered at build by
 * build-steps/render-build-images.ts. Import-free, so that script can use it under plain Node.
 */
export const FEED_LOGO = { path: "/images/brand/feed-logo.png", width: 144, height: 144 } as const;
