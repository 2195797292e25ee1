import type { ReactNode } from "react";
import { Link } from "react-router";

/** Visual weight of a {@link ButtonLink}. */
export type ButtonVariant = "primary" | "secondary" | "light";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700",
  light: "border border-white/70 bg-white/10 text-white backdrop-blur-sm hover:bg-white hover:text-ink",
};

/** Shared classes of every button-shaped control (links and real buttons alike). */
export const BUTTON_BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors";

/** Classes of a button-shaped control of the given variant (for `<button>`s that look like {@link ButtonLink}). */
export function buttonClasses(variant: ButtonVariant = "primary"): string {
  return `${BUTTON_BASE} ${VARIANT_CLASSES[variant]}`;
}

/**
 * A link styled as a button (the site's calls to action: Get a Quote and friends).
 * `primary` is the orange CTA (white on brand-600, 5.2:1), `secondary` an outlined button on light
 * backgrounds, `light` an outlined button on photos and dark sections.
 */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  className,
}: {
  /** Route path, e.g. `/contact`. */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Link to={to} className={`${buttonClasses(variant)} ${className ?? ""}`}>
      {children}
    </Link>
  );
}
