/**
 * Every word of the inbox's Leads panel and of an inquiry's source in its detail dialog
 * (docs/product.md#where-leads-come-from), as typed data.
 */

/** A count with its noun, singular or plural: `1 inquiry`, `3 inquiries`. */
const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** The Leads panel's words. Days are shown as `Nov 26` (UTC, the API's days). */
export const leadsCopy = {
  title: "Where leads come from",
  lead: "Visits to the site and the inquiries they brought, counted without cookies. A visit is the first page a browser tab opens; browsers that ask not to be tracked are not counted.",
  period: {
    label: "Period",
    option: (days: number) => `${days} days`,
    range: (from: string, to: string) => `${from} to ${to} (UTC)`,
  },
  loading: "Loading the figures…",
  loadFailed: "The figures could not be loaded.",
  retry: "Try again",
  empty: (days: number) => `No visits and no inquiries in the last ${days} days.`,
  /** Said when the site's daily page view limit was reached on some days (their visits are a floor). */
  capped: (days: readonly string[]) =>
    `The site's daily limit on counted page views was reached on ${days.join(", ")}: those days had at least the visits shown.`,
  announce: (days: number, visits: number, inquiries: number) =>
    `Last ${days} days: ${counted(visits, "visit", "visits")}, ${counted(inquiries, "inquiry", "inquiries")}.`,
  totals: {
    label: "Totals for the period",
    visits: "Visits",
    contactViews: "Contact page views",
    inquiries: "Inquiries",
    conversion: "Conversion",
    conversionHint: "inquiries per visit",
    /** Shown for the conversion when there were no visits. */
    noVisits: "–",
  },
  chart: {
    title: "Per day",
    visits: "Visits",
    inquiries: "Inquiries",
    /** The chart's text alternative: the period's totals and its busiest days. */
    summary: ({
      from,
      to,
      visits,
      inquiries,
      busiestVisits,
      busiestInquiries,
    }: {
      from: string;
      to: string;
      visits: number;
      inquiries: number;
      busiestVisits: { day: string; count: number } | null;
      busiestInquiries: { day: string; count: number } | null;
    }) =>
      [
        `Visits and inquiries per day from ${from} to ${to}: ${counted(visits, "visit", "visits")} and ${counted(inquiries, "inquiry", "inquiries")} in all.`,
        busiestVisits
          ? `Most visits on ${busiestVisits.day} (${busiestVisits.count.toLocaleString("en-US")}).`
          : "",
        busiestInquiries
          ? `Most inquiries on ${busiestInquiries.day} (${busiestInquiries.count.toLocaleString("en-US")}).`
          : "",
      ]
        .filter(Boolean)
        .join(" "),
    /** The axis note of each row of bars: its highest value. */
    max: (count: number) => `max ${count.toLocaleString("en-US")}`,
    table: "Show the numbers per day",
    caption: "Visits and inquiries per day",
    columns: { day: "Day (UTC)", visits: "Visits", inquiries: "Inquiries" },
  },
  top: {
    firstPages: "Top first pages",
    referrerHosts: "Top referring sites",
    campaigns: "Top campaigns",
    inquiries: (count: number) => counted(count, "inquiry", "inquiries"),
    /** A top list's `null` value: inquiries whose first page, referring site or campaign is not known. */
    unknown: "Not known",
    empty: "No inquiries in this period.",
  },
} as const;

/** The words of an inquiry's source in its detail dialog. */
export const inquirySourceCopy = {
  title: "Source",
  firstPage: "First page",
  referrerHost: "Referring site",
  campaign: "Campaign",
  clickIds: "Ad click ids",
  /** Campaign tags as `source / medium / campaign`, each named. */
  utm: { utmSource: "source", utmMedium: "medium", utmCampaign: "campaign" },
  /** A value not known, and the whole source when nothing is known. */
  unknown: "unknown",
  loading: "Loading…",
} as const;

/** The Leads panel's outcomes: how inquiries were answered and which sources brought jobs. */
export const leadsOutcomesCopy = {
  title: "Outcomes",
  lead: "The inquiries received in the period (spam and Setup tests left out): how fast they were answered, and which became jobs. Times are office time.",
  label: "Outcomes for the period",
  inquiries: "Inquiries",
  answered: "Answered",
  withinTarget: "Answered within target",
  withinTargetValue: (count: number, share: string) => `${count.toLocaleString("en-US")} (${share})`,
  medianFirstAnswer: "Median time to first answer",
  won: "Won",
  wonValue: (count: number, value: string) => `${count.toLocaleString("en-US")} (${value})`,
  none: "–",
  sources: {
    firstPages: "Outcomes by first page",
    referrerHosts: "Outcomes by referring site",
    campaigns: "Outcomes by campaign",
  },
  columns: { value: "Source", inquiries: "Inquiries", won: "Won", wonValue: "Won value" },
  /** A source whose value is not known. */
  unknown: "Not known",
  empty: "No inquiries in this period.",
} as const;
