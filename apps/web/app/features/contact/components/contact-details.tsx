import type { ReactNode } from "react";
import { Icon, type IconName } from "../../../components/ui/icon.tsx";
import { site } from "../../../config/site.ts";
import type { ContactDetailLabels } from "../../../content/types.ts";

const linkClass =
  "font-medium text-ink underline decoration-stone-300 underline-offset-4 transition-colors hover:text-brand-700 hover:decoration-brand-600";

/** One row: an icon in a tinted circle, a small label and the detail. */
function DetailRow({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{label}</p>
        <div className="mt-1 leading-relaxed text-stone-800">{children}</div>
      </div>
    </li>
  );
}

/**
 * The Get in Touch details (docs/product.md#contact-form): address, phone (a `tel:` link), email (a `mailto:`
 * link) and the office hours, all from the site config, inside an `<address>`.
 */
export function ContactDetails({ labels }: { labels: ContactDetailLabels }) {
  const { address } = site;
  return (
    <address className="not-italic">
      <ul className="space-y-6">
        <DetailRow icon="map-pin" label={labels.address}>
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </DetailRow>
        <DetailRow icon="phone" label={labels.phone}>
          <a className={linkClass} href={site.phone.href}>
            {site.phone.display}
          </a>
        </DetailRow>
        <DetailRow icon="mail" label={labels.email}>
          <a className={`${linkClass} break-all`} href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </DetailRow>
        <DetailRow icon="clock" label={labels.hours}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {site.hours.map((slot) => (
              <div key={slot.days} className="contents">
                <dt className="font-medium">{slot.days}</dt>
                <dd>{slot.time}</dd>
              </div>
            ))}
          </dl>
        </DetailRow>
      </ul>
    </address>
  );
}
