import { pageMeta } from "../lib/meta.ts";

/** The thank-you page is never indexed (it is only reached by sending the form). */
export function meta() {
  return [
    ...pageMeta({
      title: "Message sent",
      description: "Thank you for contacting us.",
      path: "/contact/thank-you",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Where a plain HTML form post lands after the worker accepted the inquiry (303 See Other).
 * Placeholder: the plain-HTML form work gives it its content.
 */
export default function ContactThankYouRoute() {
  return <h1>Message sent successfully!</h1>;
}
