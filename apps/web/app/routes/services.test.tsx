import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { typicalDurations } from "../content/shared/company-facts.ts";
import { services } from "../content/shared/services.ts";
import CommercialPage, { meta as commercialMeta } from "./services.commercial.tsx";
import FormaldehydePage, { meta as formaldehydeMeta } from "./services.formaldehyde-removal.tsx";
import MoldPage, { meta as moldMeta } from "./services.mold-removal.tsx";
import ResidentialPage, { meta as residentialMeta } from "./services.residential.tsx";
import ServicesPage, { meta as servicesMeta } from "./services.tsx";

/** What SPEC 2 asks of one services route: item counts per list and its links. */
type RouteCase = {
  path: string;
  Component: ComponentType;
  meta: () => MetaDescriptor[];
  title: string;
  counts: Record<string, number>;
  links: { name: string; href: string }[];
  durations: string[];
};

const cases: RouteCase[] = [
  {
    path: "/services",
    Component: ServicesPage,
    meta: servicesMeta,
    title: "Our Services | Clearwell Interiors",
    counts: { "service-blocks": 4, "why-choose-us": 6, "process-steps": 4, faqs: 4 },
    links: [{ name: "Get a Quote", href: "/contact" }],
    durations: [typicalDurations.residentialProject, typicalDurations.smallMoldJob],
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
    durations: [typicalDurations.residentialProject, typicalDurations.singleRoom, typicalDurations.wholeHome],
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
    durations: [typicalDurations.commercialProject, typicalDurations.vocRemediation],
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
    durations: [typicalDurations.vocRemediation],
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
    durations: [typicalDurations.smallMoldJob],
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

describe.each(cases)("services route $path (SPEC 2)", (route) => {
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

  it("shows the counts the spec gives", () => {
    renderRoute(route);
    for (const [testId, count] of Object.entries(route.counts)) {
      expect({ testId, count: countItems(testId) }).toEqual({ testId, count });
    }
  });

  it("has the spec's call-to-action links", () => {
    renderRoute(route);
    for (const link of route.links) {
      const anchors = screen.getAllByRole("link", { name: link.name });
      expect(anchors.map((anchor) => anchor.getAttribute("href"))).toContain(link.href);
    }
  });

  it("quotes the SPEC 9 durations in its FAQ answers", () => {
    renderRoute(route);
    const faqs = screen.getByTestId("faqs").textContent ?? "";
    for (const duration of route.durations) expect(faqs).toContain(duration);
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
  it("links each of the four services with a Learn more link that names the service", () => {
    renderRoute(cases[0] as RouteCase);
    const blocks = within(screen.getByTestId("service-blocks"));
    for (const service of services) {
      expect(blocks.getByRole("heading", { level: 3, name: service.title })).toBeTruthy();
      const link = blocks.getByRole("link", { name: `Learn more about ${service.title}` });
      expect(link.getAttribute("href")).toBe(service.path);
    }
  });

  it("lists the process steps of SPEC 2 in order", () => {
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
