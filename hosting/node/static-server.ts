import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import Negotiator from "negotiator";
import send from "send";
import {
  adminContentSecurityPolicy,
  adminPageHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  contentTypeByPath,
  contentTypes,
  everyResponseHeaders,
  HSTS_VALUE,
  hostOnlyFiles,
  isAdminPath,
  isHashedAsset,
  NOT_FOUND_DOCUMENT,
  pageSecurityHeaders,
  permanentRedirectFor,
} from "../server-rules.ts";
import { pathOfTarget } from "./request-target.ts";

/** Precompressed twins written by the build's host step, best first when the client rates them equal. */
const PRECOMPRESSED = { br: ".br", gzip: ".gz" } as const;
type Encoding = keyof typeof PRECOMPRESSED;

/** The precompressed twins of `file`, and the best one the client accepts by its quality values. */
function negotiateEncoding(request: IncomingMessage, file: string) {
  const available = (Object.keys(PRECOMPRESSED) as Encoding[]).filter((name) =>
    existsSync(file + PRECOMPRESSED[name]),
  );
  const chosen = new Negotiator(request).encoding([...available, "identity"], { preferred: available });
  return { available, encoding: available.find((name) => name === chosen) };
}

/** nginx's entity tag: a strong validator from the file's modification time and size, in hex. */
function entityTag(file: string) {
  const { mtimeMs, size } = statSync(file);
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
}

/**
 * Serves the static build with the same rules as hosting/nginx/site.conf: 400 for a target that
 * names no path, 405 for a method other than GET and HEAD, a permanent redirect for an address
 * that moved, else files, then <path>/index.html, else the not-found page with status 404. The
 * site's own rules live here; `send` does the HTTP file serving (Last-Modified, conditional and
 * range requests, HEAD). Whatever throws is answered 500 and logged: no request stops the server.
 */
