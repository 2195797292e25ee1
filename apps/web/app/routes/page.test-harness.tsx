import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { expect } from "vitest";

/** Renders a route's page component at `/` inside a router (for its links), without the site layout. */
export function renderPage(Page: ComponentType) {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub initialEntries={["/"]} />);
}

/** The direct list items of the first list inside the region named `name`. */
export function itemsIn(name: string | RegExp): HTMLElement[] {
  const region = screen.getByRole("region", { name });
  const list = region.querySelector("ul, ol, dl") as HTMLElement;
  return Array.from(list.children) as HTMLElement[];
}

/** Asserts the page has exactly one `<h1>` and that it reads `text`. */
export function expectOneH1(text: string) {
  expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([text]);
}

/**
 * The typical durations the FAQs quote (docs/product.md#constants), each with the words that name
 * what it is the duration of: an answer must put that subject and its duration in one clause.
 */
export const TYPICAL_DURATIONS = {
  residential: { subject: "residential", duration: "2-6 months" },
  commercial: { subject: "commercial", duration: "3-12 months" },
  singleRoom: { subject: "single room", duration: "6-8 weeks" },
  wholeHome: { subject: "whole home", duration: "3-6 months" },
  vocRemediation: { subject: "remediation", duration: "2-5 days" },
  smallMoldJob: { subject: "small mold jobs", duration: "1-2 days" },
} as const;

/** Asserts `text` says the typical duration `key` of {@link TYPICAL_DURATIONS} in one clause. */
export function expectQuotedDuration(text: string, key: keyof typeof TYPICAL_DURATIONS) {
  const { subject, duration } = TYPICAL_DURATIONS[key];
  expect(text).toMatch(new RegExp(`${subject}[^.;]*?\\b${duration}\\b`, "i"));
}

/**
 * The FAQ entries inside `container`, as a visitor meets them: each a native `<details>`
 * disclosure whose `<summary>` holds the question as an `<h3>`, and the answer that opening it
 * reveals. Fails when an entry is not built that way.
 */
export function faqEntries(container: HTMLElement) {
  return Array.from(container.querySelectorAll("details")).map((details) => {
    const question = details.querySelector(":scope > summary h3");
    const answer = Array.from(details.children).filter((child) => child.tagName !== "SUMMARY");
    expect(question, "each FAQ's question is an h3 inside its summary").not.toBeNull();
    expect(answer.length, "each FAQ has an answer outside its summary").toBeGreaterThan(0);
    return {
      details,
      summary: details.querySelector(":scope > summary") as HTMLElement,
      question: question?.textContent ?? "",
      answer: answer.map((element) => element.textContent ?? "").join(" "),
    };
  });
}
