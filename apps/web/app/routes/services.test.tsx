import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadStaticParts } from "../components/hydration/static-part.tsx";
import { expectQuotedDuration, faqEntries, type TYPICAL_DURATIONS } from "./page.test-harness.tsx";
import CommercialPage, { meta as commercialMeta } from "./services.commercial.tsx";
import FormaldehydePage, { meta as formaldehydeMeta } from "./services.formaldehyde-removal.tsx";
import MoldPage, { meta as moldMeta } from "./services.mold-removal.tsx";
import ResidentialPage, { meta as residentialMeta } from "./services.residential.tsx";
import ServicesPage, { meta as servicesMeta } from "./services.tsx";

// The page's static parts are chunks of their own: load them, so the page renders at once.
beforeAll(loadStaticParts);

/**
 * What the product asks of one services route (docs/product.md#services,
 * docs/product.md#service-pages): item counts per list, its links and the typical durations its
 * FAQs quote.
 */
type RouteCase = {
  path: string;
  Component: ComponentType;
  meta: () => MetaDescriptor[];
  title: string;
  counts: Record<string, number>;
  links: { name: string; href: string }[];
  durations: (keyof typeof TYPICAL_DURATIONS)[];
};

const cases: RouteCase[] = [
  {
    path: "/services",
    Component: ServicesPage,
    meta: servicesMeta,
    title: "Our Services | Clearwell Interiors",
    counts: { "service-blocks": 4, "why-choose-us": 6, "process-steps": 4, faqs: 4 },
    links: [{ name: "Get a Quote", href: "/contact" }],
    durations: ["residential", "commercial", "vocRemediation", "smallMoldJob"],
  },
  {
    path: "/services/residential",
    Component: ResidentialPage,
    meta: residentialMeta,
    title: "Residential Interior Design | Clearwell Interiors",
    counts: { "service-cards": 6, "process-steps": 5, "sample-projects": 6, testimonials: 2, faqs: 4 },
    links: [
      { name: "Get a Quote", href: "/contact" },
      { name: "View All Projects", href: "/works" },
      { name: "Schedule a Consultation", href: "/contact" },
    ],
    durations: ["residential", "singleRoom", "wholeHome"],
  },
  {
    path: "/services/commercial",
    Component: CommercialPage,
    meta: commercialMeta,
    title: "Commercial Interior Design | Clearwell Interiors",
    counts: {
      "service-cards": 6,
      benefits: 6,
      "process-steps": 4,
      "sample-projects": 6,
      testimonials: 2,
      faqs: 4,
    },
    links: [
      { name: "Get a Quote", href: "/contact" },
      { name: "View All Projects", href: "/works" },
      { name: "Schedule a Consultation", href: "/contact" },
    ],
    durations: ["commercial", "vocRemediation"],
  },
  {
    path: "/services/formaldehyde-removal",
    Component: FormaldehydePage,
    meta: formaldehydeMeta,
    title: "Formaldehyde & VOC Removal | Clearwell Interiors",
    counts: {
      "voc-sources": 6,
      "health-effects": 2,
      "service-cards": 6,
      "process-steps": 5,
      benefits: 6,
      testimonials: 2,
      faqs: 4,
    },
    links: [{ name: "Schedule an Assessment", href: "/contact" }],
    durations: ["vocRemediation"],
  },
  {
    path: "/services/mold-removal",
    Component: MoldPage,
    meta: moldMeta,
    title: "Mold Removal | Clearwell Interiors",
    counts: {
      symptoms: 6,
      "vulnerable-groups": 4,
      "property-damage": 4,
      "service-cards": 6,
      "process-steps": 6,
      reasons: 6,
      testimonials: 2,
      faqs: 4,
    },
    links: [{ name: "Schedule an Inspection", href: "/contact" }],
    durations: ["smallMoldJob"],
  },
];

function renderRoute({ path, Component }: RouteCase) {
  const Stub = createRoutesStub([{ path, Component }]);
  render(<Stub initialEntries={[path]} />);
}

/**
 * Number of top-level items of the list inside the element with this test id (FAQs are `<details>`
 * disclosures, counted as such).
 */
