import { render, screen } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadAppCss, visibleAt } from "../../app-css.test-harness.ts";
import { SPLASH_SCRIPT, SPLASH_SEEN_KEY, Splash } from "./splash.tsx";

/** happy-dom's device settings, where `prefers-reduced-motion` is answered from. */
const device = () => (window as unknown as HappyDomWindow).happyDOM.settings.device;

let stylesheet: HTMLStyleElement;

beforeEach(async () => {
  stylesheet = await loadAppCss();
});

afterEach(() => {
  stylesheet.remove();
  sessionStorage.clear();
  document.documentElement.classList.remove("no-splash");
  device().prefersReducedMotion = "no-preference";
});

describe("Splash (docs/product.md#splash-and-animations: 800 ms on first load, no JS needed)", () => {
  it("covers the page from first paint until 800 ms, then is hidden for good", () => {
    render(<Splash />);
    const splash = screen.getByTestId("splash");
    expect(
      [0, 400, 700, 799, 800, 801, 60_000].map((ms) => ({ ms, visible: visibleAt(splash, ms) })),
    ).toEqual([
      { ms: 0, visible: true },
      { ms: 400, visible: true },
      { ms: 700, visible: true },
      { ms: 799, visible: true },
      { ms: 800, visible: false },
      { ms: 801, visible: false },
      { ms: 60_000, visible: false },
    ]);
  });

  it("never takes a click or a screen reader's attention, even while it shows", () => {
    render(<Splash />);
    const splash = screen.getByTestId("splash");
    expect(getComputedStyle(splash).pointerEvents).toBe("none");
    expect(splash.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("is not shown at all on a later full load (.no-splash) or under reduced motion", () => {
    // The inline script sets the class before the body is parsed, so it is there before the splash.
    document.documentElement.classList.add("no-splash");
    const first = render(<Splash />);
    expect(visibleAt(screen.getByTestId("splash"), 0)).toBe(false);
    first.unmount();
    document.documentElement.classList.remove("no-splash");

    device().prefersReducedMotion = "reduce";
    render(<Splash />);
    expect(visibleAt(screen.getByTestId("splash"), 0)).toBe(false);
  });

  it("fades by opacity alone, which the compositor plays without a main-thread frame", () => {
    const rule = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .find((candidate) => candidate instanceof CSSKeyframesRule && candidate.name === "splash-out");
    const frames = Array.from((rule as CSSKeyframesRule).cssRules) as CSSKeyframeRule[];
    const properties = new Set(frames.flatMap((frame) => Array.from(frame.style)));
    expect([...properties]).toEqual(["opacity"]);
  });

  it("is hidden at its end by its frame's one step, a visibility change and nothing else", () => {
    render(<Splash />);
    const frame = screen.getByTestId("splash").parentElement as HTMLElement;
    expect([getComputedStyle(frame).animationName, frame.style.animationDelay]).toEqual([
      "splash-gone",
      "800ms",
    ]);
    expect(frame.getAttribute("aria-hidden")).toBe("true");
    const rule = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .find((candidate) => candidate instanceof CSSKeyframesRule && candidate.name === "splash-gone");
    const frames = Array.from((rule as CSSKeyframesRule).cssRules) as CSSKeyframeRule[];
    expect(frames.map((keyframe) => [keyframe.keyText, Array.from(keyframe.style)])).toEqual([
      ["100%", ["visibility"]],
    ]);
  });

  it("shows on the first load of a session and is skipped on later full loads", () => {
    const runScript = () => new Function(SPLASH_SCRIPT)();
    runScript();
    expect(document.documentElement.classList.contains("no-splash")).toBe(false);
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe("1");
    runScript();
    expect(document.documentElement.classList.contains("no-splash")).toBe(true);
  });
});
