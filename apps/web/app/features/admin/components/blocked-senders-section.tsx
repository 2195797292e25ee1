import { useRef, useState } from "react";
import type { AdminRequestOptions } from "../api/admin-api.ts";
import { BlockList } from "./block-list.tsx";

/**
 * The workbench's Blocked senders section (docs/product.md#operator-workbench): the block list
 * (`BlockList`) with its own polite live region (`role="status"`), which announces each entry
 * blocked or removed and each refusal.
 *
 * @param fetch - the `fetch` to call the admin API with (tests inject one; default: the browser's).
 */
export function BlockedSendersSection({ fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  const optionsRef = useRef<AdminRequestOptions>({ fetch });
  optionsRef.current = { fetch };
  const [announcement, setAnnouncement] = useState("");
  return (
    <>
      <BlockList options={optionsRef.current} announce={setAnnouncement} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
