/**
 * Signing in to the content editor with GitHub, served by the site's own Cloudflare Pages project
 * (functions/admin/auth.ts and callback.ts, decision 0034). Sveltia CMS's GitHub backend cannot
 * sign in without a handler (it has no PKCE for GitHub), so it opens `<base_url>/admin/auth` in a
 * popup; this sends the owner to GitHub's authorize page, GitHub calls back with a code, the
 * callback swaps it for a token with the OAuth app's secret and hands the token to the editor
 * window with the Decap/Netlify CMS message protocol, to that window's origin only.
 *
 * Web-standard Request and Response only, no Node modules: workerd runs it, and unit tests call it.
 */
import { adminPath } from "../app/lib/paths.ts";

export type SignInEnv = {
  /** The GitHub OAuth app's client id and secret (Cloudflare Pages: Variables and Secrets). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Other hosts the editor may be opened on, e.g. `*.vingadesign.pages.dev`, comma-separated. */
  ALLOWED_DOMAINS?: string;
  /** The end-to-end test's fake GitHub; a loopback address, any other value is ignored. */
  TEST_GITHUB_ORIGIN?: string;
};

/** What a Pages Function receives, as far as these handlers read it. */
export type PagesContext = { request: Request; env: SignInEnv };

export const signInPaths = { start: `${adminPath}auth`, callback: `${adminPath}callback` } as const;

const PROVIDER = "github";
const STATE_COOKIE = "vinga-editor-sign-in";
/** Long enough to sign in to GitHub with a second factor, short enough that a stale state expires. */
const STATE_MAX_AGE_SECONDS = 600;

/** The error codes Sveltia CMS shows in its own (Swedish) words beside our page's. */
type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "UNSUPPORTED_DOMAIN"
  | "MISCONFIGURED_CLIENT"
  | "AUTH_CODE_REQUEST_FAILED"
  | "CSRF_DETECTED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

/**
 * GitHub, or in the end-to-end test a fake one on this machine. Only a loopback address is
 * accepted, so a stray variable on the live host can never send the client secret elsewhere.
 */
