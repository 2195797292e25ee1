import { site } from "../config/site.ts";
import { typicalDurations } from "./shared/company-facts.ts";
import type { ContactPageCopy } from "./types.ts";

const d = typicalDurations;

/**
 * Every word of Contact, /contact (docs/product.md#contact), rendered by app/routes/contact.tsx;
 * the address, phone, email and hours come from the site config, the form's own texts from
 * app/features/contact/form-copy.ts.
 */
export const contactPage: ContactPageCopy = {
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    description:
      "Planning a new space or worried about the air in the one you have? Tell us about it and we'll help you find the next step.",
    image: {
      id: "photo-1600210492486-724fe5c67fb0",
      alt: "A bright living room with a linen sofa, oak floor and tall windows",
    },
  },
  getInTouch: {
    eyebrow: "Talk to us",
    title: "Get in Touch",
    description:
      "Call during office hours, email us at any time, or visit the studio by appointment. We answer every inquiry within one business day.",
    labels: { address: "Studio", phone: "Phone", email: "Email", hours: "Office hours" },
  },
  social: { title: "Follow us", note: "Our social profiles are coming soon." },
  form: {
    title: "Send Us a Message",
    description: "Tell us a little about your project and the best way to reach you.",
  },
  map: {
    eyebrow: "Visit",
    title: "Find Our Studio",
    description: `We're in the Pearl District, at ${site.address.street}, ${site.address.city}. Street parking and the NW 23rd streetcar stop are a block away.`,
    frameTitle: `Map of the ${site.name} studio at ${site.address.street}, ${site.address.city}`,
    linkLabel: "Open the map in OpenStreetMap",
    showLabel: "Show map",
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently Asked Questions",
    description: "A few things clients often ask before their first consultation.",
    items: [
      {
        question: "Which areas do you serve?",
        answer:
          "Our design team works across the Portland metro area, including Beaverton, Lake Oswego, Tigard, Hillsboro and Vancouver, WA. Commercial projects and indoor air quality services cover all of Oregon and southwest Washington; ask us about projects further afield.",
      },
      {
        question: "How much does a project cost?",
        answer:
          "Every project is priced on its scope, size and materials, so we don't work from a fixed menu. After a free first consultation you receive a written, itemised estimate, and nothing is billed until you approve it. Air quality and mold assessments are quoted at a flat fee before we visit.",
      },
      {
        question: "How long does a project take?",
        answer: `A single room typically takes ${d.singleRoom} and a whole home ${d.wholeHome}; residential projects usually run ${d.residentialProject} and commercial projects ${d.commercialProject}, depending on scope and lead times. Formaldehyde and VOC remediation takes ${d.vocRemediation}, and small mold jobs ${d.smallMoldJob}.`,
      },
      {
        question: "Do you offer virtual consultations?",
        answer:
          "Yes. We can meet by video call to walk through your space, look at photos and plans, and talk through ideas and budget. Many of our clients start this way and we visit in person once the project takes shape.",
      },
    ],
  },
};
