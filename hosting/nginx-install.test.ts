// @vitest-environment node
/**
 * The production nginx set-up as docs/deployment.md ("nginx") installs it, checked with the
 * distribution's nginx (`nginx -t`): each copy in its commands is laid out under a
 * temporary prefix standing for /etc/nginx, the certificate paths point at a throwaway
 * self-signed certificate, and the main file includes conf.d/ inside `http {}` as Debian's does.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx-config";
import { startNginx } from "./nginx-start";
import { freePort } from "../bench/lib/plain-nginx";
import { checkNginx, nginxPrefix, unprivilegedPorts, writeCspMapStandIn } from "./nginx-check";

const guide = readFileSync("docs/deployment.md", "utf8");
const installCommands = /### nginx\s+```sh\n([\s\S]*?)```/.exec(guide)?.[1] ?? "";
/** Each `rsync`/`scp` in the guide's install commands: what is copied, and where on the server. */
const copies = [...installCommands.matchAll(/^(?:rsync -a(?: --delete)?|scp) (\S+) server:(\S+)/gm)].map(
  ([, source = "", target = ""]) => ({
    source: source.replace(/\/$/, ""),
    target: target.replace(/\/$/, ""),
  }),
);
const CERTIFICATES = "/etc/letsencrypt/live/vingadesign.se/";

/**
 * The guide's copies under a prefix standing for /etc/nginx, certificates included; `edit` may
 * change the site file as it is copied.
 */
function layOut(edit = (conf: string) => conf) {
  const prefix = nginxPrefix("nginx-install");
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
      writeCspMapStandIn(destination);
    } else if (source === "hosting/nginx.conf") {
      const conf = readFileSync(source, "utf8");
      writeFileSync(destination, edit(conf.replaceAll(CERTIFICATES, `${prefix}/`)));
    } else {
      symlinkSync(path.resolve(source), destination);
    }
  }
  return prefix;
}

describe("hosting/nginx.conf installed as docs/deployment.md says", () => {
  it("copies the site config, the rules and the build's map where nginx includes them", () => {
    expect(copies.map(({ source }) => source)).toEqual(
      expect.arrayContaining(["hosting/nginx.conf", "hosting/nginx", "build/nginx", "build/client"]),
    );
    expect(readFileSync("hosting/nginx.conf", "utf8")).toContain(CERTIFICATES);
  });

  it("passes nginx -t with the distribution's nginx", () => {
    const { status, stderr, warnings } = checkNginx(layOut(unprivilegedPorts), "conf.d/*.conf");
    expect(stderr).toContain("test is successful");
    expect(status).toBe(0);
    expect(warnings).toEqual([]);
  });
});

/** The status and Location of GET `pathname` over TLS on loopback, asking for `host` by SNI and Host. */
function getOverTls(port: number, host: string, pathname: string) {
  return new Promise<{ status: number; location?: string; hsts?: string }>((resolve, reject) => {
    const get = request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        servername: host,
        headers: { Host: host },
        rejectUnauthorized: false,
      },
      (response) => {
        response.resume();
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          hsts: response.headers["strict-transport-security"],
        });
      },
    );
    get.on("error", reject);
    get.end();
  });
}

describe("hosting/nginx.conf served", () => {
  it("redirects https://www. and http:// permanently to the apex over HTTPS, keeping path and query", async () => {
    const [plainPort, tlsPort] = [await freePort(), await freePort()];
    const site = mkdtempSync(path.join(tmpdir(), "nginx-install-site-"));
    writeFileSync(path.join(site, "index.html"), "<h1>Vinga</h1>\n");
    // The production file on loopback ports, serving a stand-in for the build.
    const prefix = layOut((conf) =>
      conf
        .replace(/^\s*listen \[::\].*\n/gm, "")
        .replaceAll("listen 80;", `listen 127.0.0.1:${plainPort};`)
        .replaceAll("listen 443 ", `listen 127.0.0.1:${tlsPort} `)
        .replaceAll("/var/www/vingadesign/client", site),
    );
    writeFileSync(path.join(prefix, "nginx.conf"), nginxConfig(prefix, "  include conf.d/*.conf;", site));
    const nginx = await startNginx(prefix, `https://127.0.0.1:${tlsPort}/`, site);
    try {
      expect(await getOverTls(tlsPort, "vingadesign.se", "/")).toMatchObject({ status: 200 });
      const fromWww = await getOverTls(tlsPort, "www.vingadesign.se", "/tjanster?utm=test");
      expect(fromWww).toEqual({
        status: 301,
        location: "https://vingadesign.se/tjanster?utm=test",
        hsts: "max-age=63072000; includeSubDomains; preload",
      });
      for (const host of ["vingadesign.se", "www.vingadesign.se"]) {
        const response = await fetch(`http://127.0.0.1:${plainPort}/tjanster?utm=test`, {
          headers: { Host: host },
          redirect: "manual",
        });
        expect(response.status, host).toBe(301);
        expect(response.headers.get("location"), host).toBe("https://vingadesign.se/tjanster?utm=test");
      }
    } finally {
      nginx.kill("SIGQUIT");
    }
  });
});
