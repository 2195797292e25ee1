import { afterEach, describe, expect, it, vi } from "vitest";
import { createVisitOnNavigation } from "./visit-beacon.ts";
import { visitScript } from "./visit-script.ts";

afterEach(() => {
  delete window.clearwellVisit;
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("visitOnNavigation (docs/product.md#where-leads-come-from)", () => {
  it("leaves the first path to the visit script and passes every new path on, once each", () => {
    const visit = vi.fn();
    window.clearwellVisit = visit;
    const onPath = createVisitOnNavigation();
    onPath("/");
    onPath("/"); // a re-render, or React's StrictMode running the effect again
    expect(visit).not.toHaveBeenCalled();
    onPath("/works");
    onPath("/works");
    onPath("/contact");
    onPath("/works");
    expect(visit.mock.calls).toEqual([["/works"], ["/contact"], ["/works"]]);
  });

  it("does nothing where the visit script did not run (no clearwellVisit)", () => {
    const onPath = createVisitOnNavigation();
    onPath("/");
    expect(() => onPath("/about")).not.toThrow();
  });

  it("with the visit script: one beacon per page view, first only on the tab's first", () => {
    const sendBeacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    // The page was loaded in full at "/" (happy-dom's location), then navigated within the site.
    new Function(visitScript())();
    const onPath = createVisitOnNavigation();
    onPath(location.pathname);
    onPath("/services");
    onPath("/services");
    onPath("/contact");
    expect(sendBeacon).not.toHaveBeenCalled(); // nothing before the browser is idle
    vi.runAllTimers();
    expect(sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(String(body))])).toEqual([
      ["/api/visits", { path: location.pathname, first: true }],
      ["/api/visits", { path: "/services", first: false }],
      ["/api/visits", { path: "/contact", first: false }],
    ]);
    Reflect.deleteProperty(document, "readyState");
    Reflect.deleteProperty(navigator, "sendBeacon");
  });
});
