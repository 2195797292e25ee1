import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image.tsx";

const photo = { id: "photo-1618221195710-dd6b41faaea6", alt: "Sunlit living room" };

describe("ResponsiveImage", () => {
  it("is lazy with a width-based srcset, fixed dimensions and a fallback background", () => {
    render(<ResponsiveImage photo={photo} width={800} height={600} sizes="100vw" />);
    const image = screen.getByRole("img", { name: "Sunlit living room" });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.getAttribute("fetchpriority")).toBeNull();
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("height")).toBe("600");
    expect(image.getAttribute("src")).toContain("w=800");
    expect(image.getAttribute("srcset")).toMatch(/w=400 400w, .*w=1600 1600w$/);
    expect(image.className).toContain("bg-stone-300");
  });

  it("loads eagerly with high fetch priority when it is the priority image", () => {
    render(
      <ResponsiveImage photo={photo} width={1600} height={900} sizes="100vw" priority placeholder="dark" />,
    );
    const image = screen.getByRole("img");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.className).toContain("bg-stone-800");
  });
});
