/**
 * The production nginx set-up as docs/deployment.md ("nginx") installs it, checked with the
 * distribution's nginx (`nginx -t`): each copy in its commands is laid out under a
 * temporary prefix standing for /etc/nginx, the certificate paths point at a throwaway
 * self-signed certificate, and the main file includes conf.d/ inside `http {}` as Debian's does.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkNginx, nginxPrefix, writeCspMapStandIn } from "./nginx-check";

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

/** The guide's copies under a prefix standing for /etc/nginx, certificates included. */
function layOut() {
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
    } else if (source === "deploy/nginx.conf") {
      const conf = readFileSync(source, "utf8");
      writeFileSync(destination, conf.replaceAll(CERTIFICATES, `${prefix}/`));
    } else {
      symlinkSync(path.resolve(source), destination);
    }
  }
  return prefix;
}

describe("deploy/nginx.conf installed as docs/deployment.md says", () => {
  it("copies the site config, the rules and the build's map where nginx includes them", () => {
    expect(copies.map(({ source }) => source)).toEqual(
      expect.arrayContaining(["deploy/nginx.conf", "deploy/nginx", "build/nginx", "build/client"]),
    );
    expect(readFileSync("deploy/nginx.conf", "utf8")).toContain(CERTIFICATES);
  });

  it("passes nginx -t with the distribution's nginx", () => {
    const { status, stderr, warnings } = checkNginx(layOut(), "conf.d/*.conf");
    expect(stderr).toContain("test is successful");
    expect(status).toBe(0);
    expect(warnings).toEqual([]);
  });
});
