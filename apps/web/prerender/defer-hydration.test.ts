import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferHydration, deferredBootScript, SAFETY_TIMEOUT_MS } from "./defer-hydration.ts";

/** The parts of a page shaped like React Router 8's prerendered output (prerender.test.ts checks the real one). */
const HEAD_START = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>';
const PRELOADS =
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>';
const HEAD_END = '<link rel="stylesheet" href="/assets/root-3.css"/></head>';
const BODY_START = "<body><main>Hi</main><script>window.__reactRouterContext = {};</script>";
const MODULE_SOURCE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-2.js");`;
const MODULE_SCRIPT = `<script type="module" async="">${MODULE_SOURCE}</script>`;
const BODY_END = "<!--$--><script>done()</script><!--/$--></body></html>";
const PAGE = HEAD_START + PRELOADS + HEAD_END + BODY_START + MODULE_SCRIPT + BODY_END;

/** The boot script's source in a rewritten page (the classic inline script that replaced the module script). */
function bootOf(html: string): string {
  const boot = /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!boot) throw new Error("no boot script in the page");
  return boot;
}

describe("deferHydration", () => {
  const html = deferHydration(PAGE);

  it("removes the modulepreload links and replaces the module script in place, keeping every other byte", () => {
    const boot = bootOf(html);
    expect(html).toBe(`${HEAD_START}${HEAD_END}${BODY_START}<script>${boot}</script>${BODY_END}`);
  });

  it("starts the same modules after first paint, without a raw </script> or < in the inline code", () => {
    const boot = bootOf(html);
    expect(boot).toContain('"first-contentful-paint"');
    expect(boot).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(boot).toContain(JSON.stringify(MODULE_SOURCE));
    expect(boot).not.toContain("<");
    expect(() => new Function(boot)).not.toThrow();
  });

  it("escapes every < of the module source and the URLs, so the inline code cannot close its script", () => {
    const source = 'if (a < b) import("/x.js"); // </script><!-- -->';
    const boot = deferredBootScript(source, ["/assets/a<b>.js"]);
    expect(boot).not.toContain("<");
    expect(boot).toContain(JSON.stringify(source).replaceAll("<", "\\u003c"));
    expect(boot).toContain('["/assets/a\\u003cb>.js"]');
  });

  it("refuses a page without React Router's scripts", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/deferHydration/);
  });

  it.each([
    ["no modulepreload link", PAGE.replace(PRELOADS, ""), /no <link rel="modulepreload">/],
    [
      "a modulepreload link with crossorigin",
      PAGE.replace('href="/assets/manifest-1.js"/>', 'href="/assets/manifest-1.js" crossorigin=""/>'),
      /attributes "crossorigin href rel"/,
    ],
    [
      "a modulepreload link in <body>",
      PAGE.replace(BODY_START, `${BODY_START}<link rel="modulepreload" href="/assets/late.js"/>`),
      /outside <head>/,
    ],
    ["no module script", PAGE.replace(MODULE_SCRIPT, ""), /0 module scripts/],
    ["two module scripts", PAGE.replace(MODULE_SCRIPT, MODULE_SCRIPT + MODULE_SCRIPT), /2 module scripts/],
    [
      "a module script with a nonce",
      PAGE.replace('<script type="module" async="">', '<script type="module" async="" nonce="n">'),
      /attributes "async nonce type"/,
    ],
    [
      "a module script with src",
      PAGE.replace(MODULE_SCRIPT, '<script type="module" src="/assets/entry.js"></script>'),
      /attributes "src type"/,
    ],
    [
      "a module script that is not React Router's",
      PAGE.replace("window.__reactRouterRouteModules", "window.somethingElse"),
      /does not set window.__reactRouterRouteModules/,
    ],
  ])("throws on %s", (_shape, page, message) => {
    expect(() => deferHydration(page)).toThrow(message);
  });
});

