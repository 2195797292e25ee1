import { NavLink, useLocation } from "react-router";
import { mainNav, quoteLink } from "../../content/shared/navigation.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { navLinkClasses } from "./nav-styles.ts";
import { ServicesDropdown } from "./services-dropdown.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";

/** Scroll offset, in CSS pixels, past which the home header turns solid (docs/product.md#header: 50 px). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

/** The header's look: see-through over the home hero, or solid white. */
export type HeaderAppearance = "transparent" | "solid";

/**
 * The shared header (docs/product.md#header): fixed at the top; on `/` transparent until
 * the page is scrolled more than {@link HEADER_SCROLL_THRESHOLD_PX}, solid on every other route.
 * Desktop navigation with the Services dropdown from 1024 px; below that the slide-in menu. The
 * current look is exposed as `data-appearance` for tests.
 */
export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const appearance: HeaderAppearance = pathname === "/" && !scrolled ? "transparent" : "solid";
  const transparent = appearance === "transparent";

  return (
    <header
      data-appearance={appearance}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300 ${
        transparent ? "bg-transparent text-white" : "bg-white text-ink shadow-sm"
      }`}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={mainNav.home.to} end className={({ isActive }) => navLinkClasses(isActive)}>
                {mainNav.home.label}
              </NavLink>
            </li>
            <li>
              <NavLink to={mainNav.about.to} className={({ isActive }) => navLinkClasses(isActive)}>
                {mainNav.about.label}
              </NavLink>
            </li>
            <ServicesDropdown />
            {[mainNav.works, mainNav.contact].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => navLinkClasses(isActive)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <ButtonLink to={quoteLink.to} className="px-5">
              {quoteLink.label}
            </ButtonLink>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
