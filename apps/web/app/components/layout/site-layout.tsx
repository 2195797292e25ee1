import type { ReactNode } from "react";

/**
 * The shared frame of every screen (SPEC 2): header, main content, footer.
 * Minimal placeholder; the full header and footer replace it (issue 3).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only">
        Skip to content
      </a>
      {children}
    </>
  );
}
