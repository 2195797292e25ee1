import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNav, quoteLink, serviceLinks } from "../../content/shared/navigation.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { NavIcon } from "../ui/nav-icon.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { ExactNavLink } from "./exact-nav-link.tsx";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-base font-medium ${isActive ? "bg-brand-50 text-brand-700" : "hover:bg-stone-100"}`;

/**
 * The phone and tablet menu (docs/product.md#header: a slide-in menu with an expandable Services list):
 * a toggle button (`aria-expanded`) opening a modal `<dialog>` that slides in from the right.
 * The modal dialog moves focus into itself and makes the page behind inert; app.css stops the page
 * from scrolling while it is open. Escape, the close button or choosing a link closes it, and focus
 * returns to the toggle.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const servicesId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Browsers differ in what showModal() focuses; start on the close button everywhere.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full lg:hidden"
      >
        <NavIcon name="menu" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onKeyDown={onKeyDown}
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
        className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <BrandLogo />
          <button
            type="button"
            data-autofocus
            onClick={() => setOpen(false)}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-stone-100"
          >
            <NavIcon name="x" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="px-3 py-4">
          <ul className="space-y-1">
            <li>
              <NavLink to={mainNav.home.to} end className={linkClasses}>
                {mainNav.home.label}
              </NavLink>
            </li>
            <li>
              <NavLink to={mainNav.about.to} className={linkClasses}>
                {mainNav.about.label}
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                aria-expanded={servicesOpen}
                aria-controls={servicesId}
                onClick={() => setServicesOpen((value) => !value)}
                className="flex w-full items-center justify-between rounded-xl px-4 py-3 text-left text-base font-medium hover:bg-stone-100"
              >
                {mainNav.services.label}
                <NavIcon
                  name="chevron-down"
                  className={`size-5 transition-transform ${servicesOpen ? "rotate-180" : ""}`}
                />
              </button>
              <ul
                id={servicesId}
                hidden={!servicesOpen}
                className="mt-1 ml-4 space-y-1 border-l border-stone-200 pl-2"
              >
                {[{ label: "All Services", to: mainNav.services.to }, ...serviceLinks].map((link) => (
                  <li key={link.to}>
                    <ExactNavLink to={link.to} className={linkClasses}>
                      {link.label}
                    </ExactNavLink>
                  </li>
                ))}
              </ul>
            </li>
            {[mainNav.works, mainNav.contact].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink to={quoteLink.to} className="mt-6 w-full">
            {quoteLink.label}
          </ButtonLink>
        </nav>
      </dialog>
    </>
  );
}
