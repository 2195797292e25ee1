/** The function the inline visit script (visit-script.ts) leaves for the page views after the first. */
declare global {
  interface Window {
    /** Sends the visits beacon for a page view reached within the site (`first: false`), once idle. */
    clearwellVisit?: (path: string) => void;
  }
}

/**
 * The visits beacon for a page view reached by a client-side navigation
 * (docs/product.md#where-leads-come-from). The page's first view, loaded in full, is the inline
 * visit script's (visit-script.ts, run before first paint); every later path the root shows is
 * passed on to the `clearwellVisit` it left, which sends once the page is idle (and never when the
 * browser asks not to be tracked, or where the script did not run). The same path again (a
 * re-render, React's StrictMode) sends nothing. Never throws.
 *
 * Called with the location's pathname.
 */
export type VisitOnNavigation = (path: string) => void;

/**
 * Makes a {@link VisitOnNavigation}: it remembers the last path it saw (none before its first call).
 * The site uses {@link visitOnNavigation}; tests make their own.
 */
export function createVisitOnNavigation(): VisitOnNavigation {
  let shownPath: string | undefined;
  return (path) => {
    if (shownPath !== undefined && path !== shownPath) window.clearwellVisit?.(path);
    shownPath = path;
  };
}

/** The root's one {@link VisitOnNavigation} (app/root.tsx calls it on every render's path). */
export const visitOnNavigation: VisitOnNavigation = createVisitOnNavigation();
