import type { ReactNode } from "react";
import { adminCopy } from "../../../content/admin.ts";
import type { AdminApiError } from "../api/admin-api.ts";

/**
 * What the inbox shows when the list cannot load (docs/product.md#operator-inbox; docs/reference.md#cloudflare-access), in a
 * `role="alert"` region:
 * - `sign-in` (401/403 `access_token_*`, an Access redirect): "Sign in through Cloudflare Access",
 *   why, and a link that reloads `/admin` (Access then shows its login);
 * - `not-configured` (503 `admin_not_configured`): the settings to make;
 * - anything else (503 `archive_unavailable`, network failures, ...): a short message and Retry.
 *
 * @param onRetry - reloads the list (the Retry button).
 */
export function AdminErrorNotice({ error, onRetry }: { error: AdminApiError; onRetry: () => void }) {
  const { errors } = adminCopy;
  if (error.kind === "sign-in") {
    return (
      <Notice title={errors.signIn.title} body={errors.signIn.body}>
        <a
          href="/admin"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {errors.signIn.reload}
        </a>
      </Notice>
    );
  }
  if (error.kind === "not-configured") {
    return <Notice title={errors.notConfigured.title} body={errors.notConfigured.body} />;
  }
  const body =
    error.kind === "unavailable"
      ? errors.unavailable.body
      : error.kind === "origin-not-allowed"
        ? errors.originNotAllowed
        : errors.unexpected;
  return (
    <Notice title={errors.unavailable.title} body={body}>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {errors.retry}
      </button>
    </Notice>
  );
}

function Notice({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="font-display text-2xl leading-tight text-balance">{title}</h2>
      <p className="mt-3 max-w-2xl text-stone-700">{body}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
