// subset-font ships no types.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt";
      variationAxes?: Record<string, Axis>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
