/**
 * What the email templates render: one inquiry, already validated and resolved by the worker's
 * policy (docs/product.md#the-email). Not the admin API's `Inquiry` (the contract's), which is a
 * stored row. Values are the visitor's raw text; the templates escape them.
 */
export type EmailContent = {
  /** `config.formName` (the Contact page sends "Website Contact Form"), shown as the heading. */
  formName: string;
  /** `config.brandColor`, a `#rgb` / `#rrggbb` hex colour checked by the contract. */
  brandColor: string;
  /** The visitor's fields (docs/product.md#contact-form), trimmed; `phone` may be "". */
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** Footer as plain text (request `footer.text`, else `config.footerText`). */
  footerText: string;
  /** Footer HTML: the operator's own (docs/decisions.md#the-email-is-the-operators); "" when none. */
  footerHtml: string;
  /** How many photos came with it (docs/reference.md#photos); 0 when none, and then none are mentioned. */
  photoCount: number;
  /** Where the photos are seen: the inquiry in the inbox (`/admin?inquiry=<id>`), `null` when unknown. */
  inboxLink: string | null;
  /** Photos came but were not kept (the day's limit, docs/product.md#photos): the email says so. */
  photosNotKept: boolean;
};
