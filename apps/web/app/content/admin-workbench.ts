/**
 * Every word of the operator's workbench frame at `/admin` (docs/product.md#operator-workbench):
 * the bar with the signed-in identity and the way back to the site, and the sections' names.
 */
export const workbenchCopy = {
  /** The bar's name for the workbench, after the business's name. */
  title: "Operator",
  skipLink: "Skip to the section",
  backToSite: "Back to the site",
  /** The link to the site editor (the CMS at /admin/content). */
  editSite: "Edit the site",
  /** Who is signed in: the Cloudflare Access identity's email, or `local` under `pnpm dev`. */
  signedInAs: (identity: string) => `Signed in as ${identity}`,
  /** Before the identity is known, and when it cannot be read. */
  identityUnknown: "Signed in through Cloudflare Access",
  nav: { label: "Sections" },
  /** The sections' names, as the navigation and each section's heading give them. */
  sections: { inbox: "Inbox", leads: "Leads", setup: "Setup", blocked: "Blocked senders" },
  /** The count of New inquiries shown beside the sections: `Needs an answer` and its number. */
  needsAnswer: { label: "Needs an answer" },
} as const;