/** A stand-in for `PerformanceObserver`: the test reports the paint entries itself. */
class FakePaintObserver {
  static instances: FakePaintObserver[] = [];
  readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  observed: unknown[] = [];
  constructor(callback: FakePaintObserver["callback"]) {
    this.callback = callback;
    FakePaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {}
  /** Reports a paint entry named `name` to every observer. */
  static report(name: string) {
    for (const observer of FakePaintObserver.instances)
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

describe("the boot script in a document", () => {
  const boot = bootOf(deferHydration(PAGE));
  const originalObserver = globalThis.PerformanceObserver;
  const preloads = () => document.querySelectorAll('link[rel="modulepreload"]');
  const moduleScripts = () => document.querySelectorAll('script[type="module"]');

  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.instances = [];
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    document.head.innerHTML = "";
    document.body.innerHTML = "<main></main>";
  });

  afterEach(() => {
    globalThis.PerformanceObserver = originalObserver;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("inserts the preloads and the module script once the first contentful paint is reported", () => {
    new Function(boot)();
    expect(FakePaintObserver.instances[0]?.observed).toEqual([{ type: "paint", buffered: true }]);
    FakePaintObserver.report("first-paint");
    vi.advanceTimersByTime(0);
    expect(preloads()).toHaveLength(0);

    FakePaintObserver.report("first-contentful-paint");
    expect(preloads()).toHaveLength(0);
    vi.advanceTimersByTime(0);
    vi.advanceTimersToNextTimer();
    expect([...preloads()].map((link) => link.getAttribute("href"))).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
    ]);
    expect(moduleScripts()).toHaveLength(1);
    expect(moduleScripts()[0]?.textContent).toBe(MODULE_SOURCE);

    // The safety timeout later does not start the scripts a second time.
    vi.advanceTimersByTime(SAFETY_TIMEOUT_MS);
    expect(preloads()).toHaveLength(2);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("after the paint, waits for a hero photo that is still loading, then for a frame drawn with it decoded", async () => {
    document.body.innerHTML = '<main><img fetchpriority="high" src="/hero.jpg" alt=""></main>';
    const hero = document.querySelector("img") as HTMLImageElement;
    Object.defineProperty(hero, "complete", { value: false });
    let decoded = () => {};
    hero.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    new Function(boot)();
    FakePaintObserver.report("first-contentful-paint");
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toHaveLength(0);

    hero.dispatchEvent(new Event("load"));
    await Promise.resolve();
    vi.advanceTimersByTime(0);
    expect(frames).toHaveLength(0);
    decoded();
    await Promise.resolve();
    expect(frames).toHaveLength(1);
    expect(moduleScripts()).toHaveLength(0);
    frames[0]?.(0);
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(moduleScripts()).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(2);
  });

  it("after the paint, starts at once when the hero photo fails", () => {
    document.body.innerHTML = '<main><img fetchpriority="high" src="/hero.jpg" alt=""></main>';
    const hero = document.querySelector("img") as HTMLImageElement;
    Object.defineProperty(hero, "complete", { value: false });
    new Function(boot)();
    FakePaintObserver.report("first-contentful-paint");
    vi.advanceTimersByTime(0);
    hero.dispatchEvent(new Event("error"));
    expect(moduleScripts()).toHaveLength(1);
  });

  it(`starts after ${SAFETY_TIMEOUT_MS} ms when no paint is ever reported`, () => {
    new Function(boot)();
    vi.advanceTimersByTime(SAFETY_TIMEOUT_MS - 1);
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("starts at once in a hidden tab (it never paints)", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    new Function(boot)();
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads().length).toBeGreaterThan(0);
  });

  it("inserts the module script first, then one preload a task, so no task holds them all", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    new Function(boot)();
    expect(moduleScripts()).toHaveLength(1);
    expect([...preloads()].map((link) => link.getAttribute("href"))).toEqual(["/assets/manifest-1.js"]);
    vi.advanceTimersToNextTimer();
    expect([...preloads()].map((link) => link.getAttribute("href"))).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
    ]);
    vi.runAllTimers();
    expect(preloads()).toHaveLength(2);
    expect(moduleScripts()).toHaveLength(1);
  });
});
