/**
 * Classes of a top-level header link; `active` marks the current route (the link also carries
 * `aria-current="page"` from NavLink).
 */
export function navLinkClasses(active: boolean): string {
  return `relative rounded-md px-3 py-2 text-sm font-medium transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-opacity ${
    active ? "after:bg-current after:opacity-100" : "after:bg-current after:opacity-0 hover:after:opacity-60"
  }`;
}
