import { adminCopy } from "../content/admin.ts";
import { Workbench } from "../features/admin/components/workbench.tsx";

/** The operator's inbox is never indexed (docs/product.md#operator-inbox). */
export function meta() {
  return [{ title: `${adminCopy.metaTitle} | Clearwell Interiors` }, { name: "robots", content: "noindex" }];
}

/**
 * The route renders its own frame, not the visitor's header and footer (root.tsx reads this
 * handle; docs/product.md#operator-workbench).
 */
export const handle = { ownFrame: true };

/**
 * The operator's workbench at `/admin` (docs/product.md#operator-workbench): the {@link Workbench}
 * with its sections (Inbox, Leads, Setup, Blocked senders) kept in the URL's query. Prerendered as
 * an empty shell (the inbox's heading and loading state); the data is fetched in the browser after
 * hydration. Only this route imports app/features/admin, so the public pages ship none of it
 * (React Router splits the bundle per route).
 */
export default function AdminRoute() {
  return <Workbench />;
}
