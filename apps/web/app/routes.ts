import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every screen of the site (docs/product.md#routes), then the pages no search engine lists: the
 * thank-you page a plain HTML form post lands on, and the operator's inbox. `*` is Not found.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/residential", "routes/services.residential.tsx"),
  route("services/commercial", "routes/services.commercial.tsx"),
  route("services/formaldehyde-removal", "routes/services.formaldehyde-removal.tsx"),
  route("services/mold-removal", "routes/services.mold-removal.tsx"),
  route("works", "routes/works.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/thank-you", "routes/contact.thank-you.tsx"),
  route("admin", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
