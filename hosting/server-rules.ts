/**
 * The production serving rules, in one place. `hosting/node/start.ts` applies them directly;
 * the header files in `hosting/nginx/` are rendered from them (`npm run nginx:rules`) and
 * a unit test fails when the two drift apart. The e2e server suite runs against both.
 */
import { renamedArticles } from "../app/content/renamed-articles.ts";
import { adminPath, paths } from "../app/lib/paths.ts";
import { createSiteConfig } from "../app/site.config.ts";

const site = createSiteConfig(process.env);

/** The only third parties the site talks to, each for one job the spec names. */
export const thirdPartyOrigins = {
  formService: new URL(site.formEndpoint).origin,
  analyticsScript: "https://www.googletagmanager.com",
  analyticsCollect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  videoEmbed: "https://player.vimeo.com",
} as const;

/** A strict policy: scripts only from this origin, the analytics tag and the listed inline-script hashes. */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]) {
  const { formService, analyticsScript, analyticsCollect, videoEmbed } = thirdPartyOrigins;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), analyticsScript],
    // Style attributes come from React props and the toast library; no script can run from them.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...analyticsCollect, "https://i.vimeocdn.com"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", formService, ...analyticsCollect],
    "frame-src": [videoEmbed],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", formService],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'none'"],
  };
  return policyText(directives);
}

/** A policy's directives as the header's text: `name value value; name value`. */
function policyText(directives: Record<string, string[]>) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The content editor at /admin/ (Sveltia CMS) and only there: its script and the files it was
 * built with come from this origin (build-steps/cms/cms-admin.ts serves its fonts and Swedish strings
 * instead of the CDNs it would ask), and in production it talks to GitHub's API for the
 * repository, the signed-in user's avatar, and GitHub's status page (it warns when GitHub is
 * down), nothing else. Signing in needs no entry: the handler opens in a popup, a navigation of
 * its own, which this policy does not govern.
 */
export const cmsOrigins = {
  githubApi: "https://api.github.com",
  githubAvatars: "https://avatars.githubusercontent.com",
  githubStatus: "https://www.githubstatus.com",
} as const;

export function adminContentSecurityPolicy() {
  const { githubApi, githubAvatars, githubStatus } = cmsOrigins;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // Svelte writes its components' styles as style elements at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Pictures picked for upload are previewed from blob: URLs before they are saved.
    "img-src": ["'self'", "data:", "blob:", githubAvatars],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    // It reads its built-in logo through fetch from a data: URL.
    "connect-src": ["'self'", "data:", "blob:", githubApi, githubStatus],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'none'"],
  };
  return policyText(directives);
}

/** Whether a request path is the editor's (its page, script, fonts, strings and config). */
export const isAdminPath = (pathname: string) =>
  pathname.startsWith(adminPath) || pathname === adminPath.slice(0, -1);

export const HSTS_VALUE = "max-age=63072000; includeSubDomains; preload";

/** Sent with every response, hashed bundles included; HSTS is added beside it over TLS. */
export const everyResponseHeaders = { "X-Content-Type-Options": "nosniff" } as const;

/**
 * Sent with everything a browser may open as a page (with the per-page CSP on HTML). Hashed
 * bundles never are one, and these would add half a kilobyte to each of a page's ~20 scripts.
 */
export const pageSecurityHeaders = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    'accelerometer=(), autoplay=(self "https://player.vimeo.com"), camera=(), display-capture=(), fullscreen=(self "https://player.vimeo.com"), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
} as const;

/**
 * The editor's headers in place of pageSecurityHeaders' opener policy: GitHub sign-in opens a
 * window that reports back to its opener, which `same-origin` would cut. Search engines are told
 * to leave it out (the page says so too).
 */
