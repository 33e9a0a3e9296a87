/** Google Analytics 4 sets `_ga` and one `_ga_<container id>` cookie; nothing else on this site. */
const ANALYTICS_COOKIE = /^_ga(_[A-Za-z0-9]+)?$/;

/** Names of the analytics cookies in a `document.cookie` string. */
export function analyticsCookieNames(cookieHeader: string) {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name));
}

/**
 * The domains a cookie for this host can live on: the host itself and each parent domain above
 * the top level (GA writes to the highest one it may, e.g. `vingadesign.se` for `www.vingadesign.se`).
 * IP addresses and single-label hosts only have host-only cookies.
 */
export function cookieDomains(hostname: string) {
  if (!hostname.includes(".") || /^[\d.]+$/.test(hostname) || hostname.includes(":")) return [];
  const labels = hostname.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** Expires every analytics cookie, host-only and on each parent domain, so withdrawal leaves none. */
export function deleteAnalyticsCookies(doc: Document = document) {
  const expired = "=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax";
  const domains = cookieDomains(doc.location?.hostname ?? "");
  for (const name of analyticsCookieNames(doc.cookie)) {
    doc.cookie = `${name}${expired}`;
    for (const domain of domains) doc.cookie = `${name}${expired}; Domain=${domain}`;
  }
}
