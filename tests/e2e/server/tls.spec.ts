import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";

/** nginx with the production rules over TLS, with a self-signed certificate made for this run. */
const httpPort = Number(process.env.E2E_TLS_HTTP_PORT ?? 4175);
const httpsPort = Number(process.env.E2E_TLS_HTTPS_PORT ?? 4443);
let nginx: ChildProcess;

test.use({ ignoreHTTPSErrors: true });
// One nginx for the file: all its tests run in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  nginx = spawn(
    "node",
    ["hosting/serve-nginx.ts", "--port", String(httpPort), "--tls-port", String(httpsPort)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const output = nginx.stdout;
  if (!output) throw new Error("nginx harness has no stdout");
  const [started] = (await Promise.race([
    once(output, "data"),
    once(nginx, "exit").then(() => [Buffer.from("exited")]),
  ])) as Buffer[];
  expect(started?.toString()).toContain("nginx serves");
  // The banner prints once nginx serves over TLS; the plain port answers too.
  await expect
    .poll(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: "manual" })).status;
      } catch {
        return 0;
      }
    })
    .toBe(301);
});

test.afterAll(async () => {
  nginx.kill("SIGTERM");
  await once(nginx, "exit");
});

test("plain HTTP redirects permanently to HTTPS, keeping the path and query", async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${httpPort}/tjanster?utm=test`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(`https://localhost:${httpsPort}/tjanster?utm=test`);
  // The redirect block has no site rules of its own: server_tokens is off for all of `http {}`.
  expect(response.headers()["server"]).toBe("nginx");
});

test("HTTPS answers with HSTS and the other security headers", async ({ request }) => {
  const response = await request.get(`https://localhost:${httpsPort}/`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const notFound = await request.get(`https://localhost:${httpsPort}/finns-inte`);
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()["strict-transport-security"]).toContain("max-age=63072000");
});

test("a browser following the redirect lands on the HTTPS page", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${httpPort}/about`);
  expect(page.url()).toBe(`https://localhost:${httpsPort}/about`);
  await expect(page.locator("h1")).toHaveText("Om Vinga Design");
});
