import { adminCopy } from "../../../content/admin.ts";
import { answeringCopy } from "../../../content/admin-answering.ts";
import type { AdminApiError } from "./admin-api.ts";

/**
 * The sentence the inbox shows and announces for a failed action (docs/product.md#operator-inbox):
 * by the failure's kind, and for a 409 by its code; a `refused` entry, a reply `limit` (the day's,
 * or too many at once) and `reply_not_configured` show the worker's own sentence (it says what to
 * do instead).
 */
export function actionErrorText(error: AdminApiError): string {
  if (error.code === "reply_not_configured") return error.message;
  switch (error.kind) {
    case "sign-in":
      return `${adminCopy.errors.signIn.title}. ${adminCopy.errors.signIn.body}`;
    case "not-configured":
      return adminCopy.errors.notConfigured.title;
    case "not-found":
      return adminCopy.errors.notFound;
    case "conflict":
      if (error.code === "delivery_not_retryable") return adminCopy.errors.notRetryable;
      if (error.code === "inquiry_not_spam") return adminCopy.errors.notSpam;
      if (error.code === "inquiry_already_spam") return adminCopy.errors.alreadySpam;
      if (error.code === "inquiry_not_answerable") return answeringCopy.errors.notAnswerable;
      if (error.code === "inquiry_already_answered") return answeringCopy.errors.alreadyAnswered;
      return adminCopy.errors.notResendable;
    case "origin-not-allowed":
      return adminCopy.errors.originNotAllowed;
    case "refused":
    case "limit":
      return error.message;
    case "unavailable":
      return `${adminCopy.errors.unavailable.title}. ${adminCopy.errors.unavailable.body}`;
    default:
      return adminCopy.errors.unexpected;
  }
}
