import { Link } from "react-router";
import type { Service } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { STAGGER_CLASS, staggerStyle } from "../ui/stagger.ts";

/**
 * The four service cards of Home (docs/product.md#home; `Service`): photo, title, short
 * description and a link to the service's page. The whole card is clickable through the title
 * link's stretched hit area; the visible "Learn more" is decorative.
 */
export function ServiceLinkGrid({ services }: { services: Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service, index) => (
        <li
          key={service.id}
          style={staggerStyle(index)}
          className={`${STAGGER_CLASS} group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg`}
        >
          <ResponsiveImage
            photo={service.image}
            width={800}
            height={600}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-4/3 w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="font-display text-xl">
              <Link to={service.path} className="after:absolute after:inset-0 after:content-['']">
                {service.title}
              </Link>
            </h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-600">{service.shortDesc}</p>
            <span
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:gap-3"
            >
              Learn more <Icon name="arrow-right" className="size-4 transition-all" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
