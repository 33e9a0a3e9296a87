/**
 * The production nginx set-up as README "Deployment → nginx" installs it, checked with the
 * distribution's nginx (`nginx -t`): each copy in the README's commands is laid out under a
 * temporary prefix standing for /etc/nginx, the certificate paths point at a throwaway
 * self-signed certificate, and the main file includes conf.d/ inside `http {}` as Debian's does.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const installCommands = /### nginx\s+```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
/** Each `rsync`/`scp` in the README's install commands: what is copied, and where on the server. */
const copies = [...installCommands.matchAll(/^(?:rsync -a(?: --delete)?|scp) (\S+) server:(\S+)/gm)].map(
  ([, source = "", target = ""]) => ({
    source: source.replace(/\/$/, ""),
    target: target.replace(/\/$/, ""),
  }),
);
const CERTIFICATES = "/etc/letsencrypt/live/vingadesign.se/";

function layOut() {
  const prefix = mkdtempSync(path.join(tmpdir(), "vinga-nginx-install-"));
  mkdirSync(path.join(prefix, "conf.d"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=vingadesign.se"],
      ...["-keyout", path.join(prefix, "privkey.pem"), "-out", path.join(prefix, "fullchain.pem")],
    ],
    { stdio: "ignore" },
  );
  for (const { source, target } of copies.filter((copy) => copy.target.startsWith("/etc/nginx/"))) {
    const destination = path.join(prefix, path.relative("/etc/nginx", target));
    if (source === "build/nginx") {
      // The build's per-page policy map; a unit test runs before any build, so a one-line map stands in.
      mkdirSync(destination);
      writeFileSync(path.join(destination, "csp-map.conf"), 'map $uri $vinga_csp { default ""; }\n');
    } else if (source === "deploy/nginx.conf") {
      const conf = readFileSync(source, "utf8");
      writeFileSync(destination, conf.replaceAll(CERTIFICATES, `${prefix}/`));
    } else {
      symlinkSync(path.resolve(source), destination);
    }
  }
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `pid ${prefix}/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include conf.d/*.conf;
}
`,
  );
  return prefix;
}

describe("deploy/nginx.conf installed as the README says", () => {
  it("copies the site config, the rules and the build's map where nginx includes them", () => {
    expect(copies.map(({ source }) => source)).toEqual(
      expect.arrayContaining(["deploy/nginx.conf", "deploy/nginx", "build/nginx", "build/client"]),
    );
    expect(readFileSync("deploy/nginx.conf", "utf8")).toContain(CERTIFICATES);
  });

  it("passes nginx -t with the distribution's nginx", () => {
    const prefix = layOut();
    const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
    const result = spawnSync(nginx, ["-t", "-p", prefix, "-c", "nginx.conf"], { encoding: "utf8" });
    expect(result.stderr).toContain("test is successful");
    expect(result.status).toBe(0);
    // nginx 1.25.1 and later warn that `listen … http2` is deprecated; nothing else may warn.
    const warnings = result.stderr
      .split("\n")
      .filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line) && !line.includes('"http2" directive'));
    expect(warnings).toEqual([]);
  });
});
