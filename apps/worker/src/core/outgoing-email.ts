/** One email ready for a provider, every header single-line (docs/product.md#the-email). */
export type OutgoingEmail = {
  /** `"<display name> <MAIL_FROM_ADDRESS>"`. */
  from: string;
  /** The allowed recipient (one address). */
  to: string;
  /** The visitor's address. */
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** Resend tags: names and values of ASCII letters, digits, `_` and `-`, at most 256 each. */
  tags: { name: string; value: string }[];
  /** Extra headers: confirmations' and replies' `Message-ID`, replies' `In-Reply-To`/`References`. */
  headers?: Record<string, string>;
};
