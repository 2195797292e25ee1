import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { portfolioProjects, worksFilters } from "../../content/works.ts";
import { filterProjects, PortfolioFilter } from "./portfolio-filter.tsx";

function shownCategories(): string[] {
  return within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-category") ?? "");
}

describe("Works filter (docs/product.md#works)", () => {
  it("keeps every project, in order, for All Projects", () => {
    expect(filterProjects(portfolioProjects, "all")).toEqual(portfolioProjects);
    expect(portfolioProjects).toHaveLength(9);
  });

  it("shows all nine, then only residential, then only commercial, announcing the count", async () => {
    const user = userEvent.setup();
    render(<PortfolioFilter projects={portfolioProjects} filters={worksFilters} />);
    const count = screen.getByTestId("project-count");
    expect(count.getAttribute("aria-live")).toBe("polite");

    const all = screen.getByRole("button", { name: "All Projects" });
    const residential = screen.getByRole("button", { name: "Residential" });
    const commercial = screen.getByRole("button", { name: "Commercial" });
    expect(all.getAttribute("aria-pressed")).toBe("true");
    expect(shownCategories()).toHaveLength(9);
    expect(count.textContent).toBe("Showing 9 projects");

    await user.click(residential);
    expect(residential.getAttribute("aria-pressed")).toBe("true");
    expect(all.getAttribute("aria-pressed")).toBe("false");
    expect(shownCategories()).toEqual(Array(5).fill("residential"));
    expect(count.textContent).toBe("Showing 5 projects");

    await user.click(commercial);
    expect(shownCategories()).toEqual(Array(4).fill("commercial"));
    expect(count.textContent).toBe("Showing 4 projects");

    await user.click(all);
    expect(shownCategories()).toHaveLength(9);
  });

  it("gives 5 residential and 4 commercial projects with the site's data", () => {
    expect(filterProjects(portfolioProjects, "residential")).toHaveLength(5);
    expect(filterProjects(portfolioProjects, "commercial")).toHaveLength(4);
  });
});
