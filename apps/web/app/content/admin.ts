import type { DeliveryStatus, InquiryStatus, SpamReason } from "@clearwell/contract";

/**
 * Every word of the operator's inbox at `/admin` (docs/product.md#operator-inbox), as typed data.
 * Functions build the sentences that carry a number or a name; everything else is a plain string.
 */
export const adminCopy = {
  /** Title of the browser tab (the site name is appended by the route's `meta`). */
  metaTitle: "Inbox",
  eyebrow: "Operator",
  title: "Inbox",
  lead: "Every inquiry sent through the Contact page. It opens on those that need an answer, soonest due first; open one to answer it, follow its delivery, correct a spam verdict or delete it.",
  loading: "Loading inquiries…",
  /** The status filter: its group label and the "every status" choice. */
  filter: { label: "Filter by status", all: "All" },
  /** Under the filter while Spam is chosen: how many spam inquiries each reason caught. */
  spamCounts: {
    title: "Spam by reason",
    none: "No spam in the archive.",
  },
  /** The summary line above the table: the archive's total. */
  archiveTotal: (total: number) => `${total} ${total === 1 ? "inquiry" : "inquiries"} in the archive`,
  search: {
    label: "Search inquiries",
    placeholder: "Name, email, subject or message",
    submit: "Search",
    clear: "Clear",
  },
  csv: { label: "Download CSV", description: "The inquiries matching the current filter and search" },
  table: {
    caption: "Inquiries",
    columns: { received: "Received", name: "Name", email: "Email", subject: "Subject", status: "Status" },
    /** Accessible name of a row's open button, e.g. "Open the inquiry from Ada Lovelace". */
    open: (name: string) => `Open the inquiry from ${name}`,
    /** Under the subject of an inquiry that came with photos. */
    photoCount: (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`,
    empty: "No inquiries match.",
    emptyArchive: "No inquiries yet. They appear here as soon as someone sends the Contact form.",
    loadMore: "Load more",
    loadingMore: "Loading…",
    scrollHint: "The table scrolls sideways.",
  },
  /** Names of the statuses as the badge and the filter show them (text, never colour alone). */
  statusLabels: {
    received: "Received",
    sent: "Sent",
    queued: "Queued",
    failed: "Failed",
    dead: "Dead",
    spam: "Spam",
    delivered: "Delivered",
    bounced: "Bounced",
  } satisfies Record<InquiryStatus, string>,
  /** Names of the spam reasons (the spam rules, docs/product.md#abuse-defences), as the list, detail and counts show them. */
  spamReasonLabels: {
    honeypot: "Hidden field filled",
    honeypot_missing: "Hidden field missing",
    token_invalid: "Form token missing or forged",
    too_fast: "Sent under 3 seconds",
    links: "Too many links",
    blocked_sender: "Blocked sender",
    operator: "Marked by you",
  } satisfies Record<SpamReason, string>,
  /** Names of a delivery channel's statuses (text, never colour alone). */
  deliveryStatusLabels: {
    pending: "Pending",
    sent: "Sent",
    queued: "Retrying",
    failed: "Failed",
    dead: "Dead",
    delivered: "Delivered",
    bounced: "Bounced",
    complained: "Marked as spam",
    skipped: "Skipped",
  } satisfies Record<DeliveryStatus, string>,
  /** A channel's name for people: `email` is the business email, `webhook:<name>` a webhook. */
  channelLabel: (channel: string) =>
    channel === "email"
      ? "Business email"
      : channel === "confirmation"
        ? "Confirmation to the visitor"
        : channel.startsWith("webhook:")
          ? `Webhook: ${channel.slice(8)}`
          : channel,
  /** The banner above the list while a channel fails or the webhooks' configuration is refused. */
  banner: {
    title: "Inquiries are not reaching you on every channel",
    failing: (label: string) => `${label} is failing`,
    lastError: "Last error",
    since: "since",
    open: (label: string) => `Open the latest inquiry ${label} failed for`,
    configError: (error: string) => `Notification webhooks are switched off: ${error}`,
  },
  detail: {
    title: "Inquiry",
    close: "Close",
    loading: "Loading the inquiry…",
    fields: {
      received: "Received",
      updated: "Last change",
      status: "Status",
      name: "Name",
      email: "Email",
      phone: "Phone",
      subject: "Subject",
      message: "Message",
      attempts: "Delivery attempts",
      lastError: "Last error",
      providerMessageId: "Provider message id",
      id: "Inquiry id",
    },
    none: "None",
    history: {
      title: "Delivery history",
      at: "Time",
      status: "Status",
      detail: "Detail",
      empty: "No events yet.",
    },
    channels: {
      title: "Delivery channels",
      caption: "Delivery channels of this inquiry",
      columns: { channel: "Channel", status: "Status", lastError: "Last error" },
      attempts: (count: number) => `${count} ${count === 1 ? "attempt" : "attempts"}`,
      history: (label: string) => `History of ${label}`,
      empty: "No channel has been tried yet.",
      retry: "Retry",
      retrying: "Retrying…",
      retryLabel: (label: string) => `Retry ${label}`,
    },
    resend: "Re-send",
    resending: "Re-sending…",
    resendHint: "Only failed, dead and queued inquiries can be re-sent.",
    spamReason: "Why it is spam",
    notSpam: "Not spam",
    notSpamPending: "Delivering…",
    notSpamHint: "Not spam delivers it to you through every channel, once.",
    markSpam: "Mark as spam",
    markSpamPending: "Marking…",
    markSpamForm: {
      title: "Mark this inquiry as spam?",
      body: "It moves to Spam and is deleted after 7 days. Nothing already sent is taken back.",
      blockLabel: "Also block",
      blockNone: "Nobody",
      blockAddress: (address: string) => `This address (${address})`,
      blockDomain: (domain: string) => `Everyone at ${domain}`,
      confirm: "Mark as spam",
      cancel: "Cancel",
    },
    /** The photos the visitor sent (docs/product.md#operator-inbox): thumbnails, full size, download. */
    photos: {
      title: "Photos",
      loading: "Loading the photos…",
      unavailable: "The photos cannot be shown right now. Close this inquiry and open it again to retry.",
      none: "The photos of this inquiry are no longer stored.",
      /** The visitor sent photos, but the day's limit on stored photos had been reached. */
      notKept:
        "The visitor sent photos, but they were not kept: the day's limit on stored photos was reached. Ask the visitor for them.",
      /** A thumbnail's alternative text, e.g. "Photo 1 of 3: kitchen.jpg". */
      alt: (n: number, total: number, name: string) => `Photo ${n} of ${total}: ${name}`,
      /** Read after the thumbnail's alternative text by its link. */
      opensFullSize: "(opens full size in a new tab)",
      download: "Download",
      /** Accessible name of a photo's Download link, e.g. "Download photo 1 of 3: kitchen.jpg". */
      downloadLabel: (n: number, total: number, name: string) => `Download photo ${n} of ${total}: ${name}`,
      /** A photo's size in bytes, as KB or MB (1 KB = 1,024 bytes). */
      size: (bytes: number) =>
        bytes < 1024 * 1024
          ? `${Math.max(1, Math.round(bytes / 1024))} KB`
          : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
    },
    delete: "Delete",
    confirm: {
      title: "Delete this inquiry?",
      body: "It is erased from the archive for good, with its photos; this cannot be undone.",
      confirm: "Delete for good",
      deleting: "Deleting…",
      cancel: "Cancel",
    },
  },
  /** What the live region announces. */
  announce: {
    loading: "Loading inquiries…",
    results: (shown: number, hasMore: boolean) =>
      `${shown} ${shown === 1 ? "inquiry" : "inquiries"} shown${hasMore ? "; more can be loaded" : ""}.`,
    detailLoaded: (name: string) => `Inquiry from ${name} opened.`,
    resent: (status: string) => `Re-sent. The inquiry is now ${status}.`,
    retried: (label: string, status: string) => `${label} retried. It is now ${status}.`,
    deleted: "Inquiry deleted.",
    notSpam: (status: string) => `Marked as not spam. The inquiry is now ${status}.`,
    markedSpam: "Marked as spam.",
    blocked: (value: string) => `${value} is blocked.`,
    unblocked: (value: string) => `${value} is no longer blocked.`,
  },
  /** The block list's own section (docs/product.md#operator-inbox). */
  blockList: {
    title: "Blocked senders",
    lead: "Inquiries from these addresses and domains are kept as spam (reason: Blocked sender) and never sent to you.",
    inputLabel: "Address or domain to block",
    placeholder: "name@example.com or example.com",
    add: "Block",
    adding: "Blocking…",
    empty: "Nobody is blocked.",
    loading: "Loading the block list…",
    remove: "Remove",
    removeLabel: (value: string) => `Stop blocking ${value}`,
    kind: { address: "Address", domain: "Domain" },
    added: (by: string) => `added by ${by}`,
  },
  /** The error states (docs/product.md#operator-inbox; docs/reference.md#cloudflare-access). */
  errors: {
    signIn: {
      title: "Sign in through Cloudflare Access",
      body: "The inbox is behind Cloudflare Access and your browser has no valid Access session (it is missing or has expired). Reload the page to sign in again.",
      reload: "Reload and sign in",
    },
    notConfigured: {
      title: "Admin not configured: set ACCESS_TEAM_DOMAIN and ACCESS_AUD",
      body: "The worker refuses every admin request until both Cloudflare Access settings are set (see the operations guide).",
    },
    unavailable: {
      title: "The inbox is unavailable right now",
      body: "The inquiry archive could not be reached. Check your connection and try again.",
    },
    retry: "Retry",
    notFound: "This inquiry no longer exists (it may have been deleted).",
    notResendable: "This inquiry cannot be re-sent from its current status.",
    notSpam: "This inquiry is not spam any more; reload it to see where it stands.",
    alreadySpam: "This inquiry is already spam.",
    notRetryable: "This channel cannot be retried from its current status.",
    originNotAllowed:
      "The request was refused because it did not come from this site. Reload the page and try again.",
    unexpected: "Something went wrong. Try again.",
  },
} as const;
