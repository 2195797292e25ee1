import { FORM_CLASSES } from "@clearwell/contract/page-style";
import type { Ref } from "react";

/** Props of {@link FormNotice}. */
export type FormNoticeProps = {
  /** `success`: green confirmation; `error`: red notice (docs/product.md#contact-form). */
  tone: "success" | "error";
  title: string;
  body: string;
  /** Receives focus when a submission ends (it is focusable by script only). */
  ref?: Ref<HTMLDivElement>;
};

const tones = {
  success: {
    box: `${FORM_CLASSES.noticeBox} border-green-200 bg-green-50 text-green-900`,
    icon: "text-green-700",
    path: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z",
  },
  error: {
    box: FORM_CLASSES.errorNotice,
    icon: "text-red-700",
    path: "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  },
} as const;

/**
 * The green confirmation or the red notice of the Contact form (docs/product.md#contact-form). Render it inside a live
 * region (`role="status"` / `role="alert"`) that is always in the page, so it is announced.
 */
export function FormNotice({ tone, title, body, ref }: FormNoticeProps) {
  const style = tones[tone];
  return (
    <div ref={ref} tabIndex={-1} className={style.box}>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={`size-5 shrink-0 ${style.icon}`}
      >
        <path fillRule="evenodd" d={style.path} clipRule="evenodd" />
      </svg>
      <div>
        <p className={FORM_CLASSES.noticeTitle}>{title}</p>
        <p className={FORM_CLASSES.noticeBody}>{body}</p>
      </div>
    </div>
  );
}
