import { SETUP_STATES, type SetupReport, type SetupState } from "@clearwell/contract";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { setupCopy as copy } from "../../../content/admin-setup.ts";
import type { AdminRequestOptions } from "../api/admin-api.ts";
import { useSetupReport } from "../hooks/use-setup-report.ts";
import { formatLocalDateTime } from "./local-time.tsx";
import { SetupPanelCheck } from "./setup-panel-check.tsx";
import { SetupPanelTestInquiry } from "./setup-panel-test-inquiry.tsx";

/** How many checks of the report have each state. */
function countStates(report: SetupReport): Record<SetupState, number> {
  const counts = Object.fromEntries(SETUP_STATES.map((state) => [state, 0])) as Record<SetupState, number>;
  for (const check of report.checks) counts[check.state] += 1;
  return counts;
}

/**
 * The Setup panel above the inbox (docs/product.md#setup-panel): a section headed "Setup" with a
 * summary of the checks' states, every check (state as text, what was found, what to do) in a
 * native disclosure that starts open while any check is missing or failing, "Check again", and
 * "Send a test inquiry" with each channel's result in place. A polite live region announces a
 * fresh check and the test inquiry's progress. The report is fetched after hydration only; when
 * it cannot be loaded the panel says so in one line with "Check again" (the inbox below shows the
 * admin API's own errors in full).
 *
 * @param fetch - the `fetch` to call the admin API with (tests inject one; default: the browser's).
 */
export function SetupPanel({ fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  const optionsRef = useRef<AdminRequestOptions>({ fetch });
  optionsRef.current = { fetch };
  const { state, refresh } = useSetupReport({ fetch });
  const [open, setOpen] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const titleId = useId();
  const rechecked = useRef(false);
  const { report, loading, loads, error } = state;
  const counts = report ? countStates(report) : null;
  const needsWork = counts !== null && counts.missing + counts.failing > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: announce when a load asked for by "Check again" finished
  useEffect(() => {
    if (!rechecked.current) return;
    rechecked.current = false;
    setAnnouncement(error ? copy.loadFailed : counts ? copy.summary(counts) : "");
  }, [loads]);

  const recheck = useCallback(() => {
    rechecked.current = true;
    refresh();
  }, [refresh]);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="setup-panel"
      className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-display text-2xl">
            {copy.title}
          </h2>
          <p className="mt-1 max-w-2xl text-stone-700">{copy.lead}</p>
        </div>
        <button
          type="button"
          onClick={recheck}
          disabled={loading}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {loading && report ? copy.rechecking : copy.recheck}
        </button>
      </div>

      {!report && loading ? <p className="mt-4 text-stone-600">{copy.loading}</p> : null}
      {error ? <p className="mt-4 text-red-800">{copy.loadFailed}</p> : null}

      {report && counts ? (
        <>
          <p className="mt-4 font-semibold" data-testid="setup-summary">
            {copy.summary(counts)}{" "}
            <span className="font-normal text-stone-600">
              {copy.checkedAt(formatLocalDateTime(report.checkedAt))}
            </span>
          </p>
          <details
            open={open ?? needsWork}
            onToggle={(event) => setOpen(event.currentTarget.open)}
            className="mt-3"
          >
            <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-brand-700">
              {copy.showChecks(report.checks.length)}
            </summary>
            <ul className="mt-3 space-y-3">
              {report.checks.map((check) => (
                <SetupPanelCheck key={check.id} check={check} />
              ))}
            </ul>
          </details>
        </>
      ) : null}

      <SetupPanelTestInquiry options={optionsRef.current} announce={setAnnouncement} />

      {/* aria-live, not role="status": the inbox below has the page's one status region. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="setup-live">
        {announcement}
      </p>
    </section>
  );
}
