/**
 * The share cards: PNGs that `build-steps/render-build-images.ts` renders at build for each article
 * and each case study (social networks show no SVG). Import-free, so that script can use it under
 * plain Node.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function articleShareImagePath(slug: string) {
  return `/images/og/blogg/${slug}.png`;
}

export function caseStudyShareImagePath(slug: string) {
  return `/images/og/references/${slug}.png`;
}
