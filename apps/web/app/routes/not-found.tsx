import { Link } from "react-router";
import { ButtonLink, buttonClasses } from "../components/ui/button-link.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { notFoundMeta } from "../content/not-found.meta.ts";
import { notFoundCopy } from "../content/not-found.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title and description of the Not found screen; it is never indexed. */
export function meta() {
  return [...pageMeta(notFoundMeta), { name: "robots", content: "noindex" }];
}

/**
 * Not found (docs/product.md#not-found): 404, Page Not Found, Back to Home (a
 * link to `/`), Go Back (browser history back) and a Contact us link. Prerendered to
 * `build/client/404.html`, which the worker serves with status 404 for unknown paths.
 */
export default function NotFoundPage() {
  return (
    <section
      aria-labelledby="page-title"
      className="flex min-h-[80svh] items-center justify-center bg-stone-50 px-5 pt-32 pb-20"
    >
      <div className="max-w-xl text-center">
        <p className="font-display text-8xl text-brand-700 sm:text-9xl">{notFoundCopy.code}</p>
        <h1 id="page-title" className="mt-4 font-display text-4xl sm:text-5xl">
          {notFoundCopy.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-stone-600">{notFoundCopy.description}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-4">
          <ButtonLink to={notFoundCopy.home.to}>
            <Icon name="home" className="size-4" />
            {notFoundCopy.home.label}
          </ButtonLink>
          <button type="button" onClick={() => window.history.back()} className={buttonClasses("secondary")}>
            <Icon name="arrow-left" className="size-4" />
            {notFoundCopy.back}
          </button>
        </div>
        <p className="mt-10 text-stone-600">
          {notFoundCopy.contactPrompt}{" "}
          <Link
            to={notFoundCopy.contact.to}
            className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
          >
            {notFoundCopy.contact.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
