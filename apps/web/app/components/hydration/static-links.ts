import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Client-side navigation for the links of static parts that are not hydrated yet
 * (docs/decisions.md#hydration-in-pieces): a left click on a same-origin link that no script
 * handled (a hydrated `<Link>` prevents the default itself) becomes a React Router navigation,
 * as the link would once hydrated, instead of a full page load. Left to the browser: clicks with a
 * modifier key or another button, links with a `target` or `download`, other origins and
 * schemes (`tel:`, `mailto:`), and a link to a place on the same page (`#main`).
 */
export function useStaticLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
        return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
