/** The sessionStorage key remembering that this tab has already seen the splash. */
export const SPLASH_SEEN_KEY = "clearwell:splash-seen";

/**
 * The inline `<head>` script that skips the splash on later full page loads of the same session:
 * it adds `no-splash` to `<html>` when the key is set, otherwise sets it. Runs before first paint;
 * if storage is unavailable the splash simply shows. Apart from the splash itself (splash.tsx), a
 * static part whose code a first visit never downloads (docs/decisions.md#hydration-in-pieces).
 */
export const SPLASH_SCRIPT = `try{var s=sessionStorage;if(s.getItem("${SPLASH_SEEN_KEY}"))document.documentElement.classList.add("no-splash");else s.setItem("${SPLASH_SEEN_KEY}","1")}catch(e){}`;

/** The `<script>` element carrying {@link SPLASH_SCRIPT}, for the document `<head>`. */
export function SplashScript() {
  return <script dangerouslySetInnerHTML={{ __html: SPLASH_SCRIPT }} />;
}
