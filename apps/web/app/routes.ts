import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every screen of SPEC 2, in the spec's order; `*` is the Not found screen. */
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
