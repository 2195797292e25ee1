import type { Config } from "@react-router/dev/config";

/**
 * SPA mode with every static route prerendered to its own HTML file at build time (DESIGN.md 1):
 * crawlers and first paint get the real content; after hydration it is the same SPA.
 */
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return getStaticPaths();
  },
} satisfies Config;
