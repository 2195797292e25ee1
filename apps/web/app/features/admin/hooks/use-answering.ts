import {
  type Inquiry,
  type InquiryDetail,
  LEAD_STATUS_LABELS,
  type LeadStatus,
  type LeadStatusChange,
  leadStatusChangeSchema,
} from "@clearwell/contract";
import { useEffect, useRef, useState } from "react";
import { answeringCopy as copy, formatUsd } from "../../../content/admin-answering.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import { type AdminRequestOptions, toAdminApiError } from "../api/admin-api.ts";
import { changeLeadStatus, markAnswered } from "../api/answering-api.ts";

/** Which answering write is on its way, if any. */
export type AnsweringPending = "status" | "job-value" | "lost-reason" | "mark-answered" | null;

/** What the dialog's answering part needs from it (docs/product.md#answering-inquiries). */
export type AnsweringInput = {
  /** The inquiry as shown now. */
  current: Inquiry;
  /** The loaded detail (`null` until it arrives): a fresh one after a write updates the list. */
  detail: InquiryDetail | null;
  /** Fetches the detail again (its timeline). */
  reload: () => void;
  /** Shows an updated inquiry and reports it to the list. */
  applyChange: (updated: Inquiry) => void;
  options: AdminRequestOptions;
  announce: (message: string) => void;
};

/** The first message of a refused field, from the contract's schema or the worker's 422 `fields`. */
function schemaError(change: LeadStatusChange, field: "jobValueUsd" | "lostReason"): string | null {
  const result = leadStatusChangeSchema.safeParse(change);
  if (result.success) return null;
  return (
    result.error.issues.find((issue) => issue.path[0] === field)?.message ??
    result.error.issues[0]?.message ??
    null
  );
}

/** A typed job value as a number: `""` is none (`null`); `$`, commas and spaces are ignored. */
export function parseJobValue(typed: string): number | null {
  const plain = typed.replace(/[$,\s]/g, "");
  return plain === "" ? null : Number(plain);
}

/**
 * The Lead status control, Won's job value, Lost's reason and Mark as answered
 * (docs/product.md#answering-inquiries): each write is checked with the contract's
 * `leadStatusChangeSchema` first (its message shows under the field), saved at once, announced
 * politely, and followed by a fresh read of the detail (its timeline); the list is told the new
 * inquiry (from the answer, or from the fresh detail). A refusal's sentence goes to `error` (the
 * control's own field errors to `fieldError`).
 */
export function useAnswering(input: AnsweringInput) {
  const { current, detail, reload, applyChange, options, announce } = input;
  const [pending, setPending] = useState<AnsweringPending>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{
    field: "jobValueUsd" | "lostReason";
    message: string;
  } | null>(null);
  const syncNextDetail = useRef(false);

  const applyChangeRef = useRef(applyChange);
  applyChangeRef.current = applyChange;
  useEffect(() => {
    if (detail && syncNextDetail.current) {
      syncNextDetail.current = false;
      applyChangeRef.current(detail);
    }
  }, [detail]);

  /** Runs one write; `said` is the announcement on success. */
  const run = async (
    kind: Exclude<AnsweringPending, null>,
    call: () => Promise<Inquiry | null>,
    said: string,
  ) => {
    setPending(kind);
    setError(null);
    try {
      const updated = await call();
      if (updated) applyChange(updated);
      else syncNextDetail.current = true;
      announce(said);
      reload();
      return true;
    } catch (failure) {
      const refusal = toAdminApiError(failure);
      const field = refusal.fields.jobValueUsd
        ? "jobValueUsd"
        : refusal.fields.lostReason
          ? "lostReason"
          : null;
      if (field) setFieldError({ field, message: refusal.fields[field] ?? "" });
      const text = field ? (refusal.fields[field] ?? "") : actionErrorText(refusal);
      setError(field ? null : text);
      announce(text);
      return false;
    } finally {
      setPending(null);
    }
  };

  const changeStatus = (status: LeadStatus) => {
    setFieldError(null);
    return run(
      "status",
      () => changeLeadStatus(current.id, { status }, options),
      copy.announce.leadStatus(LEAD_STATUS_LABELS[status]),
    );
  };

  /** Saves Won's job value (typed text; empty clears it) or Lost's reason. */
  const saveDetail = (field: "jobValueUsd" | "lostReason", typed: string) => {
    const change: LeadStatusChange =
      field === "jobValueUsd"
        ? { status: "won", jobValueUsd: parseJobValue(typed) }
        : { status: "lost", lostReason: typed };
    const message = schemaError(change, field);
    if (message) {
      setFieldError({ field, message });
      announce(message);
      return Promise.resolve(false);
    }
    setFieldError(null);
    const value = field === "jobValueUsd" ? parseJobValue(typed) : null;
    return run(
      field === "jobValueUsd" ? "job-value" : "lost-reason",
      () => changeLeadStatus(current.id, change, options),
      field === "jobValueUsd" && value !== null
        ? copy.announce.jobValue(formatUsd(value))
        : copy.announce.lostReason,
    );
  };

  return {
    pending,
    error,
    fieldError,
    changeStatus,
    saveDetail,
    markAnswered: () =>
      run("mark-answered", () => markAnswered(current.id, options), copy.announce.markedAnswered),
    /** After a write made elsewhere (a reply sent): the next detail loaded updates the list too. */
    syncNextDetail: () => {
      syncNextDetail.current = true;
    },
  };
}

/** What {@link useAnswering} gives the dialog's Lead section. */
export type Answering = ReturnType<typeof useAnswering>;
