import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, type LinksFunction } from "react-router";
import { ConsentManager } from "~/components/consent/consent-manager";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NoScriptNav } from "~/components/layout/no-script-nav";
import { PageError } from "~/components/layout/page-error";
import { Toaster } from "~/components/ui/toaster";
import { loadBrandFonts } from "~/lib/brand-fonts";
import { HydrateWhenNear } from "~/lib/lazy-when-near";
import stylesheet from "./app.css?url";
import type { Route } from "./+types/root";
import { anchors, paths } from "~/lib/paths";
import { ScrollRestoration } from "~/components/layout/scroll-restoration";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/images/brand/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Vinga Design – blogg", href: paths.rss },
];

export function Layout({ children }: { children: ReactNode }) {
  // Once React owns the page's shell (after its first paint; the sections inside it hydrate in
  // turns, see HydrateWhenNear): mark the document, which tests wait for, and load the brand
  // fonts (see app.css). The fonts start in a task of their own: creating the
  // faces and starting their downloads took 5 ms of the task that runs hydration's effects.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    const fonts = setTimeout(() => {
      // The marker lets tests measure the page as it finally looks.
      void loadBrandFonts().then(() => (document.documentElement.dataset.fonts = "settled"));
    });
    return () => clearTimeout(fonts);
  }, []);
  return (
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1f5c" />
        {/* With the styles inline, a slow link would otherwise paint the first part of a page while
            the rest is still arriving, and every section parsed later would move what is shown
            (CLS 0.66 on /contact under applied throttling). Painting waits for the footer's start
            tag: the page's content is all there, its code is not waited for. */}
        <link rel="expect" href={`#${anchors.siteFooter}`} blocking="render" />
        {/* The prerender emits the stylesheet first in the head and the build inlines it there
            (scripts/lib/inline-stylesheet.ts), so the first paint waits for no second request.
            The browser bundle leaves it out: React skips the inlined <style> when hydrating the
            head, and rendering the link would fetch and apply the same rules a second time. */}
        {(import.meta.env.SSR || import.meta.env.DEV) && (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        )}
        <Links />
        <Meta />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href={`#${anchors.main}`}
          className="sr-only z-50 rounded-full bg-brand-blue px-5 py-3 font-semibold text-white [--focus-ring:var(--color-brand-pink)] focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Hoppa till innehållet
        </a>
        <HydrateWhenNear anchorId={anchors.siteHeader}>
          <SiteHeader />
        </HydrateWhenNear>
        {/* Keeps the page clear of the fixed header at its full height, so shrinking it shifts nothing. */}
        <div aria-hidden="true" className="h-20 shrink-0" />
        <NoScriptNav />
        <main id={anchors.main} tabIndex={-1} className="flex-1 outline-none">
          <HydrateWhenNear anchorId={anchors.main}>{children}</HydrateWhenNear>
        </main>
        <HydrateWhenNear anchorId={anchors.siteFooter}>
          <SiteFooter />
        </HydrateWhenNear>
        <Toaster />
        <ConsentManager />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Okänt fel";
  return <PageError detail={detail} />;
}
