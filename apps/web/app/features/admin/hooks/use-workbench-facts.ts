import { useCallback, useEffect, useState } from "react";
import type { AdminRequestOptions } from "../api/admin-api.ts";
import { fetchIdentity, fetchNeedsAnswerCount } from "../api/workbench-api.ts";
import type { AdminSection } from "./admin-section.ts";
import { useAdminLoad } from "./use-admin-load.ts";

/**
 * What the workbench's frame shows on every section (docs/product.md#operator-workbench): who is
 * signed in (`fetchIdentity`, read once after hydration) and how many inquiries need an answer.
 * Outside the inbox the count is read on entering each section; in the inbox the list reports it
 * (`setNeedsAnswer`), with every page and change. A count that cannot be read keeps the last one.
 *
 * @param section - the section shown (`null` before hydration: nothing is read).
 */
export function useWorkbenchFacts(section: AdminSection | null, options: AdminRequestOptions = {}) {
  const [needsAnswer, setNeedsAnswer] = useState<number | null>(null);
  const [identity, setIdentity] = useState<string | null>(null);
  const { fetch } = options;
  const { state: count } = useAdminLoad(
    section && section !== "inbox" ? section : null,
    (_key, request) => fetchNeedsAnswerCount(request),
    options,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: take each finished read, even one equal to the last
  useEffect(() => {
    if (count.data !== null && !count.error) setNeedsAnswer(count.data);
  }, [count.loads]);
  const ready = section !== null;
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    fetchIdentity(window.location.hostname, { fetch, signal: controller.signal }).then(setIdentity, () => {});
    return () => controller.abort();
  }, [ready, fetch]);
  const report = useCallback((value: number) => setNeedsAnswer(value), []);
  return { identity, needsAnswer, setNeedsAnswer: report };
}
