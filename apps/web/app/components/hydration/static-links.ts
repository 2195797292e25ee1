import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { releaseStaticParts, staticPartsReleased } from "./static-part.tsx";

/**
 * Releases the page's static parts (`releaseStaticParts`) on its first navigation within the
 * site: a navigation starting, or a location other than the one the page loaded at
 * (docs/decisions.md#hydration-in-pieces). It runs in a layout effect, after React has committed
 * the render that saw the navigation, never during a render: the parts that stay on screen
 * (footer, splash) keep their prerendered markup untouched by that render, then load and hydrate.
 */
export function useStaticPartsRelease(): void {
  const navigation = useNavigation();
  const { key } = useLocation();
  const loadedAt = useRef(key);
  const navigated = navigation.state !== "idle" || key !== loadedAt.current;
  useLayoutEffect(() => {
    if (navigated) releaseStaticParts();
  }, [navigated]);
}

/**
 * Client-side navigation for the links of static parts that are not hydrated yet
 * (docs/decisions.md#hydration-in-pieces). React stops a click inside a part it has not hydrated
 * (it cannot run that part's handlers), so the browser would load the page in full. Until the
 * first navigation within the site, a left click on a same-origin link becomes a React Router
 * navigation instead, caught on the window before React sees it (a hydrated `<Link>` then finds
 * its default prevented and does not navigate again); after it, the parts hydrate and their links
 * handle themselves. Left to the browser: clicks with a modifier key or another button, links with
 * a `target` or `download`, other origins and schemes (`tel:`, `mailto:`), and a link to a place
 * on the same page (`#main`).
 */
export function useStaticLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (staticPartsReleased() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
        return;
      event.preventDefault();
      // The navigation will release the static parts anyway: start loading them now.
      releaseStaticParts();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, [navigate]);
}
