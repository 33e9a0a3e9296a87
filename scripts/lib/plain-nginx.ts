import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxConfig } from "./nginx-config.ts";

export async function freePort() {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A neutral host for benchmarks: stock nginx serving `siteRoot` with gzip, no site rules, no
 * precompressed twins, so every site measured is served alike.
 */
export async function startPlainNginx(siteRoot: string) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "vinga-bench-nginx-"));
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    nginxConfig(
      prefix,
      `  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml application/rss+xml text/plain;
  server {
    listen 127.0.0.1:${port};
    root ${siteRoot};
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }`,
    ),
  );
  const nginx = spawn(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-p", prefix, "-c", "nginx.conf"], {
    stdio: "inherit",
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://localhost:${port}`, stop: () => nginx.kill("SIGQUIT") };
}
