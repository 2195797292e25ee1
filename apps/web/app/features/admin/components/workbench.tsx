import { adminCopy } from "../../../content/admin.ts";
import { workbenchCopy } from "../../../content/admin-workbench.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { type AdminSection, useAdminSection } from "../hooks/admin-section.ts";
import { useWorkbenchFacts } from "../hooks/use-workbench-facts.ts";
import { AdminFrame } from "./admin-frame.tsx";
import { BlockedSendersSection } from "./blocked-senders-section.tsx";
import { Inbox } from "./inbox.tsx";
import { LeadsPanel } from "./leads-panel.tsx";
import { SetupPanel } from "./setup-panel.tsx";

/**
 * The operator's workbench at `/admin` (docs/product.md#operator-workbench): the {@link AdminFrame}
 * around the section the URL names (`useAdminSection`): the inbox (its heading, then `Inbox`), the
 * Leads panel, the Setup panel or the block list. Each section has one `<h1>`: the inbox's is
 * shown; the others' is read by screen readers only, as each panel opens with its own title.
 * Prerendered as the inbox's empty shell; everything is fetched in the browser after hydration.
 *
 * @param fetch - the `fetch` to call the admin API with (tests inject one; default: the browser's).
 */
export function Workbench({ fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  const section = useAdminSection();
  const facts = useWorkbenchFacts(useHydrated() ? section : null, { fetch });
  return (
    <AdminFrame section={section} identity={facts.identity} needsAnswer={facts.needsAnswer}>
      <SectionContent section={section} fetch={fetch} onNeedsAnswer={facts.setNeedsAnswer} />
    </AdminFrame>
  );
}

/** What one section shows, under its heading. */
function SectionContent({
  section,
  fetch,
  onNeedsAnswer,
}: {
  section: AdminSection;
  fetch: typeof globalThis.fetch | undefined;
  onNeedsAnswer: (count: number) => void;
}) {
  if (section === "inbox") {
    return (
      <>
        <header className="mb-8 max-w-3xl">
          <h1 className="font-display text-4xl leading-tight">{adminCopy.title}</h1>
          <p className="mt-3 text-lg leading-relaxed text-stone-600">{adminCopy.lead}</p>
        </header>
        <Inbox fetch={fetch} onNeedsAnswer={onNeedsAnswer} />
      </>
    );
  }
  return (
    <>
      <h1 className="sr-only">{workbenchCopy.sections[section]}</h1>
      {section === "leads" ? (
        <LeadsPanel fetch={fetch} />
      ) : section === "setup" ? (
        <SetupPanel fetch={fetch} />
      ) : (
        <BlockedSendersSection fetch={fetch} />
      )}
    </>
  );
}
