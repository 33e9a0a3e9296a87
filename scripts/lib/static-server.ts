import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import Negotiator from "negotiator";
import send from "send";
import {
  adminContentSecurityPolicy,
  adminPageHeaders,
  cacheControlFor,
  contentTypeByPath,
  contentSecurityPolicy,
  everyResponseHeaders,
  HSTS_VALUE,
  isAdminPath,
  isHashedAsset,
  NOT_FOUND_DOCUMENT,
  pageSecurityHeaders,
  permanentRedirectFor,
} from "../../deploy/server-rules.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

type Resolved = { file: string; uri: string; status: number };

/** Precompressed twins written by scripts/postbuild.ts, best first when the client rates them equal. */
const PRECOMPRESSED = { br: ".br", gzip: ".gz" } as const;

/** The best precompressed twin of `file` the client accepts, by its Accept-Encoding quality values. */
function negotiateEncoding(request: IncomingMessage, file: string) {
  const available = (Object.keys(PRECOMPRESSED) as (keyof typeof PRECOMPRESSED)[]).filter((name) =>
    existsSync(file + PRECOMPRESSED[name]),
  );
  const chosen = new Negotiator(request).encoding([...available, "identity"], { preferred: available });
  return available.find((name) => name === chosen);
}

/**
 * Serves the static build with the same rules as deploy/nginx/site.conf: a permanent redirect for
 * an address that moved, else files, then <path>/index.html, else the not-found page with status 404. The site's own rules live here; `send` does the HTTP file serving
 * (ETag, Last-Modified, conditional and range requests, HEAD).
 */
export function createStaticServer({ root, tls = false }: { root: string; tls?: boolean }) {
  const clientRoot = path.join(root, "client");
  const cspHashes: Record<string, string[]> = JSON.parse(
    readFileSync(path.join(root, "csp-hashes.json"), "utf8"),
  );
  const policyFor = (uri: string) =>
    contentSecurityPolicy(cspHashes[uri] ?? cspHashes[NOT_FOUND_DOCUMENT] ?? []);

  const fileAt = (uri: string) => {
    const file = path.join(clientRoot, uri);
    if (!file.startsWith(clientRoot + path.sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  };

  const resolve = (pathname: string): Resolved => {
    for (const uri of [pathname, `${pathname.replace(/\/$/, "")}/index.html`]) {
      const file = fileAt(uri);
      if (file) return { file, uri, status: 200 };
    }
    return { file: path.join(clientRoot, NOT_FOUND_DOCUMENT), uri: NOT_FOUND_DOCUMENT, status: 404 };
  };

  const setCommonHeaders = (response: ServerResponse, uri: string) => {
    const admin = isAdminPath(uri);
    const headers = isHashedAsset(uri)
      ? everyResponseHeaders
      : { ...everyResponseHeaders, ...(admin ? adminPageHeaders : pageSecurityHeaders) };
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    // The policy governs documents; sent with every script and font it would only add bytes.
    if (uri.endsWith(".html"))
      response.setHeader("Content-Security-Policy", admin ? adminContentSecurityPolicy() : policyFor(uri));
    if (tls) response.setHeader("Strict-Transport-Security", HSTS_VALUE);
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/\0";
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      setCommonHeaders(response, NOT_FOUND_DOCUMENT);
      response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      response.end("Method Not Allowed\n");
      return;
    }

    // Before the files: Astro writes a fallback page at every address that moved.
    const movedTo = permanentRedirectFor(pathname);
    if (movedTo) {
      setCommonHeaders(response, NOT_FOUND_DOCUMENT);
      response.writeHead(301, { Location: movedTo + url.search });
      response.end();
      return;
    }

    const resolved = pathname.includes("\0") ? null : resolve(pathname);
    const { file, uri, status } = resolved ?? {
      file: path.join(clientRoot, NOT_FOUND_DOCUMENT),
      uri: NOT_FOUND_DOCUMENT,
      status: 404,
    };

    const extension = path.extname(file);
    const encoding = negotiateEncoding(request, file);

    setCommonHeaders(response, uri);
    response.setHeader(
      "Content-Type",
      contentTypeByPath[uri] ?? CONTENT_TYPES[extension] ?? "application/octet-stream",
    );
    response.setHeader("Cache-Control", status === 200 ? cacheControlFor(uri) : "no-cache");
    response.setHeader("Vary", "Accept-Encoding");
    if (encoding) response.setHeader("Content-Encoding", encoding);
    // A preset error status keeps `send` from answering 304 or 206 for the not-found page.
    response.statusCode = status;
    send(request, encoding ? file + PRECOMPRESSED[encoding] : file, {
      cacheControl: false,
      acceptRanges: status === 200,
      index: false,
    })
      .on("error", (error: { status?: number }) => {
        response.statusCode = error.status ?? 500;
        response.end();
      })
      .pipe(response);
  };

  return createServer(handle);
}
