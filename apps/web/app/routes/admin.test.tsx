import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import AdminRoute, { meta } from "./admin.tsx";

/** The `/admin` route module (docs/product.md#operator-inbox): never indexed; data only in the browser. */
describe("/admin route", () => {
  it("is marked noindex", () => {
    expect(meta()).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("renders the heading and the loading state, then asks the admin API for the first page", () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>(() => {}));
    render(
      <MemoryRouter initialEntries={["/admin?view=all"]}>
        <AdminRoute />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Inbox" })).toBeTruthy();
    expect(screen.getByTestId("inbox-loading").textContent).toBe("Loading inquiries…");
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain("/api/admin/inquiries");
    fetch.mockRestore();
  });
});
