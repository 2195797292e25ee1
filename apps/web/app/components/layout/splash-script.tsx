/** The sessionStorage key remembering that this tab has already seen the splash. */
export const SPLASH_SEEN_KEY = "clearwell:splash-seen";

/**
 * The inline `<head>` script that skips the splash on later full page loads of the same session:
 * it adds `no-splash` to `<html>` when the key is set, otherwise sets it. Runs before first paint;
 * if storage is unavailable the splash simply shows. When the splash's fade (`splash-out`, app.css)
 * ends it adds `no-splash` too, which takes the faded splash out of the page. Apart from the splash
 * itself (splash.tsx), a static part whose code a first visit never downloads
 * (docs/decisions.md#hydration-in-pieces).
 */
export const SPLASH_SCRIPT = `var h=document.documentElement;try{var s=sessionStorage;if(s.getItem("${SPLASH_SEEN_KEY}"))h.classList.add("no-splash");else s.setItem("${SPLASH_SEEN_KEY}","1")}catch(e){}document.addEventListener("animationend",function(e){if(e.animationName==="splash-out")h.classList.add("no-splash")})`;

/** The `<script>` element carrying {@link SPLASH_SCRIPT}, for the document `<head>`. */
export function SplashScript() {
  return <script dangerouslySetInnerHTML={{ __html: SPLASH_SCRIPT }} />;
}
