import { CLICK_ID_PARAMS, LEAD_SOURCE_LIMITS, UTM_PARAMS, VISITS_ROUTE } from "@clearwell/contract";
import { VISIT_SOURCE_KEY } from "./visit-source.ts";

/**
 * The inline `<head>` script of every page (docs/product.md#where-leads-come-from), run once per
 * full page load, before first paint, in a few microseconds:
 *
 * 1. **Capture.** On the tab's first page view (no {@link VISIT_SOURCE_KEY} in sessionStorage
 *    yet) it keeps the visit's source there: the page's path (when at most the contract's
 *    `LEAD_SOURCE_LIMITS.firstPage` long), the referring site's host name when
 *    `document.referrer` is another site's http(s) address (host only), `utm_source`,
 *    `utm_medium` and `utm_campaign` (cut to `LEAD_SOURCE_LIMITS.utm`, so a long address never
 *    makes the inquiry too large), and which of `CLICK_ID_PARAMS` were present (never their
 *    values). Later page views leave it alone; nothing outlives the tab (no cookie).
 * 2. **Beacon.** Unless the browser asks not to be tracked (`navigator.globalPrivacyControl`, or
 *    `navigator.doNotTrack` `"1"`) or has no `sendBeacon`: after the `load` event, once the
 *    browser is idle (`requestIdleCallback`, else a timeout), `navigator.sendBeacon(
 *    VISITS_ROUTE, '{"path":"/works","first":true}')`, a string body (`text/plain`). `first` is
 *    whether this page view stored the source; when the storage is unavailable or throws, whether
 *    the referrer is not this site.
 * 3. **Client-side navigations.** A page view reached within the site (React Router's
 *    `history.pushState`, which the script wraps, or Back and Forward, `popstate`) sends the same
 *    beacon with `first: false` once idle, when the path changed: a new query or hash on the same
 *    page (the inbox's filters) is not a page view.
 *
 * Inline rather than in the site's scripts, so it costs no first-visit JavaScript (the budget of
 * docs/decisions.md#hydration-in-pieces counts the `/assets/*.js` files a page loads), needs
 * nothing of the router, and captures even a visitor who follows a link before the scripts start.
 * Only the prerender renders it, as the last element of `<head>` (app/root.tsx): React's
 * hydration leaves an element it did not render at the end of `<head>` in place, so the browser's
 * bundle holds none of it (anywhere earlier, React could take it for one of its own `<script>`s),
 * nor of the contract's lead-source.ts, whose zod schemas would otherwise join every first visit.
 * The build hashes it into the pages' Content-Security-Policy with every other inline script
 * (docs/decisions.md#a-policy-of-hashes-written-by-the-build). Uses only `location`, `document`,
 * `navigator`, `history`, `sessionStorage`, `window`, `addEventListener` and `setTimeout`, so a
 * test can run it with its own. A function, not a constant, so the browser's bundle drops it.
 *
 * @returns the script's text.
 */
export function visitScript(): string {
  return `(function(){var l=location,d=document,n=navigator,q=new URLSearchParams(l.search),f,s,o,r;try{s=sessionStorage;f=s.getItem(${JSON.stringify(VISIT_SOURCE_KEY)})===null;if(f){o={};if(l.pathname.length<=${LEAD_SOURCE_LIMITS.firstPage})o.firstPage=l.pathname;try{r=new URL(d.referrer);if(r.host!==l.host&&/^https?:$/.test(r.protocol))o.referrerHost=r.hostname}catch(e){}${JSON.stringify(Object.entries(UTM_PARAMS))}.forEach(function(p){var v=q.get(p[1]);if(v)o[p[0]]=v.slice(0,${LEAD_SOURCE_LIMITS.utm}).replace(/[\\ud800-\\udbff]$/,"")});r=${JSON.stringify(CLICK_ID_PARAMS)}.filter(function(i){return q.has(i)});if(r.length)o.clickIds=r;s.setItem(${JSON.stringify(VISIT_SOURCE_KEY)},JSON.stringify(o))}}catch(e){try{f=new URL(d.referrer).host!==l.host}catch(e){f=true}}if(n.globalPrivacyControl===true||n.doNotTrack==="1"||!n.sendBeacon)return;var w=l.pathname,h=history,u=h.pushState;function v(x){var b=JSON.stringify({path:w,first:x});function g(){(window.requestIdleCallback||setTimeout)(function(){try{n.sendBeacon(${JSON.stringify(VISITS_ROUTE)},b)}catch(e){}})}d.readyState==="complete"?g():addEventListener("load",g,{once:true})}function m(){if(l.pathname!==w){w=l.pathname;v(false)}}h.pushState=function(){var r=u.apply(this,arguments);m();return r};addEventListener("popstate",m);v(f)})()`;
}
