import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { commercialPage } from "../../content/commercial.ts";
import { formaldehydePage } from "../../content/formaldehyde-removal.ts";
import { moldPage } from "../../content/mold-removal.ts";
import { residentialPage } from "../../content/residential.ts";
import type { ServicePageContent } from "../../content/types.ts";
import { ServicePage } from "./service-page.tsx";

/** Renders `page` inside a router (its buttons are router links). */
function renderPage(page: ServicePageContent) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ServicePage page={page} /> }]);
  return render(<Stub />);
}

/** The service pages from their section lists (docs/product.md#service-pages). */
describe("ServicePage", () => {
  it.each([
    ["residential", residentialPage],
    ["commercial", commercialPage],
    ["mold removal", moldPage],
    ["formaldehyde removal", formaldehydePage],
  ])(
    "renders the %s sections in their list's order, each under its heading, then the call to action",
    async (_name, page) => {
      const { container } = renderPage(page);
      await screen.findByRole("heading", { level: 1, name: page.hero.title });
      const shown = [...container.querySelectorAll("[data-testid]")].map((element) =>
        element.getAttribute("data-testid"),
      );
      expect(shown).toEqual(page.sections.map((section) => section.testId));
      const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
      expect(headings).toEqual([...page.sections.map((section) => section.heading.title), page.cta.title]);
    },
  );

  it("puts each section on its background and the projects' link under them", async () => {
    const { container } = renderPage(commercialPage);
    await screen.findByRole("heading", { level: 1 });
    const projects = container.querySelector('[data-testid="sample-projects"]')?.closest("section");
    expect(projects?.className).toContain("bg-stone");
    const link = screen.getByRole("link", { name: "View All Projects" });
    expect(link.getAttribute("href")).toBe("/works");
    expect(projects?.contains(link)).toBe(true);
    const faqs = container.querySelector('[data-testid="faqs"]')?.closest("section");
    expect(faqs?.querySelector("h2")?.parentElement?.className).toContain("text-center");
  });
});