function countItems(testId: string): number {
  const container = screen.getByTestId(testId);
  if (testId === "faqs") return container.querySelectorAll("details").length;
  const list = container.matches("ul, ol") ? container : container.querySelector("ul, ol");
  if (!list) throw new Error(`no list inside ${testId}`);
  return Array.from(list.children).filter((child) => child.tagName === "LI").length;
}

describe.each(cases)("services route $path", (route) => {
  it("has exactly one h1 and every section is a region named by its h2", () => {
    renderRoute(route);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const regions = document.querySelectorAll("section[aria-labelledby]");
    expect(regions.length).toBeGreaterThanOrEqual(Object.keys(route.counts).length + 2);
    for (const region of regions) {
      const heading = document.getElementById(region.getAttribute("aria-labelledby") ?? "");
      expect(heading?.tagName).toMatch(/^H[12]$/);
      expect(heading?.textContent?.trim()).not.toBe("");
    }
    expect(document.querySelector("main")).toBeNull();
  });

  it("shows the counts the product asks for", () => {
    renderRoute(route);
    for (const [testId, count] of Object.entries(route.counts)) {
      expect({ testId, count: countItems(testId) }).toEqual({ testId, count });
    }
  });

  it("sizes the process steps' photos for the columns they sit in (four or three on a wide screen)", () => {
    renderRoute(route);
    const steps = route.counts["process-steps"] ?? 0;
    const wide = steps === 4 ? "25vw" : "33vw";
    for (const image of screen.getByTestId("process-steps").querySelectorAll("img"))
      expect(image.getAttribute("sizes")).toBe(`(min-width: 1024px) ${wide}, (min-width: 640px) 50vw, 100vw`);
  });

  it("has its call-to-action links", () => {
    renderRoute(route);
    for (const link of route.links) {
      const anchors = screen.getAllByRole("link", { name: link.name });
      expect(anchors.map((anchor) => anchor.getAttribute("href"))).toContain(link.href);
    }
  });

  it("quotes the typical durations in its FAQ answers, each with what it is the duration of", () => {
    renderRoute(route);
    const answers = faqEntries(screen.getByTestId("faqs"))
      .map((entry) => entry.answer)
      .join("\n");
    for (const key of route.durations) expectQuotedDuration(answers, key);
  });

  it("shows each FAQ as a closed disclosure, its question an h3 that opens the answer", async () => {
    const user = userEvent.setup();
    renderRoute(route);
    const entries = faqEntries(screen.getByTestId("faqs"));
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.trim().length).toBeGreaterThan(40);
      expect(entry.details.open).toBe(false);
    }
    const first = entries[0] as (typeof entries)[number];
    await user.click(first.summary);
    expect(first.details.open).toBe(true);
  });

  it("has its own title, description and canonical URL", () => {
    const tags = route.meta();
    expect(tags).toContainEqual({ title: route.title });
    expect(tags.find((tag) => "name" in tag && tag.name === "description")).toBeTruthy();
    const canonical = tags.find((tag) => "rel" in tag && tag.rel === "canonical");
    expect(String(canonical && "href" in canonical ? canonical.href : "")).toMatch(
      new RegExp(`${route.path}$`),
    );
  });
});

describe("Services overview blocks", () => {
  it("links each of the four services, in order, with a Learn more link that names the service", () => {
    renderRoute(cases[0] as RouteCase);
    const blocks = within(screen.getByTestId("service-blocks"));
    const expected = [
      ["Residential Interior Design", "/services/residential"],
      ["Commercial Interior Design", "/services/commercial"],
      ["Formaldehyde & VOC Removal", "/services/formaldehyde-removal"],
      ["Mold Removal", "/services/mold-removal"],
    ];
    expect(blocks.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expected.map(([title]) => title),
    );
    for (const [title, path] of expected) {
      const link = blocks.getByRole("link", { name: `Learn more about ${title}` });
      expect(link.getAttribute("href")).toBe(path);
    }
  });

  it("lists the four process steps in order: Consultation, Design Concept, Implementation, Final Walkthrough", () => {
    renderRoute(cases[0] as RouteCase);
    const steps = within(screen.getByTestId("process-steps")).getAllByRole("heading", { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      "Step 1: Consultation",
      "Step 2: Design Concept",
      "Step 3: Implementation",
      "Step 4: Final Walkthrough",
    ]);
  });
});
