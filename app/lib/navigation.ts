/**
 * Whether a navigation link points at the page shown: the same path, or a page below it
 * ("/blogg/…" under "Blogg"), trailing slashes ignored. The start page matches only itself.
 */
export function isCurrentPath(currentPath: string, linkPath: string) {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  const current = trim(currentPath);
  const link = trim(linkPath);
  if (link === "/") return current === "/";
  return current === link || current.startsWith(`${link}/`);
}
