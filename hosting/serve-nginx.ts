/**
 * Serves the build with the real nginx and the production rules in hosting/nginx/, on loopback.
 * Used by the e2e server suite and `npm run bench`. With --tls it also serves HTTPS with a
 * self-signed certificate made on the spot, and the plain port redirects to it.
 *
 *   node hosting/serve-nginx.ts --port 4174 [--tls-port 4443]
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildDirectory } from "../build-steps/build-directory.ts";
import { nginxConfig } from "./nginx-config.ts";
import { startNginx } from "./nginx-start.ts";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4174" }, "tls-port": { type: "string" } },
});
const port = Number(values.port);
const tlsPort = values["tls-port"] ? Number(values["tls-port"]) : null;

/** Stops with one message on stderr, which the e2e suite shows before it gives up at once. */
function fail(message: string): never {
  console.error(`serve-nginx: ${message}`);
  process.exit(1);
}

const root = path.join(buildDirectory, "client");
for (const built of [path.join(root, "index.html"), path.join(buildDirectory, "nginx", "csp-map.conf")]) {
  if (!existsSync(built)) fail(`${built} is missing: build the site first (npm run build).`);
}

const prefix = mkdtempSync(path.join(tmpdir(), "vinga-nginx-"));
// Workers started by root run as the build's owner (nginx-config.ts), who must reach the prefix too.
chmodSync(prefix, 0o755);
symlinkSync(path.resolve("hosting/nginx"), path.join(prefix, "vinga"));
symlinkSync(path.join(buildDirectory, "nginx"), path.join(prefix, "vinga-build"));

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
    root,
  ),
);

const probe = tlsPort ? `https://127.0.0.1:${tlsPort}/` : `http://127.0.0.1:${port}/`;
const nginx = await startNginx(prefix, probe, root).catch((error: Error) => fail(error.message));
console.log(
  `nginx serves build/client on http://127.0.0.1:${port}${tlsPort ? ` and https://localhost:${tlsPort}` : ""}`,
);
const stop = () => nginx.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
nginx.on("exit", (code) => process.exit(code ?? 0));
