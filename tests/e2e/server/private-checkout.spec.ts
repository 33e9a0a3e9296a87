import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDirectory } from "../../../build-steps/build-directory";
import { freePort } from "../../../bench/lib/plain-nginx";

/**
 * The suite's nginx (hosting/serve-nginx.ts) serving a build that lies in a private folder (mode
 * 700, as root's home and `mktemp -d` are): a newcomer who is root and clones there runs the whole
 * suite with it. Started as root, nginx's workers once ran as an unprivileged user that could not
 * enter the folder, and every request was answered 403 or 404.
 */
async function serveNginx(build: string) {
  const port = await freePort();
  const server = spawn("node", ["hosting/serve-nginx.ts", "--port", String(port)], {
    env: { ...process.env, VINGA_BUILD_DIR: build },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [output] = (await Promise.race([once(server.stdout, "data"), once(server, "exit")])) as unknown[];
  return { origin: `http://127.0.0.1:${port}`, server, started: String(output ?? ""), stderr: () => stderr };
}

test("serves a build inside a folder of mode 700", async ({ request }) => {
  const checkout = mkdtempSync(path.join(tmpdir(), "vinga-private-checkout-"));
  expect(statSync(checkout).mode & 0o777).toBe(0o700);
  const build = path.join(checkout, "build");
  symlinkSync(buildDirectory, build);
  const { origin, server, started, stderr } = await serveNginx(build);
  try {
    expect(started, stderr()).toContain("nginx serves");
    for (const [pathname, status] of [
      ["/", 200],
      ["/about", 200],
      ["/images/brand/favicon.svg", 200],
      ["/finns-inte", 404],
    ] as const) {
      const response = await request.get(origin + pathname);
      expect(response.status(), pathname).toBe(status);
    }
    expect(await (await request.get(`${origin}/about`)).text()).toContain("Om Vinga Design");
    expect(stderr()).not.toContain("Permission denied");
  } finally {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
});

test("stops at once with one message naming the cause when there is no build to serve", async () => {
  const empty = mkdtempSync(path.join(tmpdir(), "vinga-no-build-"));
  const { server, stderr } = await serveNginx(empty);
  if (server.exitCode === null) await once(server, "exit");
  expect(server.exitCode).toBe(1);
  expect(stderr()).toBe(
    `serve-nginx: ${path.join(empty, "client", "index.html")} is missing: build the site first (npm run build).\n`,
  );
});
