import type { ChannelsReport } from "@clearwell/contract";
import { adminCopy } from "../../../content/admin.ts";
import { LocalTime } from "./local-time.tsx";

const { banner: copy } = adminCopy;

/**
 * The banner above the inbox while inquiries are not reaching the business on every channel
 * (docs/product.md#operator-inbox): each failing channel with its last error and since when, and a
 * button that opens the latest inquiry it failed for; and, when the notification webhooks'
 * configuration was refused, why. Nothing when every channel works. A labelled region (not a live
 * one: it is there when the page loads, and screen readers find it by its heading).
 *
 * @param onOpenInquiry - opens the inquiry with this id in the detail dialog.
 */
export function ChannelsBanner({
  report,
  onOpenInquiry,
}: {
  report: ChannelsReport | null;
  onOpenInquiry: (id: string) => void;
}) {
  const failing = report?.channels.filter((channel) => channel.failing) ?? [];
  if (!report || (failing.length === 0 && report.configError === null)) return null;
  return (
    <section
      aria-labelledby="channels-banner-title"
      data-testid="channels-banner"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:p-6"
    >
      <h2 id="channels-banner-title" className="font-semibold">
        {copy.title}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {failing.map((channel) => {
          const label = adminCopy.channelLabel(channel.channel);
          return (
            <li
              key={channel.channel}
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>
                <strong>{copy.failing(label)}</strong>
                {channel.since ? (
                  <>
                    {" "}
                    {copy.since} <LocalTime iso={channel.since} />
                  </>
                ) : null}
                {channel.lastError ? (
                  <>
                    {". "}
                    {copy.lastError}: <code className="font-mono text-xs">{channel.lastError}</code>
                  </>
                ) : null}
              </p>
              {channel.inquiryId ? (
                <button
                  type="button"
                  onClick={() => onOpenInquiry(channel.inquiryId ?? "")}
                  className="inline-flex min-h-11 shrink-0 items-center justify-center self-start rounded-full border border-red-300 bg-white px-4 text-sm font-semibold text-red-900 hover:border-red-500 sm:self-auto"
                >
                  {copy.open(label)}
                </button>
              ) : null}
            </li>
          );
        })}
        {report.configError ? <li>{copy.configError(report.configError)}</li> : null}
      </ul>
    </section>
  );
}
