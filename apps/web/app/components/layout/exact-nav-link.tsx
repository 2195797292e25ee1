import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

/** Props of {@link ExactNavLink}: where it leads, its classes for either state, and its text. */
export interface ExactNavLinkProps {
  /** The page's path, without a trailing slash (`/services`). */
  to: string;
  /** Classes for the link, given whether it leads to the current page. */
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}

/**
 * The path of the current page without a trailing slash (`/` stays `/`). React Router's prerender
 * renders each page at `/<path>/`, while visitors are served `/<path>` (the worker drops the
 * trailing slash); both must mark the same link as current, or the prerendered HTML and the
 * hydrated page disagree (docs/architecture.md#build).
 */
export function useCurrentPath(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, "") || "/";
}

/**
 * A navigation link that is current (`aria-current="page"`) on exactly its own page, with or
 * without a trailing slash: a NavLink with `end`, minus the trailing slash mismatch. Used where a
 * parent and its children are listed side by side (All Services and the four service pages,
 * docs/product.md#header).
 */
export function ExactNavLink({ to, className, children }: ExactNavLinkProps) {
  const isActive = useCurrentPath() === to;
  return (
    <Link to={to} aria-current={isActive ? "page" : undefined} className={className({ isActive })}>
      {children}
    </Link>
  );
}
