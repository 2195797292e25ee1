import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadStaticParts, releaseStaticParts } from "../components/hydration/static-part.tsx";
import { site } from "../config/site.ts";
import ContactRoute, { meta } from "./contact.tsx";
import { expectQuotedDuration, faqEntries } from "./page.test-harness.tsx";

// The page's static parts are chunks of their own: load them, so the page renders at once.
beforeAll(loadStaticParts);

function renderPage() {
  const Stub = createRoutesStub([{ path: "/contact", Component: ContactRoute }]);
  render(<Stub initialEntries={["/contact"]} />);
}

describe("Contact page (docs/product.md#contact-form)", () => {
  // happy-dom does not load frames and prints the map frame's skipped load to stderr through the
  // Node console it captured at start-up (not the test's `console`): drop only that message.
  beforeEach(() => {
    const write = process.stderr.write.bind(process.stderr);
    vi.spyOn(process.stderr, "write").mockImplementation((chunk, ...rest) => {
      if (String(chunk).includes("Iframe page loading is disabled")) return true;
      return write(chunk, ...(rest as []));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("has the hero, Get in Touch details with office hours, and the form", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Contact Us");
    expect(screen.getByRole("heading", { level: 2, name: "Get in Touch" })).toBeTruthy();
    expect(screen.getByRole("link", { name: site.phone.display }).getAttribute("href")).toBe(site.phone.href);
    expect(screen.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(screen.getByText("9:00 AM-6:00 PM")).toBeTruthy();
    expect(screen.getByText("10:00 AM-4:00 PM")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Send Us a Message" });
    expect(within(form).getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  it("hides the honeypot from people and has no Turnstile without a site key", () => {
    renderPage();
    const form = screen.getByRole("form", { name: "Send Us a Message" });
    const honeypot = within(form).getByLabelText("Leave this field empty");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.getAttribute("tabindex")).toBe("-1");
    expect(within(form).queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
    expect(within(form).queryByTestId("turnstile-container")).toBeNull();
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });

  it("shows four social placeholders that point nowhere", () => {
    renderPage();
    for (const network of ["Facebook", "Instagram", "LinkedIn", "Pinterest"]) {
      expect(screen.getByText(`${network} (coming soon)`)).toBeTruthy();
      expect(screen.queryByRole("link", { name: new RegExp(network) })).toBeNull();
    }
  });

  it("shows a drawn map placeholder with the address and no frame until Show map is pressed", async () => {
    renderPage();
    const { address } = site;
    const placeholder = screen.getByTestId("map-placeholder");
    expect(placeholder.textContent).toContain(
      `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    );
    expect(placeholder.querySelector("img")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /open the map/i }).getAttribute("href")).toBe(site.map.linkUrl);

    await userEvent.setup().click(screen.getByRole("button", { name: "Show map" }));

    const frame = document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(site.map.embedUrl);
    expect(frame?.getAttribute("title")).toMatch(/map/i);
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole("button", { name: "Show map" })).toBeNull();
    expect(screen.queryByTestId("map-placeholder")).toBeNull();
    expect(screen.getByRole("link", { name: /open the map/i })).toBeTruthy();
  });

  it("prerenders the map without a frame and without the Show map button, only the link", () => {
    // The static parts wait for the page's first navigation only while they hydrate in a browser:
    // this server render runs beside a DOM, so let them through as the build's prerender does.
    releaseStaticParts();
    const Stub = createRoutesStub([{ path: "/contact", Component: ContactRoute }]);
    const html = renderToString(<Stub initialEntries={["/contact"]} />);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("Show map");
    expect(html).toContain(site.map.linkUrl.replaceAll("&", "&amp;"));
    expect(html).toContain(site.address.street);
  });

  it("asks the four FAQs as disclosures: areas served, project cost, duration, virtual consultations", () => {
    renderPage();
    const faq = screen.getByRole("region", { name: "Frequently Asked Questions" });
    expect(faqEntries(faq).map((entry) => entry.question)).toEqual([
      "Which areas do you serve?",
      "How much does a project cost?",
      "How long does a project take?",
      "Do you offer virtual consultations?",
    ]);
  });

  it("answers how long a project takes with every typical duration, each with what it is the duration of", () => {
    renderPage();
    const faq = screen.getByRole("region", { name: "Frequently Asked Questions" });
    const duration = faqEntries(faq).find((entry) => entry.question === "How long does a project take?");
    for (const key of [
      "residential",
      "commercial",
      "singleRoom",
      "wholeHome",
      "vocRemediation",
      "smallMoldJob",
    ] as const) {
      expectQuotedDuration(duration?.answer ?? "", key);
    }
  });

  it("has its own title and description", () => {
    const tags = meta();
    expect(tags).toContainEqual({ title: "Contact Us | Clearwell Interiors" });
    expect(tags.some((tag) => "name" in tag && tag.name === "description")).toBe(true);
  });
});
