import { type DefaultTreeAdapterTypes, parse } from "parse5";

/**
 * Hydration after first paint (docs/decisions.md#prerender-and-deferred-hydration,
 * docs/architecture.md#build). A prerendered page from React Router asks for all of its JavaScript
 * in `<head>` (`<link rel="modulepreload">`) and runs it from an inline `<script type="module">`
 * before the browser has painted: on a phone the ~130 KB gzip of React, React DOM and the router
 * compete with the stylesheet and the hero photo for the first bytes, and hydration runs before
 * the first frame. This post-build step (prerender/post-build.ts, on every prerendered page) keeps
 * the same scripts but starts them only once the page has been painted and its hero photo (the
 * `fetchpriority="high"` image) has been painted too, or has failed: the prerendered HTML paints
 * as fast as a static page, then hydrates exactly as before. Started on the photo's `load` event
 * instead, the scripts could run before the frame that shows it and push its paint (the page's
 * Largest Contentful Paint) behind them.
 *
 * The inline module script is replaced, in place, by a classic inline script (React matches an
 * inline `<script>` in `<body>` by tag only, so hydration sees no difference) that waits for the
 * browser's `first-contentful-paint` entry (the frame was presented, not just produced; without
 * Paint Timing: one animation frame), then for the hero photo to be decoded (`img.decode()`) and
 * one more frame to be drawn with it, and then inserts the original module script and the
 * `modulepreload` links, one link a task: each inserted link sets up a fetch on the main thread,
 * and all of them in one task made a long task on a slow phone (bench/site-report.md). A hidden
 * tab (it never paints) starts at once, and after 5 s the scripts start whatever happened.
 *
 * The page is parsed with parse5 (the WHATWG HTML parser) to find the elements; the edits are
 * made on the source text at the parser's offsets, so every other byte of the page is kept.
 */

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Start the scripts after this long even if no paint was reported, in milliseconds. */
export const SAFETY_TIMEOUT_MS = 5000;

/** React Router's inline module script sets this global: how the script is recognised. */
const ROUTE_MODULES_GLOBAL = "window.__reactRouterRouteModules";

/** A JSON string literal safe inside an inline `<script>` (no `</script>` or `<!--`). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The classic script that starts the page's modules after first paint (see the module doc).
 *
 * @param moduleSource - the body of React Router's inline module script, as it was in the page.
 * @param preloads - the module URLs React Router preloads, in page order.
 * @returns JavaScript for an inline classic `<script>`: no `<` in it, so no `</script>` or `<!--`.
 */
export function deferredBootScript(moduleSource: string, preloads: readonly string[]): string {
  return `(function(){var d=document,started=0;function start(){if(started)return;started=1;var s=d.createElement("script"),p=${scriptLiteral(preloads)},i=0;s.type="module";s.textContent=${scriptLiteral(moduleSource)};d.body.appendChild(s);(function preload(){if(i>=p.length)return;var l=d.createElement("link");l.rel="modulepreload";l.href=p[i++];d.head.appendChild(l);setTimeout(preload,0)})()}function afterHero(){var i=d.querySelector('img[fetchpriority="high"]');if(!i)return start();function shown(){requestAnimationFrame(function(){setTimeout(start,0)})}function painted(){i.decode?i.decode().then(shown,shown):shown()}if(i.complete)return painted();i.addEventListener("load",painted);i.addEventListener("error",start)}if(d.visibilityState==="hidden")return start();setTimeout(start,${SAFETY_TIMEOUT_MS});try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(afterHero,0)}});o.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(afterHero,0)})}})()`;
}

/** Every element under `node`, in document order (template contents are not part of the page). */
function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** Whether `ancestor` contains `element`. */
function isInside(element: Element, ancestor: Element): boolean {
  for (
    let node: ParentNode | null = element.parentNode;
    node;
    node = "parentNode" in node ? node.parentNode : null
  )
    if (node === ancestor) return true;
  return false;
}

/** The value of `element`'s attribute `name`, or `undefined`. */
function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The names of `element`'s attributes, sorted, joined with spaces (for shape checks). */
function attributeNames(element: Element): string {
  return element.attrs
    .map((attr) => attr.name)
    .sort()
    .join(" ");
}

