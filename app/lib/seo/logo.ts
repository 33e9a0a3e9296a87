/** The raster brand logo for structured data (scripts/render-logo.ts renders it from the SVG). */
export const LOGO_SIZE = 512;
export const LOGO_PATH = "/images/brand/logo.png";
