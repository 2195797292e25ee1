import { adminCopy } from "../content/admin.ts";
import { Inbox } from "../features/admin/components/inbox.tsx";
import { LeadsPanel } from "../features/admin/components/leads-panel.tsx";
import { SetupPanel } from "../features/admin/components/setup-panel.tsx";

/** The operator's inbox is never indexed (docs/product.md#operator-inbox). */
export function meta() {
  return [{ title: `${adminCopy.metaTitle} | Clearwell Interiors` }, { name: "robots", content: "noindex" }];
}

/**
 * The operator's inbox at `/admin` (docs/product.md#operator-inbox): the page heading, the
 * {@link SetupPanel} (docs/product.md#setup-panel), the {@link Inbox} and the {@link LeadsPanel}
 * (docs/product.md#where-leads-come-from). Prerendered as an empty shell (heading and loading state); the inquiries are
 * fetched in the browser after hydration. Only this route imports app/features/admin, so the
 * public pages ship none of it (React Router splits the bundle per route).
 */
export default function AdminRoute() {
  return (
    <div className="bg-stone-50 pt-28 pb-20 sm:pt-32">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <header className="mb-8 max-w-3xl">
          <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase">
            {adminCopy.eyebrow}
          </p>
          <h1 className="font-display text-4xl leading-tight sm:text-5xl">{adminCopy.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-600">{adminCopy.lead}</p>
        </header>
        <SetupPanel />
        <Inbox />
        <LeadsPanel />
      </div>
    </div>
  );
}
