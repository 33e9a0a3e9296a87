/**
 * `nginx -t` with the distribution's nginx on a set-up laid out under a throwaway prefix
 * (docker.test.ts, nginx-install.test.ts): a main file as distributions ship it around the site's
 * configuration, with nginx's log and temporary paths inside the prefix so the check needs no
 * privileges (nginx -t opens the log, and a normal user may not write the distribution's).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** An empty prefix for one check; `name` tells its folder apart in the temporary directory. */
export function nginxPrefix(name: string) {
  return mkdtempSync(path.join(tmpdir(), `vinga-${name}-`));
}

/**
 * The build's per-page policy map, in `folder`: a unit test runs before any build, so a one-line
 * map stands in.
 */
export function writeCspMapStandIn(folder: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "csp-map.conf"), 'map $uri $vinga_csp { default ""; }\n');
}

/** Writes the main file, which includes `include` (relative to the prefix) inside `http {}`, and runs `nginx -t` on it. */
export function checkNginx(prefix: string, include: string) {
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `pid ${prefix}/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${include};
}
`,
  );
  const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  const result = spawnSync(nginx, ["-t", "-p", prefix, "-c", "nginx.conf"], { encoding: "utf8" });
  // nginx 1.25.1 and later warn that `listen … http2` is deprecated; nothing else may warn.
  const warnings = result.stderr
    .split("\n")
    .filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line) && !line.includes('"http2" directive'));
  return { status: result.status, stderr: result.stderr, warnings };
}

/**
 * `conf` with its listening ports 80 and 443 moved above 1024 (to 1880 and 18443): nginx -t binds
 * them, and a user who is not root may bind no port below.
 */
export function unprivilegedPorts(conf: string) {
  return conf.replace(
    /listen (\[::\]:)?(80|443)\b/g,
    (_, ipv6 = "", port: string) => `listen ${ipv6}18${port}`,
  );
}
