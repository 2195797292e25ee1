import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { mainNav, serviceLinks } from "../../content/shared/navigation.ts";
import { NavIcon } from "../ui/nav-icon.tsx";
import { ExactNavLink } from "./exact-nav-link.tsx";
import { navLinkClasses } from "./nav-styles.ts";

/**
 * The desktop Services dropdown (docs/product.md#header): a
 * disclosure button that opens on mouse hover and by keyboard (Enter/Space toggle, ArrowDown opens
 * and focuses the first link), closes on Escape (focus returns to the button), on leaving with the
 * mouse, on tabbing out, on an outside click and after navigating. Lists the overview and the four
 * service pages.
 */
export function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const inServices = pathname === "/services" || pathname.startsWith("/services/");

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => panelRef.current?.querySelector("a")?.focus());
  };

  return (
    <li
      ref={wrapperRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        openedByHover.current = !open;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onButtonKeyDown}
        onClick={() => {
          // A click right after hover-opening keeps the panel open instead of closing it again.
          if (openedByHover.current && open) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
        className={`${navLinkClasses(inServices)} inline-flex items-center gap-1`}
      >
        {mainNav.services.label}
        <NavIcon name="chevron-down" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 -translate-x-1/2 pt-3"
      >
        <ul className="w-72 rounded-2xl bg-white p-2 text-ink shadow-xl ring-1 ring-stone-200">
          {[{ label: "All Services", to: mainNav.services.to }, ...serviceLinks].map((link) => (
            <li key={link.to}>
              <ExactNavLink
                to={link.to}
                className={({ isActive }) =>
                  `block rounded-xl px-4 py-3 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 ${
                    isActive ? "bg-brand-50 text-brand-700" : ""
                  }`
                }
              >
                {link.label}
              </ExactNavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
