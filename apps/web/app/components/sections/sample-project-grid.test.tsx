import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SampleProjectGrid } from "./sample-project-grid.tsx";

const projects = [
  {
    title: "Pearl District Loft",
    location: "Portland, OR",
    image: { id: "photo-1560448204-e02f11c3d0e2", alt: "Open loft with exposed beams" },
  },
  {
    title: "Columbia Law Group Offices",
    location: "Vancouver, WA",
    image: { id: "photo-1524758631624-e2822e304c36", alt: "Private offices behind glass walls" },
  },
];

describe("SampleProjectGrid", () => {
  it("renders one card per project with title, location and image", () => {
    render(<SampleProjectGrid projects={projects} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("heading", { level: 3 }).textContent).toBe("Pearl District Loft");
    expect(first.getByText("Portland, OR")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("Vancouver, WA")).toBeTruthy();
  });

  it("loads each photo lazily from the stock host, with alt text and a fixed size", () => {
    render(<SampleProjectGrid projects={projects} />);
    const image = screen.getByRole("img", { name: "Open loft with exposed beams" });
    expect(image.getAttribute("src")).toContain("photo-1560448204-e02f11c3d0e2");
    expect(image.getAttribute("srcset")).toContain(" 800w");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("height")).toBe("600");
  });

  it("renders an empty list when there are no projects", () => {
    render(<SampleProjectGrid projects={[]} />);
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });
});
