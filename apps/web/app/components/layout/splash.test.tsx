import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SPLASH_DURATION_MS, SPLASH_SCRIPT, SPLASH_SEEN_KEY, Splash } from "./splash.tsx";

/** The stylesheet holding the splash's CSS contract. */
const css = readFileSync(join(import.meta.dirname, "../../app.css"), "utf8");

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.classList.remove("no-splash");
});

describe("Splash (SPEC 4: 800 ms on first load, no JS needed)", () => {
  it("lasts 800 ms, set inline as the CSS animation duration", () => {
    expect(SPLASH_DURATION_MS).toBe(800);
    render(<Splash />);
    const splash = screen.getByTestId("splash");
    expect(splash.style.animationDuration).toBe("800ms");
    expect(splash.classList.contains("splash")).toBe(true);
    expect(splash.getAttribute("aria-hidden")).toBe("true");
  });

  it("is hidden by CSS at the end of the animation, skipped by .no-splash and under reduced motion", () => {
    expect(css).toMatch(
      /\.splash\s*{[^}]*animation-name:\s*splash-out;[^}]*animation-fill-mode:\s*forwards;/,
    );
    expect(css).toMatch(/@keyframes splash-out\s*{[\s\S]*?100%\s*{\s*opacity:\s*0;\s*visibility:\s*hidden;/);
    expect(css).toMatch(/\.no-splash \.splash\s*{\s*display:\s*none;/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\s*{[\s\S]*\.splash\s*{\s*display:\s*none;/,
    );
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
