/** Styling the site and the worker's form-post pages share (`@clearwell/contract/page-style`, docs/architecture.md#the-parts). */
export { BRAND_COLOR } from "./brand.ts";

/** The notice box's layout, whatever its tone. */
const NOTICE_BOX = "flex scroll-mt-32 gap-3 rounded-xl border p-4";

/**
 * Tailwind classes of the Contact form's error states, site and form-post pages alike
 * (docs/product.md#plain-html-form); the stylesheet `@source`s this file. Borders follow `aria-invalid`.
 */
export const FORM_CLASSES = {
  /** A control's border: stone while valid, red while `aria-invalid="true"` (also the inbox's block-list field). */
  controlBorder:
    "border border-stone-300 hover:border-stone-400 aria-invalid:border-red-600 aria-invalid:hover:border-red-600",
  /** The error text right under an invalid control (`<p id="<control id>-error">`). */
  fieldError: "mt-1.5 flex items-start gap-1.5 text-sm text-red-700",
  /** The wrapper of the form's red notice inside its `data-form-alert` region. */
  noticeWrapper: "mb-6",
  /** A notice box's layout, whatever its tone (the site's green one adds its own colours). */
  noticeBox: NOTICE_BOX,
  /** The red notice's box (the site's `FormNotice` in its `error` tone). */
  errorNotice: `${NOTICE_BOX} border-red-200 bg-red-50 text-red-900`,
  noticeTitle: "font-semibold",
  noticeBody: "mt-1 text-sm",
  /** A further sentence of the notice (what became of the values, our phone and email). */
  noticeMore: "mt-2 text-sm",
  noticeList: "mt-2 list-disc space-y-1 pl-5 text-sm",
  noticeFieldLink: "underline",
  noticeContactLink: "font-semibold underline",
} as const;
