import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { serviceLinks } from "../../content/shared/navigation.ts";
import { HEADER_SCROLL_THRESHOLD_PX, Header } from "./header.tsx";

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

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

describe("Header appearance (SPEC 4: threshold 50 px)", () => {
  it("uses a 50 px threshold", () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(50);
  });

  it("is transparent on / until scrolled more than 50 px, then solid, and transparent again at the top", async () => {
    renderHeaderAt("/");
    expect(header().getAttribute("data-appearance")).toBe("transparent");
    scrollTo(50);
    expect(header().getAttribute("data-appearance")).toBe("transparent");
    scrollTo(51);
    expect(header().getAttribute("data-appearance")).toBe("solid");
    expect(header().className).toContain("bg-white");
    scrollTo(0);
    expect(header().getAttribute("data-appearance")).toBe("transparent");
  });

  it("is solid on other routes even at the top", () => {
    renderHeaderAt("/about");
    expect(header().getAttribute("data-appearance")).toBe("solid");
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
      ...serviceLinks.map((link) => link.to),
    ]);
    expect(serviceLinks).toHaveLength(4);

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
