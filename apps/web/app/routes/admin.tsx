/** The operator's inbox is never indexed. */
export function meta() {
  return [{ title: "Inbox | Clearwell Interiors" }, { name: "robots", content: "noindex" }];
}

/** The operator's inbox (placeholder; the admin work fills it in). */
export default function AdminRoute() {
  return <h1>Inbox</h1>;
}
