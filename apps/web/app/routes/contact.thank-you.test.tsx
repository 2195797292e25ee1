import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadStaticParts } from "../components/hydration/static-part.tsx";
import { site } from "../config/site.ts";
import ContactThankYouRoute, { meta } from "./contact.thank-you.tsx";

// The page's static parts are chunks of their own: load them, so the page renders at once.
beforeAll(loadStaticParts);

function renderPage() {
  const Stub = createRoutesStub([{ path: "/contact/thank-you", Component: ContactThankYouRoute }]);
  render(<Stub initialEntries={["/contact/thank-you"]} />);
}

describe("Thank-you page (docs/product.md#plain-html-form)", () => {
  it("says the form's success title and text, letter for letter", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Message sent successfully!");
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you as soon as possible."),
    ).toBeTruthy();
  });

  it("links back to the home page and the Contact page, and to the phone number", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Back to Contact" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByRole("link", { name: site.phone.display }).getAttribute("href")).toBe(site.phone.href);
  });

  it("has its own title and description and is never indexed", () => {
    const tags = meta();
    expect(tags).toContainEqual({ title: "Message sent | Clearwell Interiors" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    const description = tags.find((tag) => "name" in tag && tag.name === "description");
    expect(description && "content" in description ? description.content : "").toMatch(
      /^Your message has reached Clearwell Interiors\./,
    );
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: new URL("/contact/thank-you", site.url).toString(),
    });
  });
});
