import type { ReactNode } from "react";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

/**
 * The shared frame of every screen (docs/product.md#routes): a skip link, the fixed {@link Header},
 * the page in `<main id="main">` (focusable, the skip link's target) and the {@link Footer}. Routes
 * render their sections only, never their own `<main>`.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