export const adminPageHeaders = {
  ...pageSecurityHeaders,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const cacheControl = {
  /** Vite's content-hashed files never change under the same name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** HTML and feeds must be revalidated so a deploy shows at once. */
  document: "no-cache",
  /** Images and icons without a hash in the name. */
  staticFile: "public, max-age=86400, stale-while-revalidate=604800",
} as const;

/** The build's asset folder: scripts, styles and fonts with a content hash in the name. */
export const isHashedAsset = (pathname: string) => pathname.startsWith("/assets/");

/**
 * Cache-Control by the path of the file served, first match wins: hashed bundles, then documents
 * and data, then any other file (icons, images, the editor's script and fonts). A path without
 * an extension is a page. nginx reads the same table as a map (http.conf).
 */
const cacheControlRules: readonly { pattern: RegExp; value: string }[] = [
  { pattern: /^\/assets\//, value: cacheControl.hashedAsset },
  { pattern: /\.(html|xml|txt|json)$/, value: cacheControl.document },
  { pattern: /\.[a-z0-9]+$/i, value: cacheControl.staticFile },
];

export function cacheControlFor(pathname: string) {
  return cacheControlRules.find(({ pattern }) => pattern.test(pathname))?.value ?? cacheControl.document;
}

/** A regular expression as an nginx map key: `~` or, ignoring case, `~*`, and its source quoted. */
const nginxMapPattern = ({ source, flags }: RegExp) =>
  `"${flags.includes("i") ? "~*" : "~"}${source.replace(/(["\\])/g, "\\$1")}"`;

/**
 * Content types by extension, the same on every server: nginx's own `mime.types` differs by
 * version (1.22 sends `application/javascript`), so its `types {}` is rendered from this table.
 * Anything not listed is `application/octet-stream`.
 */
export const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  webmanifest: "application/manifest+json",
};

/**
 * Files the build writes for other hosts' configuration (static-host.ts): no server may hand
 * them out, they answer 404 like any unknown path. The not-found page itself does too.
 */
export const hostOnlyFiles = ["/_headers", "/_redirects", "/vercel.json"] as const;

/** Files whose type their extension alone does not tell (nginx: a location each in site.conf). */
export const contentTypeByPath: Record<string, string> = {
  [paths.rss]: "application/rss+xml; charset=utf-8",
  [paths.sitemap]: "application/xml; charset=utf-8",
};

/**
 * Permanent redirects, each from an address that moved to where it lives now: the renamed
 * articles (decision 0021). Every host answers them with 301 before looking for a file, because
 * Astro writes a fallback page at each old address for hosts that have no redirects.
 */
export const permanentRedirects: readonly { from: string; to: string }[] = Object.entries(
  renamedArticles,
).map(([oldSlug, slug]) => ({ from: paths.article(oldSlug), to: paths.article(slug) }));

/**
 * The editor's address without its slash: its page names its files relative to /admin/, and
 * served at /admin it would get the public site's policy and opener rule, which block it.
 */
export const adminRedirect = { from: adminPath.slice(0, -1), to: adminPath } as const;

/** Where `pathname` (with or without a trailing slash) has moved permanently, if it has. */
export function permanentRedirectFor(pathname: string) {
  if (pathname === adminRedirect.from) return adminRedirect.to;
  const from = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return permanentRedirects.find((redirect) => redirect.from === from)?.to;
}

/** The prerendered not-found page, answered with status 404 for every unknown path. */
export const NOT_FOUND_DOCUMENT = `${paths.notFound}.html`;

/** nginx rules for the not-found page and the feeds' types (included by site.conf). */
function renderNginxLocations() {
  const feeds = Object.entries(contentTypeByPath).flatMap(([uri, type]) => [
    `location = ${uri} {`,
    "  include vinga/security-headers.conf;",
    `  add_header Cache-Control "${cacheControl.document}" always;`,
    "  types {}",
    `  default_type "${type}";`,
    "  try_files $uri =404;",
    "}",
    "",
  ]);
  // Exact locations win over the file lookup in `location /`, so the fallback page is never served.
  // A relative Location stays right behind a proxy that ends TLS; the query string goes along.
  const redirect = (uri: string, to: string) => [
    `location = ${uri} {`,
    "  include vinga/security-headers.conf;",
    "  absolute_redirect off;",
    `  return 301 ${to}$is_args$args;`,
    "}",
    "",
  ];
  const redirects = [
    ...permanentRedirects.flatMap(({ from, to }) => [from, `${from}/`].flatMap((uri) => redirect(uri, to))),
    ...redirect(adminRedirect.from, adminRedirect.to),
  ];
  return [
    "# Addresses that moved: a permanent redirect to where they live now.",
    ...redirects,
    "# Unknown paths: the prerendered not-found page, keeping the 404 status.",
    `error_page 404 ${NOT_FOUND_DOCUMENT};`,
    "",
    `location = ${NOT_FOUND_DOCUMENT} {`,
    "  include vinga/security-headers.conf;",
    `  add_header Cache-Control "${cacheControl.document}" always;`,
    "  # The body of an error, not a resource: no validator (npm start sends none either).",
    "  etag off;",
    "  internal;",
    "}",
    "",
    "# Other hosts' configuration, written into the build: not public.",
    ...hostOnlyFiles.map((uri) => `location = ${uri} { return 404; }`),
    "",
    "# Feeds whose type the extension alone does not tell.",
    ...feeds,
  ];
}

/** The nginx files generated from these rules, by name under hosting/nginx/. */
export function renderNginxRuleFiles(): Record<string, string> {
  const banner = "# Generated from hosting/server-rules.ts by `npm run nginx:rules`. Do not edit by hand.";
  const addHeaders = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `add_header ${name} '${value}' always;`);
  const everyResponse = [
    "add_header Strict-Transport-Security $vinga_hsts always;",
    ...addHeaders(everyResponseHeaders),
  ];
  const assetHeaders = [
    banner,
    "# For /assets/ (hashed bundles). $vinga_hsts is empty unless served over TLS.",
    ...everyResponse,
  ];
  const pageHeaders = [
    banner,
    "# For everything else. $vinga_csp comes from the build's csp-map.conf (empty for non-documents).",
    "add_header Content-Security-Policy $vinga_csp always;",
    ...everyResponse,
    ...addHeaders(pageSecurityHeaders),
  ];
  const http = [
    banner,
    "# Include inside `http {}`. No version in the Server header, from any server block.",
    "server_tokens off;",
    "# An empty value makes nginx skip the header, so HSTS goes out over TLS only.",
    "# The per-page CSP map is keyed by long article paths.",
    "map_hash_bucket_size 256;",
    "map $https $vinga_hsts {",
    `  on "${HSTS_VALUE}";`,
    '  default "";',
    "}",
    "# Cache-Control by the file served ($uri after try_files), as cacheControlFor in npm start.",
    "map $uri $vinga_cache_control {",
    ...cacheControlRules.map(({ pattern, value }) => `  ${nginxMapPattern(pattern)} "${value}";`),
    `  default "${cacheControl.document}";`,
    "}",
    "# The editor's policy governs its page, not the script and fonts it loads (npm start: HTML only).",
    "map $uri $vinga_admin_csp {",
    `  "~[.]html$" "${adminContentSecurityPolicy()}";`,
    '  default "";',
    "}",
  ];
  const adminHeaders = [
    banner,
    "# For /admin/ (the content editor): its own policy ($vinga_admin_csp), opener rule and noindex.",
    "add_header Content-Security-Policy $vinga_admin_csp always;",
    ...everyResponse,
    ...addHeaders(adminPageHeaders),
  ];
  const mimeTypes = Object.entries(contentTypes).map(([extension, type]) => [
    extension,
    type.split(";")[0] ?? type,
  ]);
  const withCharset = Object.entries(contentTypes)
    .filter(([, type]) => type.includes("charset="))
    .map(([, type]) => type.split(";")[0] ?? type)
    // nginx adds the charset to text/html always, and names it only once.
    .filter((type) => type !== "text/html");
  const types = [
    banner,
    "# Include inside `server {}`: the content types npm start sends, in place of the system's mime.types.",
    "types {",
    ...mimeTypes.map(([extension, type]) => `  ${type} ${extension};`),
    "}",
    `charset_types ${withCharset.join(" ")};`,
  ];
  return {
    "types.conf": `${types.join("\n")}\n`,
    "admin-headers.conf": `${adminHeaders.join("\n")}\n`,
    "asset-headers.conf": `${assetHeaders.join("\n")}\n`,
    "security-headers.conf": `${pageHeaders.join("\n")}\n`,
    "http.conf": `${http.join("\n")}\n`,
    "locations.conf": `${[banner, ...renderNginxLocations()].join("\n")}\n`,
  };
}
