/**
 * Docker cannot run on this machine (no engine, no registry), so the image is checked here from
 * its parts: what it copies exists, the nginx config paths match what it copies, every setting
 * reaches the build, and the container's nginx config passes `nginx -t` with the real nginx.
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkNginx, nginxPrefix, unprivilegedPorts, writeCspMapStandIn } from "./nginx-check";

const dockerfile = readFileSync("hosting/docker/Dockerfile", "utf8").replace(/\\\n/g, " ");
const instructions = dockerfile
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));
const copies = instructions
  .filter((line) => line.startsWith("COPY "))
  .map((line) => {
    const parts = line.split(/\s+/).slice(1);
    const from = parts[0]?.startsWith("--from=") ? parts.shift()?.slice("--from=".length) : undefined;
    const destination = parts.pop() ?? "";
    return { from, sources: parts, destination };
  });
const containerConf = readFileSync("hosting/docker/site.conf", "utf8");
const compose = parse(readFileSync("compose.yaml", "utf8")) as {
  services: { web: { build: { args: Record<string, string> }; ports: string[] } };
};

/** Where a path inside the serving image comes from: [context or build-stage source, image path]. */
function sourceOf(imagePath: string) {
  const copy = copies.find(
    ({ destination }) => imagePath === destination || imagePath.startsWith(`${destination}/`),
  );
  if (!copy) return undefined;
  return {
    from: copy.from,
    source: path.join(copy.sources[0] ?? "", imagePath.slice(copy.destination.length)),
  };
}

describe("Dockerfile", () => {
  it("copies only files that exist in the repository", () => {
    for (const { from, sources } of copies.filter(({ from }) => !from)) {
      for (const source of sources.filter((name) => name !== "."))
        expect(existsSync(source), `${source} (${from ?? "context"})`).toBe(true);
    }
  });

  it("serves the build's client folder from the root the nginx config names", () => {
    const root = /^\s*root\s+(\S+);/m.exec(containerConf)?.[1] ?? "";
    expect(sourceOf(root)).toEqual({ from: "build", source: "/site/build/client" });
    expect(instructions).toContain("WORKDIR /site");
  });

  it("has every file the nginx configs include at the path nginx looks for it", () => {
    const includes = [containerConf, readFileSync("hosting/nginx/site.conf", "utf8")].flatMap((text) =>
      [...text.matchAll(/^\s*include\s+(\S+);/gm)].map((match) => match[1] ?? ""),
    );
    expect(includes).toEqual(expect.arrayContaining(["vinga/http.conf", "vinga-build/csp-map.conf"]));
    for (const include of includes) {
      const origin = sourceOf(`/etc/nginx/${include}`);
      expect(origin, include).toBeDefined();
      if (origin?.from === "build") {
        // Written by the build (build-steps/static-host.ts), not in the repository.
        expect(readFileSync("build-steps/static-host.ts", "utf8")).toContain(path.basename(include));
      } else expect(existsSync(origin?.source ?? ""), include).toBe(true);
    }
    expect(sourceOf("/etc/nginx/conf.d/default.conf")?.source).toBe("hosting/docker/site.conf");
  });

  it("passes every site setting to the build, in the Dockerfile and in compose.yaml", () => {
    const settings = [...readFileSync("app/site.config.ts", "utf8").matchAll(/read\("(VITE_\w+)"/g)]
      .map((match) => match[1])
      .sort();
    expect(settings.length).toBeGreaterThan(5);
    const buildArgs = instructions
      .filter((line) => line.startsWith("ARG "))
      .flatMap((line) => line.split(/\s+/).slice(1))
      .sort();
    expect(buildArgs).toEqual(settings);
    expect(Object.keys(compose.services.web.build.args).sort()).toEqual(settings);
  });

  it("publishes the container's nginx port as 8080", () => {
    const listen = /^\s*listen\s+(\d+);/m.exec(containerConf)?.[1];
    expect(instructions).toContain(`EXPOSE ${listen}`);
    expect(compose.services.web.ports).toEqual([`8080:${listen}`]);
  });

  it("gives nginx a config it accepts, laid out as in the image", () => {
    const prefix = nginxPrefix("docker-nginx");
    symlinkSync(path.resolve("hosting/nginx"), path.join(prefix, "vinga"));
    writeCspMapStandIn(path.join(prefix, "vinga-build"));
    writeFileSync(path.join(prefix, "site.conf"), unprivilegedPorts(containerConf));
    const { status, stderr, warnings } = checkNginx(prefix, "site.conf");
    expect(stderr).toContain("test is successful");
    expect(status).toBe(0);
    expect(warnings).toEqual([]);
  });
});
