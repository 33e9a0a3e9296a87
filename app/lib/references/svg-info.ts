const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "");

/**
 * The intrinsic size (from the root viewBox, else width/height) and the <title> of an SVG,
 * so every <img> gets explicit dimensions and the artwork's own description as alt text.
 */
export function svgInfo(svg: string) {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) throw new Error("not an SVG document");
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];

  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width = Number.NaN, height = Number.NaN] =
    box?.length === 4
      ? box.slice(2)
      : [Number.parseFloat(attribute("width") ?? ""), Number.parseFloat(attribute("height") ?? "")];
  if (!(width > 0 && height > 0)) throw new Error("SVG has neither a viewBox nor a width and height");

  const title = /<title>([\s\S]*?)<\/title>/.exec(svg.slice(svg.indexOf(root)))?.[1];
  return {
    width: Math.round(width),
    height: Math.round(height),
    title: title ? decode(title.replace(/\s+/g, " ").trim()) : "",
  };
}
