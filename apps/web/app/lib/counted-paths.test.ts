import { COUNTED_PATHS } from "@clearwell/contract";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";

/** Every route's path as the browser shows it (`/`, `/services/mold-removal`). */
const routePaths = routes.map((entry) => (entry.index ? "/" : `/${entry.path}`));

describe("the visits beacon's counted pages (docs/product.md#where-leads-come-from)", () => {
  it("are every page of app/routes.ts but the operator's inbox and Not found", () => {
    expect(routePaths).toContain("/admin");
    expect(routePaths).toContain("/*");
    expect([...COUNTED_PATHS].sort()).toEqual(
      routePaths.filter((path) => path !== "/admin" && path !== "/*").sort(),
    );
  });
});
