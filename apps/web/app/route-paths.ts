import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "./routes.ts";

/*
 * The site's pages as paths, derived from the route config (routes.ts, docs/product.md#routes):
 * for the build (prerender/routes.ts, the content's links). No page imports this module.
 */

/** Every path of a route config entry and its children (`"/"` for an index route; `*` included). */
function pathsOf(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "");
    return [...(entry.index || entry.path ? [path] : []), ...pathsOf(entry.children ?? [], path)];
  });
}

/**
 * Every prerendered page, in route config order: each route with a static path (`*`, Not found,
 * is prerendered separately).
 */
export const PAGE_PATHS: readonly string[] = pathsOf(routes).filter((path) => !path.includes("*"));
