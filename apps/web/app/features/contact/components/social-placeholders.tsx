import { Icon, type IconName } from "../../../components/ui/icon.tsx";
import { site } from "../../../config/site.ts";

const ICONS: Record<(typeof site.social)[number]["label"], IconName> = {
  Facebook: "facebook",
  Instagram: "instagram",
  LinkedIn: "linkedin",
  Pinterest: "pinterest",
};

/**
 * The four social-link placeholders of the Contact page (docs/product.md#contact-form). They are
 * deliberately not links: a link that goes nowhere would be a dead stop in the tab order and a
 * lie to screen readers. Each is a list item whose text is "<Network> (coming soon)", the icon
 * being decorative; a visible note says the profiles are coming.
 */
export function SocialPlaceholders({ title, note }: { title: string; note: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{title}</h3>
      <ul className="mt-3 flex gap-3">
        {site.social.map((item) => (
          <li
            key={item.label}
            title={`${item.label} (coming soon)`}
            className="flex size-11 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-500"
          >
            <Icon name={ICONS[item.label]} className="size-5" />
            <span className="sr-only">{item.label} (coming soon)</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-600">{note}</p>
    </div>
  );
}
