import { placeOf, site } from "../config/site.ts";

/**
 * The schema.org description of the business for the home page's JSON-LD, so search engines
 * can show it: name, address, phone, email and opening hours, all from `site`.
 *
 * @returns a `HomeAndConstructionBusiness` object for a `script:ld+json` meta descriptor.
 */
export function businessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    name: site.name,
    description: site.description,
    url: site.url,
    telephone: site.phone.href.replace("tel:", ""),
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: site.hours.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.schemaDays.map((day) => `https://schema.org/${day}`),
      opens: slot.opens,
      closes: slot.closes,
    })),
    areaServed: `${placeOf(site.address)} metropolitan area`,
  };
}
