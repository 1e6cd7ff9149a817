import { lazy, Suspense, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { FormNotRead, refusalReason } from "./components/form-not-read";
import { NotFound } from "./components/not-found";
import { ServerError } from "./components/server-error";
import { ServiceUnavailable } from "./components/service-unavailable";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { signedInHome } from "./features/auth/session.server";
import { Analytics } from "./features/analytics/components/analytics";
import { CookieBanner } from "./features/analytics/components/cookie-banner";
import { cookieStateFor } from "./features/analytics/consent.server";
import { useNonce } from "./lib/nonce";
import { OrganisationContext } from "./lib/organisation";
import { PageHydratesContext } from "./lib/page-hydrates";
import { pageEnhancements } from "./lib/enhancement-scripts";
import { IslandScripts } from "./lib/islands";
import { documentWithoutScripts, pageIsland } from "./lib/page-scripts";
import { newPageNonce } from "./lib/idempotency.server";
import stylesheet from "./app.css?url";
import enhancementScript from "./lib/enhance-page.js?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The local performance monitor exists in development only: production bundles hold none of it. */
const WebVitalsOverlay = import.meta.env.DEV ? lazy(() => import("./features/analytics/components/web-vitals-overlay")) : null;

export async function loader({ context, request }: Route.LoaderArgs) {
  // Contact details are configuration: the server hands them to the page, so the browser bundle holds none.
  return {
    signedInHome: await signedInHome(context, request),
    organisation: context.env.organisation,
    cookies: await cookieStateFor(context, request),
    // New on every page request and after every submission: the form kit makes each form's idempotency key from it.
    formNonce: context.signedInRender?.formNonce ?? newPageNonce(),
  };
}

/**
 * Moving within one page by its query string (the CV builder's steps, the resources tabs) does not change who is
 * signed in, so the root loader is not asked again: those moves make no request, and work on a patchy connection.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Absent when the root loader itself failed: the header then offers sign-in, as for anyone signed out.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const signedIn = rootData?.signedInHome ?? null;
  const organisation = rootData?.organisation ?? null;
  // Decided when the server renders the document; once React runs in the browser it keeps its scripts.
  const matches = useMatches();
  // Analytics runs in React: a visitor who accepted it gets the scripts on every page where it may run.
  const analyticsRunning = Boolean(rootData?.cookies.analytics);
  const island = pageIsland(matches);
  const withoutScripts = typeof document === "undefined" && documentWithoutScripts(matches, analyticsRunning);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4a45" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <PageHydratesContext value={!withoutScripts}>
          {rootData?.cookies.asks ? <CookieBanner choice={rootData.cookies.choice} justSaved={rootData.cookies.justSaved} /> : null}
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to main content
          </a>
          <OrganisationContext value={organisation}>
            <SiteHeader signedInHome={signedIn} withoutScripts={withoutScripts} />
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter signedInHome={signedIn} organisation={organisation} />
          </OrganisationContext>
        </PageHydratesContext>
        <Analytics settings={rootData?.cookies.analytics ?? null} choice={rootData?.cookies.choice ?? null} />
        {WebVitalsOverlay ? (
          <Suspense fallback={null}>
            <WebVitalsOverlay />
          </Suspense>
        ) : null}
        {withoutScripts ? (
          <>
            <script type="module" src={enhancementScript} nonce={nonce} />
            {pageEnhancements(matches).map((src) => (
              <script key={src} type="module" src={src} nonce={nonce} />
            ))}
            {island ? <IslandScripts name={island} nonce={nonce} /> : null}
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailable />;
  if (isRouteErrorResponse(error) && (error.status === 400 || error.status === 413)) {
    return <FormNotRead reason={refusalReason(error.data)} />;
  }
  return <ServerError />;
}
