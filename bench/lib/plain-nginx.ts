import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxConfig } from "../../hosting/nginx-config.ts";
import { startNginx } from "../../hosting/nginx-start.ts";

export async function freePort() {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** HTTP/1.1 in the clear, as the bench measured before, or TLS with HTTP/2, as real hosts serve. */
export const protocols = ["http1", "h2"] as const;
export type Protocol = (typeof protocols)[number];

export type ThrowawayCertificate = { certificate: string; key: string; spkiHash: string };

/**
 * A self-signed certificate for localhost, made at run time in a temporary folder and never kept:
 * what the browser is told to accept is the hash of its public key
 * (`--ignore-certificate-errors-spki-list`), so no other certificate error is hidden.
 */
export function throwawayCertificate(): ThrowawayCertificate {
  const folder = mkdtempSync(path.join(tmpdir(), "vinga-bench-tls-"));
  const certificate = path.join(folder, "localhost.crt");
  const key = path.join(folder, "localhost.key");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
      .concat(["-keyout", key, "-out", certificate]),
    { stdio: "ignore" },
  );
  const publicKey = execFileSync("openssl", ["x509", "-in", certificate, "-pubkey", "-noout"]);
  const der = execFileSync("openssl", ["pkey", "-pubin", "-outform", "der"], { input: publicKey });
  const spkiHash = execFileSync("openssl", ["dgst", "-sha256", "-binary"], { input: der }).toString("base64");
  return { certificate, key, spkiHash };
}

/**
 * A neutral host for benchmarks: stock nginx serving `siteRoot` with gzip, documents revalidated,
 * no site rules, no precompressed twins, so every site measured is served alike. With a certificate it speaks TLS
 * and HTTP/2 (nginx 1.22's `listen … ssl http2`; `http2 on` from 1.25), otherwise HTTP/1.1.
 */
export async function startPlainNginx(siteRoot: string, tls?: ThrowawayCertificate) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "vinga-bench-nginx-"));
  // Workers started by root run as the site's owner (nginx-config.ts), who must reach the prefix too.
  chmodSync(prefix, 0o755);
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};`
    : `listen 127.0.0.1:${port};`;
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    nginxConfig(
      prefix,
      `  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml application/rss+xml text/plain;
  # Documents are revalidated, as every real host does: without it a returning visitor's browser
  # reused a page by heuristic freshness (a tenth of its age), which favoured the newest files.
  map $uri $bench_cache_control {
    ~\\.html$ "no-cache";
    default "";
  }
  server {
    add_header Cache-Control $bench_cache_control;
    ${listen}
    root ${siteRoot};
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }`,
      siteRoot,
    ),
  );
  const scheme = tls ? "https" : "http";
  const nginx = await startNginx(prefix, `${scheme}://127.0.0.1:${port}/`, siteRoot);
  return { origin: `${scheme}://localhost:${port}`, stop: () => nginx.kill("SIGQUIT") };
}
