import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import AboutPage from "./about.tsx";
import HomePage from "./home.tsx";
import WorksPage from "./works.tsx";

function renderPage(Page: ComponentType) {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub initialEntries={["/"]} />);
}

/** The direct list items of the first list inside the region named `name`. */
function itemsIn(name: string | RegExp): HTMLElement[] {
  const region = screen.getByRole("region", { name });
  const list = region.querySelector("ul, ol, dl") as HTMLElement;
  return Array.from(list.children) as HTMLElement[];
}

function expectOneH1(text: string) {
  expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([text]);
}

describe("Home (SPEC 2 /)", () => {
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

describe("About (SPEC 2 /about)", () => {
  it("has mission, four values, four team members, awards, four stats and a CTA", () => {
    renderPage(AboutPage);
    expectOneH1("Designers who care what's in the air");
    expect(screen.getByRole("region", { name: /safe to breathe in/ })).toBeTruthy();
    expect(itemsIn("Our values").map((item) => item.querySelector("h3")?.textContent)).toEqual([
      "Client-Centered",
      "Excellence",
      "Innovation",
      "Timeliness",
    ]);
    expect(itemsIn("Meet the team")).toHaveLength(4);
    expect(itemsIn("Awards and certifications").length).toBeGreaterThanOrEqual(3);
    expect(itemsIn(/By the numbers|Fifteen years/).map((item) => item.textContent)).toEqual([
      "Successful projects100+",
      "Years of experience15+",
      "Trusted partners50+",
      "Design awards12",
    ]);
    expect(screen.getByRole("link", { name: /Schedule a Consultation/ }).getAttribute("href")).toBe(
      "/contact",
    );
  });
});

describe("Works (SPEC 2 /works)", () => {
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
