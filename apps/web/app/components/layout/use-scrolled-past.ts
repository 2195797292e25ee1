import { useEffect, useState } from "react";

/**
 * Whether the window is scrolled more than `threshold` pixels down (the header's state,
 * docs/product.md#header).
 * False in prerendered HTML; corrected on mount and on every scroll (passive listener).
 *
 * @param threshold - vertical scroll offset in CSS pixels; `true` only when strictly greater.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
