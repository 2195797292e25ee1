/**
 * Hydration after first paint (issue 5 "Fast and accessible by measurement"). A prerendered page
 * from React Router asks for all of its JavaScript in `<head>` (`<link rel="modulepreload">`) and
 * runs it from an inline `<script type="module">` before the browser has painted: on a phone the
 * ~130 KB gzip of React, React DOM and the router compete with the stylesheet and the hero photo
 * for the first bytes, and hydration runs before the first frame. This build step (called from
 * `buildEnd` in react-router.config.ts on every prerendered page) keeps the same scripts but
 * starts them only once the page has been painted and its hero photo (the `fetchpriority="high"`
 * image) has loaded or failed: the prerendered HTML paints as fast as a static page, then hydrates
 * exactly as before.
 *
 * The inline module script is replaced, in place, by a classic inline script (React matches an
 * inline `<script>` in `<body>` by tag only, so hydration sees no difference) that waits for the
 * browser's `first-contentful-paint` entry (the frame was presented, not just produced; without
 * Paint Timing: one animation frame), then for the hero photo, and then inserts the
 * `modulepreload` links and the original module script. A hidden tab (it never paints) starts at
 * once, and after 5 s the scripts start whatever happened.
 */

/** The `<link rel="modulepreload">` tags React Router renders (hoisted into `<head>` by React). */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's inline module script: imports the route modules, then the client entry. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Start the scripts after this long even if no paint was reported, in milliseconds. */
const SAFETY_TIMEOUT_MS = 5000;

/** A JSON string literal safe inside an inline `<script>` (no `</script>` or `<!--`). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The classic script that starts the page's modules after first paint.
 *
 * @param moduleSource - the body of React Router's inline module script.
 * @param preloads - the module URLs React Router preloads, in order.
 */
export function deferredBootScript(moduleSource: string, preloads: readonly string[]): string {
  return `(function(){var d=document,started=0;function start(){if(started)return;started=1;${scriptLiteral(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.textContent=${scriptLiteral(moduleSource)};d.body.appendChild(s)}function afterHero(){var i=d.querySelector('img[fetchpriority="high"]');if(!i||i.complete)return start();i.addEventListener("load",start);i.addEventListener("error",start)}if(d.visibilityState==="hidden")return start();setTimeout(start,${SAFETY_TIMEOUT_MS});try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(afterHero,0)}});o.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(afterHero,0)})}})()`;
}

/**
 * Rewrites one prerendered page so its JavaScript starts after first paint (see the module doc).
 *
 * @param html - a page as React Router prerendered it.
 * @returns the page with the `modulepreload` links removed and the inline module script replaced.
 * @throws Error when the page has no inline module script or no `modulepreload` link (React
 *   Router's markup changed: update the patterns above rather than ship an unhydrated site).
 */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1] as string);
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (!moduleScript || preloads.length === 0) {
    throw new Error("deferHydration: no React Router module script or modulepreload links in the page");
  }
  const boot = `<script>${deferredBootScript(moduleScript[1] as string, preloads)}</script>`;
  return html.replace(MODULEPRELOAD, "").replace(MODULE_SCRIPT, () => boot);
}
