import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeatureList } from "./feature-list.tsx";
import { Section } from "./section.tsx";

const items = [
  { title: "Easier breathing", description: "Less irritation of eyes and throat.", icon: "wind" as const },
  { title: "Better sleep" },
  {
    title: "Short-term effects",
    description: "Within hours:",
    icon: "clock" as const,
    points: ["Headaches", "Coughing", "Watery eyes"],
  },
];

describe("FeatureList", () => {
  it("renders one list item per feature with its title as an h3 and its description", () => {
    render(<FeatureList items={items} />);
    const list = screen.getAllByRole("list")[0] as HTMLElement;
    const top = Array.from(list.children).filter((child) => child.tagName === "LI");
    expect(top).toHaveLength(3);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Easier breathing",
      "Better sleep",
      "Short-term effects",
    ]);
    expect(screen.getByText("Less irritation of eyes and throat.")).toBeTruthy();
  });

  it("draws an icon only for items that have one, hidden from assistive technology", () => {
    const { container } = render(<FeatureList items={items} />);
    const lis = container.querySelectorAll(":scope > ul > li");
    expect(lis[0]?.querySelector(":scope > span > svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(lis[1]?.querySelector(":scope > span > svg")).toBeNull();
  });

  it("renders bullet points as a nested list", () => {
    render(<FeatureList items={items} />);
    const item = screen.getByRole("heading", { name: "Short-term effects" }).closest("li") as HTMLElement;
    const points = within(item).getByRole("list");
    expect(
      within(points)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Headaches", "Coughing", "Watery eyes"]);
  });

  it("uses two or three columns from 1024 px and follows a dark section's tone", () => {
    const { container, rerender } = render(<FeatureList items={items} />);
    expect(container.querySelector("ul")?.className).toContain("lg:grid-cols-3");
    rerender(<FeatureList items={items} columns={2} />);
    expect(container.querySelector("ul")?.className).not.toContain("lg:grid-cols-3");
    expect(container.querySelector("ul")?.className).toContain("sm:grid-cols-2");
    rerender(
      <Section tone="dark">
        <FeatureList items={items} />
      </Section>,
    );
    expect(container.querySelector("li")?.className).toContain("bg-white/5");
  });
});
