/**
 * Serves the build with the real nginx and the production rules in deploy/nginx/, on loopback.
 * Used by the e2e server suite and `npm run bench`. With --tls it also serves HTTPS with a
 * self-signed certificate made on the spot, and the plain port redirects to it.
 *
 *   node scripts/serve-nginx.ts --port 4174 [--tls-port 4443]
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildDirectory } from "./lib/build-directory.ts";
import { nginxConfig } from "./lib/nginx-config.ts";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4174" }, "tls-port": { type: "string" } },
});
const port = Number(values.port);
const tlsPort = values["tls-port"] ? Number(values["tls-port"]) : null;

const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const prefix = mkdtempSync(path.join(tmpdir(), "vinga-nginx-"));
symlinkSync(path.resolve("deploy/nginx"), path.join(prefix, "vinga"));
symlinkSync(path.join(buildDirectory, "nginx"), path.join(prefix, "vinga-build"));
const root = path.join(buildDirectory, "client");

const siteServer = (listen: string) => `
  server {
    ${listen}
    server_name localhost;
    root ${root};
    include vinga/site.conf;
  }`;

let servers: string;
if (tlsPort) {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-keyout",
      path.join(prefix, "key.pem"),
      "-out",
      path.join(prefix, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  servers = `
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    return 301 https://localhost:${tlsPort}$request_uri;
  }
  ${siteServer(`listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${path.join(prefix, "cert.pem")};
    ssl_certificate_key ${path.join(prefix, "key.pem")};`)}`;
} else {
  servers = siteServer(`listen 127.0.0.1:${port};`);
}

writeFileSync(
  path.join(prefix, "nginx.conf"),
  nginxConfig(
    prefix,
    `  include vinga/http.conf;
  include vinga-build/csp-map.conf;
  ${servers}`,
  ),
);

const nginx = spawn(nginxBinary, ["-p", prefix, "-c", "nginx.conf"], { stdio: "inherit" });
console.log(
  `nginx serves build/client on http://127.0.0.1:${port}${tlsPort ? ` and https://localhost:${tlsPort}` : ""}`,
);
const stop = () => nginx.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
nginx.on("exit", (code) => process.exit(code ?? 0));
