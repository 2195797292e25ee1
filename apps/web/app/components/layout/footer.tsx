import { Link } from "react-router";
import { site } from "../../config/site.ts";
import { companyLinks, quoteLink, serviceLinks } from "../../content/shared/navigation.ts";
import type { LinkCopy } from "../../content/types.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { Icon, type IconName } from "../ui/icon.tsx";
import { BrandMark } from "./brand-logo.tsx";

const SOCIAL_ICONS: Record<string, IconName> = {
  Facebook: "facebook",
  Instagram: "instagram",
  LinkedIn: "linkedin",
  Pinterest: "pinterest",
};

/** One titled column of footer links. */
function LinkColumn({ title, links }: { title: string; links: LinkCopy[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-[0.16em] text-white uppercase">{title}</h2>
      <ul className="mt-5 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-stone-300 transition-colors hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The shared footer (docs/product.md#footer): brand blurb with social placeholders, Services and
 * Company link columns, contact details and hours from `site`, a Get a Quote link and the
 * copyright line with the year the site was built (so the prerendered HTML and the hydrated page agree).
 */
export function Footer() {
  const year = import.meta.env.VITE_BUILD_YEAR ?? String(new Date().getFullYear());
  const { address } = site;
  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.8fr_1.5fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 rounded-md text-white">
            <BrandMark />
            <span className="font-display text-xl">{site.name}</span>
          </Link>
          <p className="mt-5 max-w-sm leading-relaxed">
            {site.address.city} interiors that look beautiful and breathe clean: thoughtful design paired with
            formaldehyde, VOC and mold remediation since {site.foundedYear}.
          </p>
          <ul className="mt-6 flex gap-3">
            {site.social.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
                >
                  <Icon name={SOCIAL_ICONS[social.label] ?? "star"} className="size-5" />
                  <span className="sr-only">{social.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Services" links={serviceLinks} />
        <LinkColumn title="Company" links={companyLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-[0.16em] text-white uppercase">Contact</h2>
          <address className="mt-5 space-y-3 not-italic">
            <p className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <a href={site.phone.href} className="hover:text-white">
                {site.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <a href={`mailto:${site.email}`} className="[overflow-wrap:anywhere] hover:text-white">
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-300" />
              <span>
                {site.hours.map((slot) => (
                  <span key={slot.days} className="block">
                    {slot.days}: {slot.time}
                  </span>
                ))}
              </span>
            </p>
          </address>
          <ButtonLink to={quoteLink.to} className="mt-6">
            {quoteLink.label}
          </ButtonLink>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-5 py-6 text-sm text-stone-400 sm:px-8">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
