import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminApiError, type AdminRequestOptions } from "../api/admin-api.ts";
import { useAdminLoad } from "./use-admin-load.ts";

/** A load the test answers by hand: each call's key, signal and resolve/reject. */
function manualLoad() {
  const calls: {
    key: string;
    signal: AbortSignal | undefined;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (key: string, options: AdminRequestOptions) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, signal: options.signal, resolve, reject });
      }),
  );
  return { load, calls };
}

/** The one admin data hook (docs/product.md#operator-inbox): load, reload, abort, keep, update. */
describe("useAdminLoad", () => {
  it("loads the key, keeps the answer while a reload runs, and counts finished loads", async () => {
    const { load, calls } = manualLoad();
    const { result } = renderHook(() => useAdminLoad("a", load));
    expect(result.current.state.loading).toBe(true);
    await act(async () => calls[0]?.resolve("first"));
    expect(result.current.state).toMatchObject({ data: "first", loadedKey: "a", loading: false, loads: 1 });

    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current.state).toMatchObject({ data: "first", loading: true });
    await act(async () => calls[1]?.resolve("second"));
    expect(result.current.state).toMatchObject({ data: "second", loads: 2, error: null });
  });

  it("a new key aborts the load in flight, whose late answer is never shown", async () => {
    const { load, calls } = manualLoad();
    const { result, rerender } = renderHook(({ key }) => useAdminLoad(key, load), {
      initialProps: { key: "a" as string | null },
    });
    rerender({ key: "b" });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.key).toBe("b");
    await act(async () => calls[1]?.resolve("for b"));
    await act(async () => calls[0]?.reject(new DOMException("aborted", "AbortError")));
    expect(result.current.state).toMatchObject({ data: "for b", loadedKey: "b", error: null, loads: 1 });

    rerender({ key: null });
    expect(result.current.state.loading).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it("a failure keeps the last answer and says why; update clears it; unmounting aborts", async () => {
    const { load, calls } = manualLoad();
    const { result, unmount } = renderHook(() => useAdminLoad("a", load));
    await act(async () => calls[0]?.resolve("kept"));
    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () =>
      calls[1]?.reject(new AdminApiError("unavailable", 503, "archive_unavailable", "down")),
    );
    expect(result.current.state.data).toBe("kept");
    expect(result.current.state.error?.kind).toBe("unavailable");

    act(() => result.current.update((data) => `${data} and changed`));
    expect(result.current.state).toMatchObject({ data: "kept and changed", error: null });

    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(3));
    unmount();
    expect(calls[2]?.signal?.aborted).toBe(true);
  });
});
