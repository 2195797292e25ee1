import { CLICK_ID_PARAMS, LEAD_SOURCE_LIMITS, UTM_PARAMS, VISITS_ROUTE } from "@clearwell/contract";
import { VISIT_SOURCE_KEY } from "./visit-source.ts";

/**
 * The inline `<head>` script of every page (docs/product.md#where-leads-come-from, "In the page"),
 * run once per full page load before first paint: on the tab's first page view it keeps the visit's
 * source in sessionStorage under {@link VISIT_SOURCE_KEY} (cut to `LEAD_SOURCE_LIMITS`, click ids
 * by name only); then, unless GPC / Do Not Track or no `sendBeacon`, once loaded and idle it sends
 * `{"path","first"}` to `VISITS_ROUTE`, and again with `first: false` for each new path reached by
 * `history.pushState` or `popstate`. Inline and rendered only by the prerender, last in `<head>`, so
 * no bundle holds it (docs/decisions.md#small-bundles); the build hashes it into the CSP
 * (docs/decisions.md#a-policy-of-hashes-written-by-the-build). It uses only browser globals, so a
 * test can run it with its own; a function, not a constant, so the browser's bundle drops it.
 * @returns the script's text.
 */
export function visitScript(): string {
  return `(function(){var l=location,d=document,n=navigator,q=new URLSearchParams(l.search),f,s,o,r;try{s=sessionStorage;f=s.getItem(${JSON.stringify(VISIT_SOURCE_KEY)})===null;if(f){o={};if(l.pathname.length<=${LEAD_SOURCE_LIMITS.firstPage})o.firstPage=l.pathname;try{r=new URL(d.referrer);if(r.host!==l.host&&/^https?:$/.test(r.protocol))o.referrerHost=r.hostname}catch(e){}${JSON.stringify(Object.entries(UTM_PARAMS))}.forEach(function(p){var v=q.get(p[1]);if(v)o[p[0]]=v.slice(0,${LEAD_SOURCE_LIMITS.utm}).replace(/[\\ud800-\\udbff]$/,"")});r=${JSON.stringify(CLICK_ID_PARAMS)}.filter(function(i){return q.has(i)});if(r.length)o.clickIds=r;s.setItem(${JSON.stringify(VISIT_SOURCE_KEY)},JSON.stringify(o))}}catch(e){try{f=new URL(d.referrer).host!==l.host}catch(e){f=true}}if(n.globalPrivacyControl===true||n.doNotTrack==="1"||!n.sendBeacon)return;var w=l.pathname,h=history,u=h.pushState;function v(x){var b=JSON.stringify({path:w,first:x});function g(){(window.requestIdleCallback||setTimeout)(function(){try{n.sendBeacon(${JSON.stringify(VISITS_ROUTE)},b)}catch(e){}})}d.readyState==="complete"?g():addEventListener("load",g,{once:true})}function m(){if(l.pathname!==w){w=l.pathname;v(false)}}h.pushState=function(){var r=u.apply(this,arguments);m();return r};addEventListener("popstate",m);v(f)})()`;
}
