import type { ReactNode } from "react";
import { staticPart } from "../hydration/static-part.tsx";
import { Header } from "./header.tsx";

/** The footer: links and text only, so a static part (docs/decisions.md#hydration-in-pieces). */
const Footer = staticPart(() => import("./footer.tsx").then((module) => module.Footer));

/**
 * The shared frame of every screen (docs/product.md#routes): a skip link, the fixed {@link Header},
 * the page in `<main id="main">` (focusable, the skip link's target) and the footer (a static
 * part). Routes render their sections only, never their own `<main>`.
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