/** Thrown when a page is not shaped the way React Router 8 prerenders it. */
function shapeError(problem: string): Error {
  return new Error(
    `deferHydration: ${problem}. React Router's prerendered page changed shape: update prerender/defer-hydration.ts rather than ship a page that hydrates differently.`,
  );
}

/** Source offsets of an element as the page spells it (`endTag` is absent for a void element). */
function locationOf(element: Element) {
  const location = element.sourceCodeLocation;
  if (!location) throw shapeError(`<${element.tagName}> was inserted by the parser, not written in the page`);
  return location;
}

/**
 * Rewrites one prerendered page so its JavaScript starts after first paint (see the module doc):
 * removes the `modulepreload` links and replaces the inline module script with the boot script of
 * {@link deferredBootScript}, keeping every other byte.
 *
 * @param html - a page as React Router prerendered it.
 * @returns the rewritten page.
 * @throws Error (message starting `deferHydration:`) unless the page has exactly the shape React
 *   Router 8 prerenders: one or more `<link rel="modulepreload" href>` in `<head>` with no other
 *   attribute, and exactly one module script, inline in `<body>`, with only `type="module"` and
 *   `async`, that sets `window.__reactRouterRouteModules`. Anything else (a `nonce`, `crossorigin`
 *   or `integrity` the boot script would drop, a second module script, preloads elsewhere) fails
 *   the build instead of shipping a page that hydrates differently.
 */
export function deferHydration(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const elements = [...elementsOf(document)];
  const head = elements.find((element) => element.tagName === "head");
  const body = elements.find((element) => element.tagName === "body");
  if (!head || !body) throw shapeError("no <head> or <body>");

  const preloads = elements.filter(
    (element) =>
      element.tagName === "link" &&
      (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload"),
  );
  if (preloads.length === 0) throw shapeError('no <link rel="modulepreload">');
  for (const link of preloads) {
    if (link.parentNode !== head) throw shapeError("a modulepreload link outside <head>");
    if (
      attributeNames(link) !== "href rel" ||
      attribute(link, "rel") !== "modulepreload" ||
      !attribute(link, "href")
    )
      throw shapeError(
        `a modulepreload link with attributes "${attributeNames(link)}" (expected rel and href)`,
      );
  }

  const moduleScripts = elements.filter(
    (element) =>
      element.tagName === "script" && (attribute(element, "type") ?? "").trim().toLowerCase() === "module",
  );
  if (moduleScripts.length !== 1) throw shapeError(`${moduleScripts.length} module scripts (expected one)`);
  const [script] = moduleScripts as [Element];
  const names = attributeNames(script);
  if (names !== "async type" && names !== "type")
    throw shapeError(`the module script has attributes "${names}" (expected type and async)`);
  if (!isInside(script, body)) throw shapeError("the module script is not in <body>");
  const scriptLocation = locationOf(script);
  if (!scriptLocation.startTag || !scriptLocation.endTag) throw shapeError("the module script is not closed");
  const moduleSource = html.slice(scriptLocation.startTag.endOffset, scriptLocation.endTag.startOffset);
  if (!moduleSource.includes(ROUTE_MODULES_GLOBAL))
    throw shapeError(`the module script does not set ${ROUTE_MODULES_GLOBAL}`);

  const hrefs = preloads.map((link) => attribute(link, "href") as string);
  const boot = `<script>${deferredBootScript(moduleSource, hrefs)}</script>`;
  const edits = [
    ...preloads.map((link) => ({ ...offsets(locationOf(link)), text: "" })),
    { ...offsets(scriptLocation), text: boot },
  ].sort((a, b) => b.start - a.start);
  let page = html;
  for (const edit of edits) page = page.slice(0, edit.start) + edit.text + page.slice(edit.end);
  return page;
}

/** The `[start, end)` source range of a whole element. */
function offsets(location: { startOffset: number; endOffset: number }) {
  return { start: location.startOffset, end: location.endOffset };
}
