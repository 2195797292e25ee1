import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "./header.tsx";

function renderHeaderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: Header },
    { path: "/about", Component: Header },
    { path: "/services/residential", Component: Header },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

const header = () => screen.getByRole("banner");

/**
 * How the header looks, as a visitor sees it: its background class (white or none) together with
 * the `data-appearance` it exposes, so a mismatch between the two fails as well.
 */
function appearance(): string {
  const { className } = header();
  const look = header().getAttribute("data-appearance");
  if (look === "solid" && className.includes("bg-white") && !className.includes("bg-transparent"))
    return "solid";
  if (look === "transparent" && className.includes("bg-transparent") && !className.includes("bg-white"))
    return "transparent";
  return `inconsistent: data-appearance=${look}, class=${className}`;
}

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

describe("Header appearance (docs/product.md#header: solid past 50 px on /)", () => {
  it("is transparent on / until scrolled more than 50 px, then solid, and transparent again at the top", () => {
    renderHeaderAt("/");
    expect(appearance()).toBe("transparent");
    scrollTo(50);
    expect(appearance()).toBe("transparent");
    scrollTo(51);
    expect(appearance()).toBe("solid");
    scrollTo(0);
    expect(appearance()).toBe("transparent");
  });

  it("is solid at once when / opens already scrolled past 50 px (a reload mid-page), and not at 50 px", () => {
    scrollTo(51);
    const { unmount } = renderHeaderAt("/");
    expect(appearance()).toBe("solid");
    unmount();
    scrollTo(50);
    renderHeaderAt("/");
    expect(appearance()).toBe("transparent");
  });

  it("is solid on other routes at the top and stays solid whatever the scroll", () => {
    for (const path of ["/about", "/services/residential"]) {
      const { unmount } = renderHeaderAt(path);
      expect(appearance()).toBe("solid");
      scrollTo(51);
      expect(appearance()).toBe("solid");
      scrollTo(0);
      expect(appearance()).toBe("solid");
      unmount();
    }
  });

  it("marks the current route in the navigation", () => {
    renderHeaderAt("/about");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Home" })?.hasAttribute("aria-current")).toBe(false);
  });
});

describe("Services dropdown", () => {
  const servicesButton = () =>
    within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", { name: "Services" });

  it("opens with Enter, closes with Escape and returns focus to the button", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/about");
    const button = servicesButton();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeNull();
    expect(panel?.hasAttribute("hidden")).toBe(true);

    button.focus();
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel?.hasAttribute("hidden")).toBe(false);
    const links = within(panel as HTMLElement).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/services",
      "/services/residential",
      "/services/commercial",
      "/services/formaldehyde-removal",
      "/services/mold-removal",
    ]);

    await user.tab();
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("toggles with Space and opens on ArrowDown", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/about");
    const button = servicesButton();
    button.focus();
    await user.keyboard(" ");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard(" ");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens on mouse hover and closes when the mouse leaves", async () => {
    const user = userEvent.setup();
    renderHeaderAt("/about");
    const button = servicesButton();
    await user.hover(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.unhover(button);
    await user.hover(screen.getByRole("link", { name: "About" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
