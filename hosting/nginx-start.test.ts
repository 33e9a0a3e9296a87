// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx-config";
import { startNginx } from "./nginx-start";
import { freePort } from "../bench/lib/plain-nginx";

/** An nginx set-up serving `root` on `port`, in a throwaway prefix. */
function prefixServing(root: string, port: number) {
  const prefix = mkdtempSync(path.join(tmpdir(), "nginx-start-test-"));
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    nginxConfig(prefix, `  server { listen 127.0.0.1:${port}; root ${root}; }`, root),
  );
  return prefix;
}

describe("startNginx", () => {
  it("resolves once nginx serves the probed page", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "nginx-start-site-"));
    writeFileSync(path.join(root, "index.html"), "<h1>Här</h1>\n");
    const port = await freePort();
    const nginx = await startNginx(prefixServing(root, port), `http://127.0.0.1:${port}/`, root);
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("Här");
    } finally {
      nginx.kill("SIGQUIT");
    }
  });

  it("rejects, naming the folder, when nginx answers but cannot serve the files", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "nginx-start-empty-"));
    const port = await freePort();
    // An empty folder: nginx may not list it and answers 403.
    await expect(startNginx(prefixServing(empty, port), `http://127.0.0.1:${port}/`, empty)).rejects.toThrow(
      `nginx answers GET http://127.0.0.1:${port}/ with 403, not 200: it cannot read the files in ${empty}`,
    );
  });

  it("rejects at once when nginx stops, here because its port is taken", async () => {
    const taken = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => taken.once("listening", resolve));
    const { port } = taken.address() as AddressInfo;
    const root = mkdtempSync(path.join(tmpdir(), "nginx-start-site-"));
    try {
      await expect(startNginx(prefixServing(root, port), `http://127.0.0.1:${port}/`, root)).rejects.toThrow(
        /^nginx stopped \(exit code 1\) before it served anything/,
      );
    } finally {
      taken.close();
    }
  });
});
