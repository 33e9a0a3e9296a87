// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import type { TLSSocket } from "node:tls";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startPlainNginx, throwawayCertificate } from "./plain-nginx";

/** A site in a private folder (mode 700, as mkdtemp makes it), which only its owner may enter. */
function site() {
  const folder = mkdtempSync(path.join(tmpdir(), "plain-nginx-test-"));
  writeFileSync(path.join(folder, "index.html"), "<h1>Golvet</h1>\n");
  return folder;
}

describe("startPlainNginx with a throwaway certificate", () => {
  it("answers over TLS and HTTP/2 with the key whose hash the browser is told to trust", async () => {
    const tls = throwawayCertificate();
    const server = await startPlainNginx(site(), tls);
    try {
      expect(server.origin).toMatch(/^https:\/\/localhost:\d+$/);
      const session = connect(server.origin, { rejectUnauthorized: false });
      const { alpn, spki, body } = await new Promise<{ alpn: string; spki: string; body: string }>(
        (resolve, reject) => {
          session.on("error", reject);
          const request = session.request({ ":path": "/" });
          let body = "";
          request.setEncoding("utf8");
          request.on("data", (chunk: string) => (body += chunk));
          request.on("end", () => {
            const socket = session.socket as unknown as TLSSocket;
            const certificate = socket.getPeerX509Certificate();
            const der = certificate?.publicKey.export({ type: "spki", format: "der" }) ?? Buffer.alloc(0);
            resolve({
              alpn: session.alpnProtocol ?? "",
              spki: createHash("sha256").update(der).digest("base64"),
              body,
            });
          });
          request.on("error", reject);
        },
      );
      session.close();
      expect(alpn).toBe("h2");
      expect(spki).toBe(tls.spkiHash);
      expect(body).toContain("Golvet");
    } finally {
      server.stop();
    }
  });

  it("speaks plain HTTP/1.1 without one, and has documents revalidated", async () => {
    const server = await startPlainNginx(site());
    try {
      expect(server.origin).toMatch(/^http:\/\/localhost:\d+$/);
      const response = await fetch(server.origin);
      expect(await response.text()).toContain("Golvet");
      expect(response.headers.get("cache-control"), "a document is revalidated").toBe("no-cache");
    } finally {
      server.stop();
    }
  });
});
