import type { ReactNode } from "react";

/**
 * The drawings of the header's own icons (menu, close, the Services chevron), apart from the rest
 * of the icon set (icon-paths.tsx spreads them in): the header hydrates on every first visit,
 * the other icons are drawn by static parts whose code a first visit never downloads
 * (docs/decisions.md#hydration-in-pieces).
 */
export const NAV_ICON_PATHS = {
  "chevron-down": <path d="m6 9 6 6 6-6" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  x: <path d="M18 6 6 18M6 6l12 12" />,
};

/** The name of one of the header's icons. */
export type NavIconName = keyof typeof NAV_ICON_PATHS;

/**
 * The site's icon frame: a 24 x 24 stroke drawing, decorative (`aria-hidden`), sized by
 * `className` and coloured by `currentColor`. `Icon` (icon.tsx) and {@link NavIcon} draw in it.
 */
export function IconFrame({ children, className = "size-6" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

/** One of the header's icons, drawn like every `Icon` of the set. */
export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return <IconFrame className={className}>{NAV_ICON_PATHS[name]}</IconFrame>;
}
