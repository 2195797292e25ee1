import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadStaticParts } from "../components/hydration/static-part.tsx";
import AboutPage from "./about.tsx";
import { expectOneH1, itemsIn, renderPage } from "./page.test-harness.tsx";

// The page's static parts are chunks of their own: load them, so the page renders at once.
beforeAll(loadStaticParts);

describe("About (docs/product.md#about)", () => {
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
