import { expect, test } from "@playwright/test";
import { createServer, type IncomingMessage } from "node:http";
import { adminPath } from "../../../app/lib/paths";
import { createSiteConfig } from "../../../app/site.config";
import { servers, testSignIn } from "../../../playwright.config";

/**
 * Signing in to the editor as shipped on the primary host, offline: the built editor at /admin/
 * on Cloudflare's Pages runtime (wrangler, with the site's Functions and the test's variables from
 * playwright.config.ts), a fake GitHub on loopback for the OAuth pages, and GitHub's API stubbed in
 * the browser. The editor must receive, through its popup, exactly the token the fake GitHub
 * issued, and use it on the API.
 */
const CODE = "e2e-code-1234";
const TOKEN = "gho_e2eTokenFromTheFakeGitHub";

type Seen = { authorize: Record<string, string>[]; exchange: Record<string, string>[] };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

/** GitHub's two OAuth endpoints, as far as the handshake uses them. */
function fakeGithub(seen: Seen) {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", testSignIn.githubOrigin);
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = Object.fromEntries(url.searchParams);
      seen.authorize.push(query);
      const back = new URL(query.redirect_uri ?? "");
      back.search = new URLSearchParams({ code: CODE, state: query.state ?? "" }).toString();
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = JSON.parse(await readBody(request)) as Record<string, string>;
      seen.exchange.push(body);
      const valid =
        body.client_id === testSignIn.clientId &&
        body.client_secret === testSignIn.clientSecret &&
        body.code === CODE;
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          valid
            ? { access_token: TOKEN, token_type: "bearer", scope: "repo,user" }
            : { error: "bad_verification_code" },
        ),
      );
      return;
    }
    response.writeHead(404).end();
  });
}

test("the editor on the Pages host signs in with GitHub through the site's own handler and uses the token it issued", async ({
  page,
  context,
  request,
}) => {
  // The editor's script is 3 MB, which a busy machine takes a while to run.
  test.setTimeout(120_000);
  const seen: Seen = { authorize: [], exchange: [] };
  const github = fakeGithub(seen);
  await new Promise<void>((resolve) => github.listen(testSignIn.fakeGithubPort, "127.0.0.1", resolve));
  try {
    // As built, the editor signs in at the site's own origin, where the Pages project serves the
    // handler; this test's site is the local Pages server, so the origin is swapped for it.
    const config = (await (await request.get(`${servers.pages}${adminPath}config.json`)).json()) as {
      backend: Record<string, unknown>;
    };
    expect(config.backend).toMatchObject({
      name: "github",
      base_url: createSiteConfig(process.env).origin,
      auth_endpoint: "admin/auth",
    });
    // The editor asks for it with a cache-busting query.
    await context.route(
      (url) => url.origin === servers.pages && url.pathname === `${adminPath}config.json`,
      (route) =>
        route.fulfill({ json: { ...config, backend: { ...config.backend, base_url: servers.pages } } }),
    );

    // GitHub's API and status page, stubbed in the browser: the test is over once the token reaches them.
    const authorizations: string[] = [];
    await context.route("https://api.github.com/**", (route) => {
      const authorization = route.request().headers().authorization;
      if (authorization) authorizations.push(authorization);
      return route.fulfill({ status: 401, json: { message: "Bad credentials (test stub)" } });
    });
    await context.route("https://www.githubstatus.com/**", (route) =>
      route.fulfill({ json: { status: { indicator: "none" } } }),
    );

    await page.goto(`${servers.pages}${adminPath}`);
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Logga in med ⁨GitHub⁩" }).click({ timeout: 60_000 });
    const popup = await popupOpened;
    // The editor closes the popup once the token has reached it.
    await popup.waitForEvent("close", { timeout: 15_000 });

    await expect.poll(() => authorizations.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new Set(authorizations.map((value) => value.replace(/^(token|Bearer) /i, "")))).toEqual(
      new Set([TOKEN]),
    );

    // What the fake GitHub was asked: the app's id, the callback on the same host, and the secret.
    expect(seen.authorize).toEqual([
      {
        client_id: testSignIn.clientId,
        redirect_uri: `${servers.pages}${adminPath}callback`,
        scope: "repo,user",
        state: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(seen.exchange).toEqual([
      {
        client_id: testSignIn.clientId,
        client_secret: testSignIn.clientSecret,
        code: CODE,
        redirect_uri: `${servers.pages}${adminPath}callback`,
      },
    ]);
  } finally {
    await new Promise((resolve) => github.close(resolve));
  }
});

test("the handler's callback refuses an answer that does not belong to a sign-in this browser started", async ({
  request,
}) => {
  const response = await request.get(`${servers.pages}${adminPath}callback?code=stolen&state=forged`);
  expect(response.status()).toBe(403);
  const page = await response.text();
  expect(page).toContain("Inloggningen misslyckades");
  expect(page).toContain("CSRF_DETECTED");
  expect(page).not.toContain(TOKEN);
});
