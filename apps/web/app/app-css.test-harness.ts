import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { compile } from "tailwindcss";

const APP_CSS = join(import.meta.dirname, "app.css");
const require = createRequire(import.meta.url);

/**
 * Compiles app/app.css with Tailwind, as the build does, and puts the result in a `<style>` of the
 * test document, so `getComputedStyle` answers from the site's real stylesheet.
 * happy-dom applies plain rules, `@media` (its `settings.device.prefersReducedMotion` included)
 * and `@keyframes` (readable through `document.styleSheets`), but not rules inside `@layer`, so
 * Tailwind utilities do not apply: use it for app.css's own rules (splash, animations). A shorthand
 * such as `animation: none` does not reset longhands another rule set, so read what a longhand
 * from the same rule shows.
 *
 * @param candidates - utility classes to generate besides app.css's own rules (none by default).
 * @returns the `<style>` element; remove it after the test.
 */
export async function loadAppCss(candidates: string[] = []): Promise<HTMLStyleElement> {
  const compiler = await compile(await readFile(APP_CSS, "utf8"), {
    base: dirname(APP_CSS),
    from: APP_CSS,
    loadStylesheet: async (id, base) => {
      const path = require.resolve(id === "tailwindcss" ? "tailwindcss/index.css" : id, { paths: [base] });
      return { path, base: dirname(path), content: await readFile(path, "utf8") };
    },
  });
  const style = document.createElement("style");
  style.textContent = compiler.build(candidates);
  document.head.append(style);
  return style;
}

/** Milliseconds of a CSS `<time>` such as `800ms` or `0.8s`; an empty value is 0. */
function milliseconds(time: string): number {
  const value = Number.parseFloat(time);
  if (Number.isNaN(value)) return 0;
  return time.trim().endsWith("ms") ? value : value * 1000;
}

/** The keyframes of the `@keyframes` rule named `name` in the document's stylesheets, by offset 0-1. */
function keyframes(name: string): { offset: number; style: CSSStyleDeclaration }[] {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSKeyframesRule) || rule.name !== name) continue;
      return Array.from(rule.cssRules as CSSRuleList as unknown as CSSKeyframeRule[])
        .flatMap((frame) =>
          frame.keyText.split(",").map((key) => {
            const text = key.trim();
            const offset = text === "from" ? 0 : text === "to" ? 1 : Number.parseFloat(text) / 100;
            return { offset, style: frame.style };
          }),
        )
        .sort((a, b) => a.offset - b.offset);
    }
  }
  throw new Error(`no @keyframes ${name} in the loaded stylesheets`);
}

/**
 * What `element`'s own CSS animation makes of its `visibility` and `opacity` `ms` milliseconds
 * after first paint, by the rules of a single-iteration animation: its computed `animation-name`,
 * `-duration`, `-delay` and `-fill-mode`, and the keyframes around that moment (visibility is
 * discrete: visible while either neighbouring keyframe is; opacity is interpolated linearly). A
 * zero-length animation applies its last keyframe from its delay on.
 */
function animatedState(element: Element, ms: number): { visibility: string; opacity: number } {
  const computed = getComputedStyle(element);
  let visibility = computed.visibility || "visible";
  let opacity = Number.parseFloat(computed.opacity || "1");
  const name = computed.animationName;
  if (name && name !== "none") {
    const frames = keyframes(name);
    const delay = milliseconds(computed.animationDelay);
    const duration = milliseconds(computed.animationDuration);
    const progress = duration > 0 ? (ms - delay) / duration : ms >= delay ? 1 : -1;
    const fillsForwards = ["forwards", "both"].includes(computed.animationFillMode);
    const at = (frame: { style: CSSStyleDeclaration } | undefined, property: string, fallback: string) =>
      frame?.style.getPropertyValue(property) || fallback;
    if (progress >= 1 && fillsForwards) {
      const last = frames.at(-1);
      visibility = at(last, "visibility", visibility);
      opacity = Number.parseFloat(at(last, "opacity", String(opacity)));
    } else if (progress >= 0 && progress < 1) {
      const before = frames.filter((frame) => frame.offset <= progress).at(-1);
      const after = frames.find((frame) => frame.offset > progress);
      const visible = [before, after].some((frame) => at(frame, "visibility", visibility) !== "hidden");
      visibility = visible ? "visible" : "hidden";
      const from = Number.parseFloat(at(before, "opacity", String(opacity)));
      const to = Number.parseFloat(at(after, "opacity", String(opacity)));
      const span = (after?.offset ?? 1) - (before?.offset ?? 0);
      opacity = span > 0 ? from + ((to - from) * (progress - (before?.offset ?? 0))) / span : from;
    }
  }
  return { visibility, opacity };
}

/**
 * Whether `element` can be seen `ms` milliseconds after it was first painted: neither it nor an
 * ancestor is `display: none`, hidden (visibility is inherited) or fully transparent, each with its
 * own CSS animation applied as {@link animatedState} reads it. happy-dom runs no animation clock, so
 * this reads the stylesheet the way a browser's timeline would apply it.
 */
export function visibleAt(element: HTMLElement, ms: number): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === "none") return false;
    const { visibility, opacity } = animatedState(node, ms);
    if (visibility === "hidden" || !(opacity > 0)) return false;
  }
  return true;
}