export function createStaticServer({ root, tls = false }: { root: string; tls?: boolean }) {
  const clientRoot = path.join(root, "client");
  const cspHashes: Record<string, string[]> = JSON.parse(
    readFileSync(path.join(root, "csp-hashes.json"), "utf8"),
  );
  const policyFor = (uri: string) =>
    contentSecurityPolicy(cspHashes[uri] ?? cspHashes[NOT_FOUND_DOCUMENT] ?? []);
  const hidden = new Set<string>([NOT_FOUND_DOCUMENT, ...hostOnlyFiles]);

  const fileAt = (uri: string) => {
    const file = path.join(clientRoot, uri);
    if (!file.startsWith(clientRoot + path.sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? { file, uri } : null;
  };

  const resolve = (pathname: string) => {
    if (hidden.has(pathname)) return null;
    return fileAt(pathname) ?? fileAt(`${pathname.replace(/\/$/, "")}/index.html`);
  };

  const commonHeaders = (uri: string): Record<string, string> => ({
    ...everyResponseHeaders,
    ...(!isHashedAsset(uri) && (isAdminPath(uri) ? adminPageHeaders : pageSecurityHeaders)),
    // The policy governs documents; sent with every script and font it would only add bytes.
    ...(uri.endsWith(".html") && {
      "Content-Security-Policy": isAdminPath(uri) ? adminContentSecurityPolicy() : policyFor(uri),
    }),
    ...(tls && { "Strict-Transport-Security": HSTS_VALUE }),
  });

  const setCommonHeaders = (response: ServerResponse, uri: string) => {
    for (const [name, value] of Object.entries(commonHeaders(uri))) response.setHeader(name, value);
  };

  const answerPlain = (
    response: ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ) => {
    const body = `${text}\n`;
    setCommonHeaders(response, NOT_FOUND_DOCUMENT);
    response.writeHead(status, {
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
    });
    response.end(body);
  };

  const contentTypeOf = (uri: string) =>
    contentTypeByPath[uri] ?? contentTypes[path.extname(uri).slice(1)] ?? "application/octet-stream";

  /**
   * The not-found page is the body of an error, not the resource asked for: no validators and no
   * ranges, and the request's preconditions do not apply (RFC 9110, 13.2.1), so it is written
   * here rather than by `send`, which would answer 412 to an If-Match.
   */
  const sendNotFound = (request: IncomingMessage, response: ServerResponse) => {
    const file = path.join(clientRoot, NOT_FOUND_DOCUMENT);
    const { available, encoding } = negotiateEncoding(request, file);
    const body = readFileSync(encoding ? file + PRECOMPRESSED[encoding] : file);
    setCommonHeaders(response, NOT_FOUND_DOCUMENT);
    response.writeHead(404, {
      "Content-Type": contentTypeOf(NOT_FOUND_DOCUMENT),
      "Cache-Control": "no-cache",
      "Content-Length": body.length,
      ...(available.length > 0 && { Vary: "Accept-Encoding" }),
      ...(encoding && { "Content-Encoding": encoding }),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };

  const sendFile = (request: IncomingMessage, response: ServerResponse, file: string, uri: string) => {
    const { available, encoding } = negotiateEncoding(request, file);
    const served = encoding ? file + PRECOMPRESSED[encoding] : file;
    // If-Range needs a strong validator; with a weak one the whole file is sent (RFC 9110, 13.1.5).
    const weakIfRange = /^\s*W\//.test(String(request.headers["if-range"] ?? ""));
    setCommonHeaders(response, uri);
    response.setHeader("Content-Type", contentTypeOf(uri));
    response.setHeader("Cache-Control", cacheControlFor(uri));
    if (available.length > 0) response.setHeader("Vary", "Accept-Encoding");
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("ETag", entityTag(served));
    send(request, served, {
      cacheControl: false,
      etag: false,
      // Like nginx, ranges of the file itself only, not of a compressed twin.
      acceptRanges: !encoding && !weakIfRange,
      index: false,
    })
      .on("error", (error: { status?: number }) => {
        response.statusCode = error.status ?? 500;
        response.end();
      })
      .pipe(response);
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // HTTP/2.0 written in an HTTP/1 request line: a major version this server does not speak.
    if (request.httpVersionMajor !== 1) return answerPlain(response, 505, "HTTP Version Not Supported");
    // Node's own check answers without the security headers; HTTP/1.1 requires Host (RFC 9112, 3.2).
    if (request.httpVersionMinor === 1 && request.headers.host === undefined) {
      return answerPlain(response, 400, "Bad Request");
    }
    // Node's parser already refuses a coding after chunked with 400 (RFC 9112, 6.1); any other
    // coding is one this server does not implement (RFC 9112, 6.1: 501), as nginx answers.
    const transferEncoding = request.headers["transfer-encoding"];
    if (transferEncoding !== undefined && transferEncoding.trim().toLowerCase() !== "chunked") {
      return answerPlain(response, 501, "Not Implemented", { Connection: "close" });
    }
    const target = pathOfTarget(request.url ?? "");
    if (!target) return answerPlain(response, 400, "Bad Request");
    if (request.method !== "GET" && request.method !== "HEAD") {
      return answerPlain(response, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }

    // Before the files: Astro writes a fallback page at every address that moved.
    const movedTo = permanentRedirectFor(target.pathname);
    if (movedTo) {
      setCommonHeaders(response, NOT_FOUND_DOCUMENT);
      response.writeHead(301, { Location: movedTo + target.search, "Content-Length": 0 });
      response.end();
      return;
    }

    const found = resolve(target.pathname);
    if (found) sendFile(request, response, found.file, found.uri);
    else sendNotFound(request, response);
  };

  const server = createServer({ requireHostHeader: false }, (request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      console.error(`${request.method} ${request.url}:`, error);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      answerPlain(response, 500, "Internal Server Error");
    }
  });

  /** An answer written on the socket itself, where Node gives no response object. */
  const answerOnSocket = (socket: Duplex, status: number, headers: Record<string, string> = {}) => {
    const all = {
      ...commonHeaders(NOT_FOUND_DOCUMENT),
      ...headers,
      "Content-Length": "0",
      Connection: "close",
    };
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        Object.entries(all)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("") +
        "\r\n",
    );
  };

  // What Node's parser rejects (a header too large, a broken request line) is answered here, with
  // the security headers nginx also sends on its own error pages.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const statusOf: Record<string, number> = {
      HPE_HEADER_OVERFLOW: 431,
      ERR_HTTP_REQUEST_TIMEOUT: 408,
      // A version other than 1.0, 1.1 or 2.0 in the request line (RFC 9110, 15.6.6).
      HPE_INVALID_VERSION: 505,
    };
    answerOnSocket(socket, statusOf[error.code ?? ""] ?? 400);
  });

  // Without a listener Node closes a CONNECT unanswered; it is a method like any other not allowed.
  server.on("connect", (_request: IncomingMessage, socket: Duplex) => {
    answerOnSocket(socket, 405, { Allow: "GET, HEAD" });
  });

  // Node answers an Expect other than 100-continue with a bare 417 unless told otherwise.
  server.on("checkExpectation", (_request: IncomingMessage, response: ServerResponse) => {
    answerPlain(response, 417, "Expectation Failed");
  });
  return server;
}
