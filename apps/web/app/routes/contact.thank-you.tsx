import { staticPart } from "../components/hydration/static-part.tsx";
import { contactThankYouMeta } from "../content/contact-thank-you.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title, description and canonical URL of /contact/thank-you; the page is never indexed. */
export function meta() {
  return [...pageMeta(contactThankYouMeta), { name: "robots", content: "noindex" }];
}

/** The page: text and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const ThankYouSection = staticPart(() =>
  import("../components/pages/thank-you-page.tsx").then((module) => module.ThankYouSection),
);

/**
 * The thank-you page (docs/product.md#plain-html-form): where a plain HTML post of the Contact
 * form lands (the worker answers `303 See Other`) once the inquiry is accepted. It confirms with
 * the form's own success title and text, says a confirmation email is on its way when the
 * autoresponder is on (the worker writes that sentence into the empty `data-confirmation-notice`
 * paragraph as it serves the page; its markup is a static part, kept as prerendered), says what happens next, and
 * links back to the home page and the Contact page. Laid out like the Not found page; copy in
 * app/content/contact-thank-you.ts. Kept out of the sitemap and search results.
 */
export default function ContactThankYouRoute() {
  return <ThankYouSection />;
}
