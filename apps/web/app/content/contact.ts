import faqs from "../../../../content/faqs.json";
import contact from "../../../../content/pages/contact.json";
import type { ContentOf } from "./schemas.ts";
import type { ContactPageCopy } from "./types.ts";

/**
 * Every word of Contact, /contact (docs/product.md#contact), from content/pages/contact.json and
 * its FAQs from content/faqs.json `contact`, rendered by app/routes/contact.tsx; the address,
 * phone, email and hours come from the site config, the form's own texts from
 * app/features/contact/form-copy.ts.
 */
const page = contact as ContentOf<"pages/contact.json">;

/** The Contact page's words, section by section. */
export const contactPage: ContactPageCopy = {
  ...page,
  faq: { ...page.faq, items: (faqs as ContentOf<"faqs.json">).contact },
};
