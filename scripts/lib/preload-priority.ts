/**
 * React Router preloads every route module with `<link rel="modulepreload">`, which browsers
 * fetch at high priority, ahead of what the first paint needs on a slow link. Marked low, the
 * scripts still arrive in parallel, after the stylesheet and fonts. The links are hoisted
 * resources, not part of the hydrated tree, so the attribute cannot cause a hydration mismatch.
 */
export function lowerModulePreloadPriority(html: string) {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
