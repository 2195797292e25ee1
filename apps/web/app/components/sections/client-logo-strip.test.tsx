import { render, screen, within } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadAppCss } from "../../app-css.test-harness.ts";
import { ClientLogoStrip } from "./client-logo-strip.tsx";

const logos = [
  { name: "Hawthorne Family Dental", style: "sans" as const },
  { name: "Bridgetown Coworking", style: "caps" as const },
  { name: "Alder & Pine", style: "serif" as const },
];

/** happy-dom's device settings, where `prefers-reduced-motion` is answered from. */
const device = () => (window as unknown as HappyDomWindow).happyDOM.settings.device;

/** The element that slides: the one whose computed animation is the marquee. */
const track = () => screen.getByRole("region").querySelector(".logo-marquee-track") as HTMLElement;

let stylesheet: HTMLStyleElement;

beforeEach(async () => {
  stylesheet = await loadAppCss();
});

afterEach(() => {
  stylesheet.remove();
  device().prefersReducedMotion = "no-preference";
});

describe("ClientLogoStrip (docs/product.md#home: loops continuously, 30 s a cycle)", () => {
  it("slides the logos in an endless 30 s loop", () => {
    render(<ClientLogoStrip title="Trusted by" logos={logos} />);
    const style = getComputedStyle(track());
    expect({
      name: style.animationName,
      duration: style.animationDuration,
      iterations: style.animationIterationCount,
      timing: style.animationTimingFunction,
    }).toEqual({ name: "marquee", duration: "30s", iterations: "infinite", timing: "linear" });
  });

  it("names each client once for screen readers, though the set is drawn twice for the seamless loop", () => {
    render(<ClientLogoStrip title="Trusted by" logos={logos} />);
    const strip = screen.getByRole("region", { name: "Trusted by" });
    expect(
      within(strip)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(logos.map((logo) => logo.name));
    expect(strip.querySelectorAll("li")).toHaveLength(2 * logos.length);
  });

  it("stops looping under reduced motion", () => {
    device().prefersReducedMotion = "reduce";
    render(<ClientLogoStrip title="Trusted by" logos={logos} />);
    const style = getComputedStyle(track());
    expect({ iterations: style.animationIterationCount, duration: style.animationDuration }).toEqual({
      iterations: "1",
      duration: "0.01ms",
    });
  });
});
