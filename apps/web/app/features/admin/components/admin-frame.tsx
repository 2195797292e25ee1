import type { ReactNode } from "react";
import { Link } from "react-router";
import { site } from "../../../config/site.ts";
import { workbenchCopy as copy } from "../../../content/admin-workbench.ts";
import { ADMIN_SECTIONS, type AdminSection, adminSectionHref } from "../hooks/admin-section.ts";

const MAIN_ID = "workbench";

/**
 * The operator's workbench frame (docs/product.md#operator-workbench), in place of the visitor's
 * header and footer: a skip link, a bar with the business's name, who is signed in and "Back to
 * the site", the sections' navigation (links kept in the URL, `aria-current="page"` on the one
 * shown) with the "Needs an answer" count beside it, then the section in `<main>`.
 *
 * @param section - the section shown.
 * @param identity - the signed-in Access identity's email (`local` under `pnpm dev`); `null` while
 *   unknown.
 * @param needsAnswer - how many New inquiries wait for an answer; `null` until known.
 */
export function AdminFrame({
  section,
  identity,
  needsAnswer,
  children,
}: {
  section: AdminSection;
  identity: string | null;
  needsAnswer: number | null;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {copy.skipLink}
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-3 sm:px-8">
          <p className="font-display text-lg leading-tight">
            {site.name}
            <span className="ml-2 text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase">
              {copy.title}
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
            <p data-testid="workbench-identity" className="break-all text-stone-700">
              {identity ? copy.signedInAs(identity) : copy.identityUnknown}
            </p>
            <Link
              to="/"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.backToSite}
            </Link>
            {/* The site editor is no route of the app: a full page load (docs/product.md#editing-the-site). */}
            <a
              href="/admin/content"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.editSite}
            </a>
          </div>
        </div>
        <nav aria-label={copy.nav.label} className="mx-auto max-w-7xl px-3 sm:px-6">
          <ul className="flex flex-wrap items-end gap-x-1">
            {ADMIN_SECTIONS.map((name) => {
              const current = name === section;
              return (
                <li key={name}>
                  <Link
                    to={adminSectionHref(name)}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center gap-2 border-b-4 px-2 text-sm font-semibold sm:px-3 ${
                      current
                        ? "border-brand-600 text-ink"
                        : "border-transparent text-stone-700 hover:border-stone-300 hover:text-brand-700"
                    }`}
                  >
                    {copy.sections[name]}
                  </Link>
                </li>
              );
            })}
            <li className="ml-auto py-1.5">
              <Link
                to={adminSectionHref("inbox")}
                data-testid="needs-answer-count"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 ring-inset hover:bg-brand-100"
              >
                {copy.needsAnswer.label}
                <span className="min-w-6 rounded-full bg-brand-700 px-2 py-0.5 text-center text-xs text-white tabular-nums">
                  {needsAnswer === null ? "…" : needsAnswer.toLocaleString("en-US")}
                </span>
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="min-h-[70vh] bg-stone-50 pt-8 pb-20 outline-none">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">{children}</div>
      </main>
    </>
  );
}