export function githubOrigin(env: SignInEnv) {
  const override = env.TEST_GITHUB_ORIGIN?.trim();
  if (override) {
    const url = URL.canParse(override) ? new URL(override) : undefined;
    if (url?.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
      return url.origin;
  }
  return "https://github.com";
}

/**
 * Whether the editor may be opened on `hostname`: the handler's own host always (the editor and
 * the handler are one Pages project), and the hosts ALLOWED_DOMAINS names, where `*.example.com`
 * is any host under example.com.
 */
export function isAllowedHost(hostname: string, ownHostname: string, allowedDomains = "") {
  if (hostname === ownHostname) return true;
  return allowedDomains
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((pattern) =>
      pattern.startsWith("*.")
        ? hostname.endsWith(pattern.slice(1).toLowerCase())
        : hostname === pattern.toLowerCase(),
    );
}

/** The one origin the token may be posted to: the editor's window on `hostname`. */
export function editorOrigin(hostname: string, handler: URL) {
  return hostname === handler.hostname ? handler.origin : `https://${hostname}`;
}

/** The state cookie: the random state GitHub sends back, and the host the editor was opened on. */
export function stateCookieValue(state: string, hostname: string) {
  return encodeURIComponent(`${state} ${hostname}`);
}

/**
 * The editor's host from the state cookie, if the state GitHub sent back is the one this browser
 * started with (else the callback did not come from this sign-in: a forged or replayed request).
 */
export function checkState(cookieHeader: string | null, returnedState: string | null) {
  const cookie = (cookieHeader ?? "")
    .split(/;\s*/)
    .find((part) => part.startsWith(`${STATE_COOKIE}=`))
    ?.slice(STATE_COOKIE.length + 1);
  if (!cookie || !returnedState) return undefined;
  const [state, hostname] = decodeURIComponent(cookie).split(" ");
  return state === returnedState && hostname ? hostname : undefined;
}

/** The message the editor waits for, as Sveltia CMS parses it. */
export function resultMessage(result: { token: string } | { error: string; errorCode: ErrorCode }): string {
  const outcome = "token" in result ? "success" : "error";
  return `authorization:${PROVIDER}:${outcome}:${JSON.stringify({ provider: PROVIDER, ...result })}`;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The start of a page of the editor's own (the editor, its sign-in window): Swedish, never indexed. */
export const privatePageStart = (title: string) => [
  "<!doctype html>",
  '<html lang="sv">',
  "<head>",
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex, nofollow">',
  `<title>${escapeHtml(title)}</title>`,
];

/**
 * The popup's page: it says what happened in Swedish and runs the handshake. It announces itself
 * with `authorizing:github`; the editor answers with the same words from its own window, and only
 * then, and only if that answer comes from `targetOrigin`, is the result posted back to it.
 * Errors carry no secret and go to whichever window asked.
 */
export function handshakePage({
  heading,
  text,
  message,
  targetOrigin,
  nonce,
}: {
  heading: string;
  text: string;
  message: string;
  targetOrigin: string;
  nonce: string;
}) {
  // Inside a script element `<` could end it early; as \u003c it is the same string to JSON.parse.
  const data = JSON.stringify({ message, targetOrigin, provider: PROVIDER }).replaceAll("<", "\\u003c");
  const script = `
const { message, targetOrigin, provider } = ${data};
window.addEventListener("message", (event) => {
  if (event.data !== "authorizing:" + provider) return;
  if (targetOrigin !== "*" && event.origin !== targetOrigin) return;
  window.opener.postMessage(message, event.origin);
});
window.opener?.postMessage("authorizing:" + provider, "*");`;
  return [
    ...privatePageStart(heading),
    "</head>",
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">',
    "<main>",
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(text)}</p>`,
    "</main>",
    `<script nonce="${nonce}">${script}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function pageResponse(status: number, page: Parameters<typeof handshakePage>[0], headers: HeadersInit = {}) {
  return new Response(handshakePage(page), {
    status,
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The popup's own script only; Pages applies no _headers rule to a Function's answer.
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${page.nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The callback's address holds GitHub's one-time code.
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

const failure = (status: number, errorCode: ErrorCode, text: string, headers?: HeadersInit) =>
  pageResponse(
    status,
    {
      heading: "Inloggningen misslyckades",
      text,
      message: resultMessage({ error: text, errorCode }),
      targetOrigin: "*",
      nonce: crypto.randomUUID(),
    },
    headers,
  );

const SETUP_GUIDE = "Se docs/satta-upp-redigeringen.md i webbplatsens repository.";

/** The variables the handshake cannot work without, by name. */
export function missingVariables(env: SignInEnv) {
  return (["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] as const).filter((name) => !env[name]?.trim());
}

function misconfigured(env: SignInEnv) {
  const missing = missingVariables(env);
  if (missing.length === 0) return undefined;
  const names = missing.join(" och ");
  return failure(
    500,
    "MISCONFIGURED_CLIENT",
    `Inloggningen med GitHub är inte inställd än: ${missing.length > 1 ? "variablerna" : "variabeln"} ${names} saknas i Cloudflare Pages-projektet (Settings → Variables and Secrets). ${SETUP_GUIDE}`,
  );
}

const callbackUrl = (handler: URL) => new URL(signInPaths.callback, handler.origin).href;

/** GET /admin/auth?provider=github&site_id=<host>&scope=repo: off to GitHub's authorize page. */
export function startSignIn({ request, env }: PagesContext) {
  const url = new URL(request.url);
  if (url.searchParams.get("provider") !== PROVIDER)
    return failure(400, "UNSUPPORTED_BACKEND", "Den här inloggningen fungerar bara med GitHub.");
  const problem = misconfigured(env);
  if (problem) return problem;
  const hostname = (url.searchParams.get("site_id") ?? url.hostname).toLowerCase();
  if (!isAllowedHost(hostname, url.hostname, env.ALLOWED_DOMAINS))
    return failure(
      403,
      "UNSUPPORTED_DOMAIN",
      `Redigeringen på ${hostname} får inte logga in här. Lägg till adressen i variabeln ALLOWED_DOMAINS i Cloudflare Pages-projektet. ${SETUP_GUIDE}`,
    );
  const state = crypto.randomUUID();
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID?.trim() ?? "",
    redirect_uri: callbackUrl(url),
    scope: url.searchParams.get("scope") || "repo",
    state,
  }).toString();
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Cache-Control": "no-store",
      // Lax: GitHub's redirect back is a top-level navigation, which carries it.
      "Set-Cookie": `${STATE_COOKIE}=${stateCookieValue(state, hostname)}; Path=${signInPaths.callback}; Max-Age=${STATE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    },
  });
}

/** GET /admin/callback?code=…&state=…: the code swapped for a token, handed to the editor. */
export async function finishSignIn({ request, env }: PagesContext, fetchImpl: typeof fetch = fetch) {
  const url = new URL(request.url);
  const clearState = { "Set-Cookie": `${STATE_COOKIE}=; Path=${signInPaths.callback}; Max-Age=0` };
  const problem = misconfigured(env);
  if (problem) return problem;
  const hostname = checkState(request.headers.get("Cookie"), url.searchParams.get("state"));
  if (!hostname)
    return failure(
      403,
      "CSRF_DETECTED",
      "Svaret från GitHub hör inte till den här inloggningen (eller så tog den mer än tio minuter). Stäng fönstret och logga in igen.",
      clearState,
    );
  const code = url.searchParams.get("code");
  if (!code)
    return failure(
      400,
      "AUTH_CODE_REQUEST_FAILED",
      "GitHub gav ingen behörighet (inloggningen avbröts eller nekades). Stäng fönstret och försök igen.",
      clearState,
    );
  let token: unknown;
  try {
    const response = await fetchImpl(new URL("/login/oauth/access_token", githubOrigin(env)), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID?.trim(),
        client_secret: env.GITHUB_CLIENT_SECRET?.trim(),
        code,
        redirect_uri: callbackUrl(url),
      }),
    });
    token = ((await response.json()) as { access_token?: unknown }).access_token;
  } catch {
    token = undefined;
  }
  if (typeof token !== "string" || token === "")
    return failure(
      502,
      "TOKEN_REQUEST_FAILED",
      "GitHub lämnade ingen åtkomstnyckel. Kontrollera att GITHUB_CLIENT_SECRET hör till samma OAuth-app som GITHUB_CLIENT_ID, stäng fönstret och försök igen.",
      clearState,
    );
  return pageResponse(
    200,
    {
      heading: "Inloggad",
      text: "Du är inloggad med GitHub. Det här fönstret stängs av sig självt.",
      message: resultMessage({ token }),
      targetOrigin: editorOrigin(hostname, url),
      nonce: crypto.randomUUID(),
    },
    clearState,
  );
}
