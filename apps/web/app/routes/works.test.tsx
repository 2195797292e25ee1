import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadStaticParts } from "../components/hydration/static-part.tsx";
import { itemsIn, renderPage } from "./page.test-harness.tsx";
import WorksPage from "./works.tsx";

// The page's static parts are chunks of their own: load them, so the page renders at once.
beforeAll(loadStaticParts);

describe("Works (docs/product.md#works)", () => {
  it("has nine projects with the filter, the design process, three testimonials and a CTA", () => {
    renderPage(WorksPage);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const portfolio = screen.getByRole("region", { name: "Recent projects" });
    expect(within(portfolio).getAllByRole("article")).toHaveLength(9);
    expect(
      within(portfolio)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["All Projects", "Residential", "Commercial"]);
    expect(itemsIn("Our design process")).toHaveLength(4);
    expect(itemsIn("What our clients say")).toHaveLength(3);
    expect(screen.getByRole("link", { name: /Start Your Project/ }).getAttribute("href")).toBe("/contact");
  });
});
