import { Link } from "react-router";
import { site } from "../../config/site.ts";

/** The brand mark alone: an orange tile with a white open "C" (same drawing as public/favicon.svg). */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="#c2410c" />
      <path
        d="M21.5 10.6A8 8 0 1 0 21.5 21.4"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The header/footer logo: mark plus company name, linking home. Text colour is inherited. */
export function BrandLogo() {
  return (
    <Link to="/" className="flex items-center gap-3 rounded-md" aria-label={`${site.name}, home`}>
      <BrandMark />
      <span className="font-display text-xl leading-none tracking-tight whitespace-nowrap">{site.name}</span>
    </Link>
  );
}
