import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { CookieQuestion } from "~/components/consent/cookie-question";

const RENDER_TIMEOUT_MS = 10_000;

/**
 * Runs only at build time, to prerender every page. It waits for all content, lazily loaded
 * sections included, so each page is complete HTML: nothing streamed in by script, everything
 * readable without JavaScript.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // The stream is read only when everything is ready, so nothing is gained by React's default
    // of moving boundaries larger than 12.8 kB into a hidden segment revealed by a script; that
    // segment stays hidden without JavaScript and to crawlers that run none. Inline them all.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(stream, { headers: responseHeaders, status });
}

/**
 * The cookie question's markup, for the build to put into every page's script that asks it
 * (scripts/lib/cookie-question-script.ts). It lives outside React's tree: no page hydrates for it.
 */
export function renderCookieQuestion() {
  return renderToStaticMarkup(<CookieQuestion />);
}
