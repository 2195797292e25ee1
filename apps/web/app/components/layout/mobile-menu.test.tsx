import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu.tsx";

function renderMenu() {
  const Stub = createRoutesStub([{ path: "/", Component: MobileMenu }]);
  render(<Stub initialEntries={["/"]} />);
  const toggle = screen.getByRole("button", { name: "Open menu" });
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  return { toggle, dialog };
}

describe("Mobile menu (docs/product.md#header: slide-in menu)", () => {
  it("opens as a modal dialog, moves focus into it, and Escape closes it returning focus to the toggle", async () => {
    const user = userEvent.setup();
    const { toggle, dialog } = renderMenu();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(dialog.open).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(dialog.open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard("{Escape}");
    expect(dialog.open).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes with the close button", async () => {
    const user = userEvent.setup();
    const { toggle, dialog } = renderMenu();
    await user.click(toggle);
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it("expands the Services list with the overview and the four service pages", async () => {
    const user = userEvent.setup();
    const { toggle, dialog } = renderMenu();
    await user.click(toggle);
    const servicesButton = within(dialog).getByRole("button", { name: "Services" });
    const list = document.getElementById(servicesButton.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(list.hidden).toBe(true);
    await user.click(servicesButton);
    expect(servicesButton.getAttribute("aria-expanded")).toBe("true");
    expect(list.hidden).toBe(false);
    const hrefs = within(list)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/services",
      "/services/residential",
      "/services/commercial",
      "/services/formaldehyde-removal",
      "/services/mold-removal",
    ]);
  });
});
