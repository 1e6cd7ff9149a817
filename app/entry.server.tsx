import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/lib/database-errors.server";
import { withRequestScope } from "~/lib/logger.server";
import { IslandRendererContext } from "~/lib/islands";
import { NonceProvider } from "~/lib/nonce";
import { documentWithoutScripts, PAGE_CACHE_HEADER, pageCacheSeconds, type PageHandle } from "~/lib/page-scripts";
import type { loader as rootLoader } from "./root";

export const streamTimeout = 5_000;

/** An island is rendered as a root of its own, as the browser hydrates it (app/lib/islands.tsx). */
const renderIsland = (element: ReactElement) => renderToString(element);

/** Requests in which a loader or action failed because the database was out of reach. */
const hadOutage = new WeakSet<object>();

/**
 * Every error a loader or action throws (not the responses they throw on purpose) is logged here, through
 * the app's logger (which drops query parameters, email addresses and tokens) with the request id, instead
 * of React Router's default console.error of the raw error.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // A refusal thrown on purpose (a form that could not be read, an unknown action) is the request's fault, not ours.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const loadContext = context as unknown as AppLoadContext;
  const outage = isDatabaseUnavailable(error);
  if (outage) hadOutage.add(loadContext);
  withRequestScope(loadContext.requestId, () =>
    loadContext.logger.error({ err: error }, outage ? "request failed: database unavailable" : "request failed"),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // A database outage is "try again shortly", not a fault: 503 with Retry-After, whichever loader met it.
  if (hadOutage.has(loadContext) && responseStatusCode === 500) responseStatusCode = 503;
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) {
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  }
  const matches = pageMatches(routerContext);
  // The routes' word on whether anonymous visitors' copies may be kept; server/page-cache.ts decides the rest.
  const cacheSeconds = pageCacheSeconds(matches.filter((match) => match.id !== "root").map((match) => match.handle as PageHandle | undefined));
  const context = documentWithoutScripts(matches, analyticsAccepted(routerContext)) ? pageRoutesOnly(routerContext) : routerContext;
  if (cacheSeconds !== undefined) responseHeaders.set(PAGE_CACHE_HEADER, String(cacheSeconds));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and no-JavaScript clients get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandRendererContext value={renderIsland}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </IslandRendererContext>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

function pageMatches(context: EntryContext) {
  return context.staticHandlerContext.matches.map((match) => ({ id: match.route.id, handle: context.routeModules[match.route.id]?.handle }));
}

/** As the root layout reads it: analytics runs for a visitor who accepted it (the root loader's cookie state). */
function analyticsAccepted(context: EntryContext): boolean {
  const root = context.staticHandlerContext.loaderData.root as Awaited<ReturnType<typeof rootLoader>> | undefined;
  return Boolean(root?.cookies.analytics);
}

/**
 * The same context with only the routes the page is made of. React Router's ServerRouter builds a route object
 * for every route of the site on every render (about 180); a page sent without React Router's scripts sends no
 * route manifest to the browser, and its links are plain links, so the rest are never used. For a page that
 * hydrates, the whole manifest stays: the browser is given the routes near the page from it.
 */
function pageRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const match of context.staticHandlerContext.matches) routes[match.route.id] = context.manifest.routes[match.route.id];
  return { ...context, manifest: { ...context.manifest, routes } };
}
