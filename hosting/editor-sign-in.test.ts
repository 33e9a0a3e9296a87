// @vitest-environment node
// Workers semantics: a browser's Headers (happy-dom) would hide Cookie and Set-Cookie.
import { describe, expect, it, vi } from "vitest";
import {
  checkState,
  editorOrigin,
  finishSignIn,
  githubOrigin,
  handshakePage,
  isAllowedHost,
  missingVariables,
  resultMessage,
  type SignInEnv,
  startSignIn,
  stateCookieValue,
} from "./editor-sign-in";

const env: SignInEnv = { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "client-secret" };
const SITE = "https://vingadesign.se";

const get = (url: string, headers: HeadersInit = {}) => new Request(url, { headers });

/** Starts a sign-in as the editor does and returns what the browser would carry to the callback. */
function started(siteId = "vingadesign.se", variables = env) {
  const response = startSignIn({
    request: get(`${SITE}/admin/auth?provider=github&site_id=${siteId}&scope=repo`),
    env: variables,
  });
  const location = new URL(response.headers.get("Location") ?? "about:blank");
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  return { response, location, cookie, state: location.searchParams.get("state") ?? "" };
}

const tokenAnswer = (body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200 }));

describe("the editor's GitHub sign-in: the start", () => {
  it("sends the owner to GitHub's authorize page with a fresh state, kept in a cookie for the callback only", () => {
    const { response, location, cookie, state } = started();
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "client-id",
      redirect_uri: `${SITE}/admin/callback`,
      scope: "repo",
      state,
    });
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(started().state).not.toBe(state);
    expect(response.headers.get("Set-Cookie")).toMatch(
      /; Path=\/admin\/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(checkState(cookie, state)).toBe("vingadesign.se");
  });

  it("refuses an editor on a host it was not set up for, and allows the ones ALLOWED_DOMAINS names", async () => {
    const refused = started("evil.example");
    expect(refused.response.status).toBe(403);
    expect(await refused.response.text()).toContain("ALLOWED_DOMAINS");
    const preview = started("abc123.vingadesign.pages.dev", {
      ...env,
      ALLOWED_DOMAINS: "www.vingadesign.se, *.vingadesign.pages.dev",
    });
    expect(preview.response.status).toBe(302);
  });

  it("says in Swedish which variable is missing, and tells the editor its client is not set up", async () => {
    const response = startSignIn({
      request: get(`${SITE}/admin/auth?provider=github&site_id=vingadesign.se`),
      env: { GITHUB_CLIENT_ID: " " },
    });
    expect(response.status).toBe(500);
    const page = await response.text();
    expect(page).toContain(
      "variablerna GITHUB_CLIENT_ID och GITHUB_CLIENT_SECRET saknas i Cloudflare Pages-projektet",
    );
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain("MISCONFIGURED_CLIENT");
    expect(missingVariables({ GITHUB_CLIENT_ID: "x" })).toEqual(["GITHUB_CLIENT_SECRET"]);
  });

  it("only signs in to GitHub", async () => {
    const response = startSignIn({ request: get(`${SITE}/admin/auth?provider=gitlab`), env });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("UNSUPPORTED_BACKEND");
  });
});

