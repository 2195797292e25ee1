import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { useStaticLinkNavigation, useStaticPartsRelease } from "./components/hydration/static-links.ts";
import { staticPart } from "./components/hydration/static-part.tsx";
import { SiteLayout } from "./components/layout/site-layout.tsx";
import { SplashScript } from "./components/layout/splash-script.tsx";
import { visitScript } from "./lib/visit-script.ts";

/** The splash: markup and CSS only, so a static part (docs/decisions.md#hydration-in-pieces). */
const Splash = staticPart(() => import("./components/layout/splash.tsx").then((module) => module.Splash));

/**
 * The HTML document shared by every route: the splash (docs/product.md#splash-and-animations), then
 * the shared header and footer.
 * `<html>` suppresses hydration warnings because the splash script may add `no-splash` to it
 * before React hydrates.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <SplashScript />
        <Meta />
        <Links />
        {/* Prerendered only, and last: hydration leaves it in place and no bundle carries it (lib/visit-script.ts). */}
        {import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: visitScript() }} /> : null}
      </head>
      <body>
        <Splash />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Every route renders inside the shared header and footer. Once hydrated, `<html>` gets
 * `data-hydrated` (the scripts start after first paint, prerender/defer-hydration.ts): tests wait for
 * it before they drive the page's scripted controls. The first navigation within the site lets the
 * page's static parts load and hydrate (`useStaticPartsRelease`, after the render that sees it);
 * until then their links navigate through React Router all the same
 * (docs/decisions.md#hydration-in-pieces).
 */
export default function App() {
  // A route with `handle.ownFrame` (the operator's workbench) draws its own frame instead.
  const ownFrame = useMatches().some(
    (match) => (match.handle as { ownFrame?: boolean } | undefined)?.ownFrame,
  );
  useStaticPartsRelease();
  useStaticLinkNavigation();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  if (ownFrame) return <Outlet />;
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/** Last-resort screen for an error thrown while rendering a route. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong.";
  return (
    <SiteLayout>
      <div className="mx-auto max-w-3xl px-6 pt-40 pb-32 text-center">
        <h1 className="font-display text-3xl">Sorry, this page could not be shown</h1>
        <p className="mt-4 text-stone-600">{detail}</p>
        <a className="mt-8 inline-block font-medium text-brand-700 underline" href="/">
          Back to Home
        </a>
      </div>
    </SiteLayout>
  );
}
