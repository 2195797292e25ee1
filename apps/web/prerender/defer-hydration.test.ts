import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-2.js");</script><!--$--><script>done()</script><!--/$--></body></html>`;

describe("deferHydration", () => {
  const html = deferHydration(PAGE);

  it("removes the modulepreload links and the module script, keeping everything else", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script><script>(function(){");
    expect(html).toContain("<!--$--><script>done()</script><!--/$--></body></html>");
  });

  it("starts the same modules after first paint, without a raw </script> or < in the inline code", () => {
    const boot = /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(boot).toContain('"first-contentful-paint"');
    expect(boot).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(boot).toContain('import(\\"/assets/entry.client-2.js\\")');
    expect(boot).not.toMatch(/<\/?script/i);
    expect(() => new Function(boot)).not.toThrow();
  });

  it("refuses a page without React Router's scripts", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/deferHydration/);
  });
});

describe("the boot script in a document", () => {
  it("inserts the preloads and the module script once the first contentful paint is reported", () => {
    const boot = /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(deferHydration(PAGE))?.[1] ?? "";
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void }[] = [];
    class FakeObserver {
      callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
      constructor(callback: FakeObserver["callback"]) {
        this.callback = callback;
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    }
    const original = globalThis.PerformanceObserver;
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    try {
      document.head.innerHTML = "";
      document.body.innerHTML = "<main></main>";
      new Function(boot)();
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      for (const observer of observers) observer.callback({ getEntriesByName: () => [{}] });
    } finally {
      globalThis.PerformanceObserver = original;
    }
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
        const module = document.querySelector('script[type="module"]');
        expect(module?.textContent).toContain('import("/assets/entry.client-2.js")');
        resolve();
      }, 10),
    );
  });
});