describe("the editor's GitHub sign-in: the callback", () => {
  it("swaps GitHub's code for a token with the secret and hands it to the editor's window only", async () => {
    const { cookie, state } = started();
    const fetchToken = tokenAnswer({ access_token: "gho_token", token_type: "bearer" });
    const response = await finishSignIn(
      { request: get(`${SITE}/admin/callback?code=the-code&state=${state}`, { Cookie: cookie }), env },
      fetchToken,
    );
    expect(response.status).toBe(200);
    const [url, init] = fetchToken.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://github.com/login/oauth/access_token");
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: "client-id",
      client_secret: "client-secret",
      code: "the-code",
      redirect_uri: `${SITE}/admin/callback`,
    });
    const page = await response.text();
    expect(page).toContain(JSON.stringify(resultMessage({ token: "gho_token" })).replaceAll("<", "\\u003c"));
    expect(page).toContain('"targetOrigin":"https://vingadesign.se"');
    // The state is used up.
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
    const nonce = /<script nonce="([^"]+)">/.exec(page)?.[1];
    expect(response.headers.get("Content-Security-Policy")).toContain(`script-src 'nonce-${nonce}'`);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("refuses a callback whose state is not the one this browser started with (CSRF)", async () => {
    const { cookie } = started();
    const fetchToken = tokenAnswer({ access_token: "gho_token" });
    for (const request of [
      get(`${SITE}/admin/callback?code=c&state=forged`, { Cookie: cookie }),
      get(`${SITE}/admin/callback?code=c&state=forged`),
    ]) {
      const response = await finishSignIn({ request, env }, fetchToken);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("CSRF_DETECTED");
    }
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it("tells the editor when GitHub gives no token", async () => {
    const { cookie, state } = started();
    for (const fetchToken of [
      tokenAnswer({ error: "bad_verification_code" }),
      vi.fn<typeof fetch>(async () => new Response("<html>", { status: 502 })),
    ]) {
      const response = await finishSignIn(
        { request: get(`${SITE}/admin/callback?code=c&state=${state}`, { Cookie: cookie }), env },
        fetchToken,
      );
      expect(response.status).toBe(502);
      expect(await response.text()).toContain("TOKEN_REQUEST_FAILED");
    }
  });
});

describe("the sign-in's pure parts", () => {
  it("posts the result in the message format Sveltia CMS parses", () => {
    expect(resultMessage({ token: "t" })).toBe(
      'authorization:github:success:{"provider":"github","token":"t"}',
    );
    expect(resultMessage({ error: "Nej", errorCode: "CSRF_DETECTED" })).toBe(
      'authorization:github:error:{"provider":"github","error":"Nej","errorCode":"CSRF_DETECTED"}',
    );
  });

  it("matches hosts exactly or by a leading wildcard, never by a look-alike", () => {
    expect(isAllowedHost("vingadesign.se", "vingadesign.se")).toBe(true);
    expect(isAllowedHost("vingadesign.se.evil.example", "vingadesign.se")).toBe(false);
    expect(isAllowedHost("a.vingadesign.pages.dev", "vingadesign.se", "*.vingadesign.pages.dev")).toBe(true);
    expect(isAllowedHost("evilvingadesign.pages.dev", "vingadesign.se", "*.vingadesign.pages.dev")).toBe(
      false,
    );
    expect(isAllowedHost("www.vingadesign.se", "vingadesign.se", "WWW.vingadesign.se")).toBe(true);
  });

  it("posts to the handler's own origin, or to another allowed host over HTTPS", () => {
    expect(editorOrigin("127.0.0.1", new URL("http://127.0.0.1:4176/admin/callback"))).toBe(
      "http://127.0.0.1:4176",
    );
    expect(editorOrigin("a.vingadesign.pages.dev", new URL(`${SITE}/admin/callback`))).toBe(
      "https://a.vingadesign.pages.dev",
    );
  });

  it("reads the state cookie among others, and nothing from a cookie it did not set", () => {
    const value = stateCookieValue("s1", "vingadesign.se");
    expect(checkState(`a=b; vinga-editor-sign-in=${value}; c=d`, "s1")).toBe("vingadesign.se");
    expect(checkState(`vinga-editor-sign-in=${value}`, "s2")).toBeUndefined();
    expect(checkState(null, "s1")).toBeUndefined();
    expect(checkState(`vinga-editor-sign-in=${value}`, null)).toBeUndefined();
  });

  it("lets only a loopback address stand in for GitHub", () => {
    expect(githubOrigin({ TEST_GITHUB_ORIGIN: "http://127.0.0.1:4177/" })).toBe("http://127.0.0.1:4177");
    for (const value of ["https://evil.example", "http://10.0.0.1:80", "nonsense", ""])
      expect(githubOrigin({ TEST_GITHUB_ORIGIN: value })).toBe("https://github.com");
  });

  it("keeps the page's data from closing its script early", () => {
    const page = handshakePage({
      heading: "Rubrik",
      text: "<b>",
      message: "</script><script>alert(1)</script>",
      targetOrigin: "*",
      nonce: "n",
    });
    expect(page).not.toContain("</script><script>alert(1)");
    expect(page).toContain("<p>&#60;b&#62;</p>");
  });
});
