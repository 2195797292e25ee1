import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

/** How long a page may take to render before the rest is abandoned, in milliseconds (React Router's default). */
export const streamTimeout = 5_000;

/**
 * Renders a page at build time (every route is prerendered, docs/architecture.md#build): React
 * Router's own entry, except that the whole page is written in document order, each Suspense
 * boundary where it stands. React's streaming renderer otherwise moves a boundary whose HTML is
 * larger than `progressiveChunkSize` (about 12 KB) to the end of the page behind a fallback, with an
 * inline script that swaps it in later: a page's static parts (a whole page of sections, the
 * footer) would then appear only when that script runs, and push the page down as they do
 * (docs/decisions.md#hydration-in-pieces). Nothing is streamed: the prerender waits for every part.
 *
 * @returns the page as a `text/html` response (a `HEAD` request gets no body).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while rendering the shell reject and are logged by React Router.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
