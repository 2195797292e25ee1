import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadStaticParts } from "../components/hydration/static-part.tsx";
import HomePage from "./home.tsx";
import { expectOneH1, itemsIn, renderPage } from "./page.test-harness.tsx";

// The page's static parts are chunks of their own: load them, so the page renders at once.
beforeAll(loadStaticParts);

describe("Home (docs/product.md#home)", () => {
  it("has its hero, three stats, logo strip, four services, about block, three projects, two testimonials, CTA", () => {
    renderPage(HomePage);
    expectOneH1("Beautiful rooms, with clean air to breathe in them");
    const quote = screen.getAllByRole("link", { name: "Get a Free Quote" });
    expect(quote.length).toBeGreaterThanOrEqual(2);
    expect(quote.every((link) => link.getAttribute("href") === "/contact")).toBe(true);
    const hero = screen.getByRole("region", { name: /Beautiful rooms/ });
    expect(
      within(hero)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["100+", "300+", "100+"]);
    const logos = screen.getByRole("region", { name: /Trusted by/ });
    expect(within(logos).getAllByRole("listitem").length).toBeGreaterThanOrEqual(6);
    const services = screen.getByRole("region", { name: /Design and environmental health/ });
    expect(
      within(services)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/services/residential",
      "/services/commercial",
      "/services/formaldehyde-removal",
      "/services/mold-removal",
    ]);
    const about = screen.getByRole("region", { name: /since 2010/ });
    expect(about.textContent).toContain("15+");
    expect(itemsIn("Recent projects")).toHaveLength(3);
    expect(itemsIn("What our clients say")).toHaveLength(2);
    expect(screen.getByRole("region", { name: /Ready for a healthier/ })).toBeTruthy();
  });
});
