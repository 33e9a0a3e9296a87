import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { buildDirectory } from "./build-steps/build-directory.ts";
import { testChromiumFlags, testChromiumPath } from "./bench/lib/chromium.ts";

const nodePort = Number(process.env.E2E_NODE_PORT ?? 4173);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);
const pagesPort = Number(process.env.E2E_PAGES_PORT ?? 4176);
/** The fake GitHub that tests/e2e/server/editor-sign-in.spec.ts starts for the Pages server's sign-in. */
const fakeGithubPort = Number(process.env.E2E_FAKE_GITHUB_PORT ?? 4177);

/** The sign-in handler's variables on the Pages server (functions/admin/, hosting/editor-sign-in.ts). */
export const testSignIn = {
  clientId: "vinga-e2e-client",
  clientSecret: "vinga-e2e-secret",
  githubOrigin: `http://127.0.0.1:${fakeGithubPort}`,
  fakeGithubPort,
};
const signInBindings = Object.entries({
  GITHUB_CLIENT_ID: testSignIn.clientId,
  GITHUB_CLIENT_SECRET: testSignIn.clientSecret,
  TEST_GITHUB_ORIGIN: testSignIn.githubOrigin,
})
  .map(([name, value]) => `--binding ${name}=${value}`)
  .join(" ");
// wrangler's devtools port is fixed unless told; parallel checkouts each name their own.
const inspector = process.env.E2E_PAGES_INSPECTOR_PORT
  ? `--inspector-port ${process.env.E2E_PAGES_INSPECTOR_PORT}`
  : "";

export const servers = {
  node: `http://localhost:${nodePort}`,
  nginx: `http://127.0.0.1:${nginxPort}`,
  /** Cloudflare's Pages runtime (workerd) with the build's generated _headers and _redirects. */
  pages: `http://127.0.0.1:${pagesPort}`,
};

const launchOptions = { executablePath: testChromiumPath(), args: testChromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per server port, so parallel runs in one checkout never delete each other's traces.
  outputDir: `test-results/${nodePort}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One worker: on the 2-core machines this runs on, a second worker's browser and the three servers
  // compete for the same cores, and two workers took longer than one (docs/quality.md).
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["./tests/e2e/support/summary-reporter.ts"]],
  use: {
    baseURL: servers.node,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    // A trace only for a failure worth reading: recording one for every test cost each test its own overhead.
    trace: "on-first-retry",
    launchOptions,
  },
  projects: [
    {
      name: "server",
      testMatch: /server\/.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "desktop",
      testIgnore: /server\//,
      grepInvert: /@mobile-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      testIgnore: /server\//,
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node hosting/node/start.ts`,
      env: { PORT: String(nodePort), HOST: "localhost" },
      url: `${servers.node}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      command: `node hosting/serve-nginx.ts --port ${nginxPort}`,
      url: `${servers.nginx}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
    },
    {
      // Settings from wrangler.toml and the Functions in functions/; offline it logs that it cannot
      // fetch request metadata and goes on.
      command: `npx wrangler pages dev ${path.join(buildDirectory, "client")} --port ${pagesPort} --ip 127.0.0.1 --log-level error ${signInBindings} ${inspector}`,
      env: { WRANGLER_SEND_METRICS: "false" },
      url: `${servers.pages}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      timeout: 120_000,
    },
  ],
});
