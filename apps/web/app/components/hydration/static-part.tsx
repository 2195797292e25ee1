import {
  type ComponentType,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * Hydration in pieces (docs/decisions.md#hydration-in-pieces): a prerendered page hydrates as four
 * kinds of part. The shell (document, header, the route's own component) hydrates first, in one
 * task; {@link Island}s are `<Suspense>` boundaries React hydrates on their own after it;
 * {@link staticPart}s keep their prerendered markup, never hydrated and their code never
 * downloaded, until the visitor first navigates within the site; {@link nearViewportPart}s are
 * static parts that also load when they come within a screen's height of the viewport.
 */

/** A promise that carries its outcome in the fields React's `use` reads synchronously. */
type TrackedPromise<T> = Promise<T>;

/** Marks `promise` with its outcome, so `use` returns a settled value without suspending. */
function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T };
  tracked.status = "pending";
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    () => {
      tracked.status = "rejected";
    },
  );
  return promise;
}

/**
 * A promise of nothing that `open()` settles at once, status included (so a render right after
 * `open()` reads it settled), for the gates parts wait behind.
 */
function openable(): { promise: TrackedPromise<void>; open: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  }) as Promise<void> & { status?: string };
  promise.status = "pending";
  return {
    promise,
    open: () => {
      promise.status = "fulfilled";
      resolve();
    },
  };
}

let released = false;
/** Settles when {@link releaseStaticParts} is first called; static parts wait for it while hydrating. */
const { promise: gate, open: openGate } = openable();

/** Every static part's loader, so {@link loadStaticParts} can load them all. */
const loaders = new Set<() => TrackedPromise<unknown>>();

/**
 * Lets the prerendered static parts hydrate: their chunks load and each hydrates as it arrives.
 * The root calls it when the visitor first navigates within the site, since React then needs
 * every part it renders (a static part left dehydrated would hold the navigation until its code
 * came). Idempotent.
 */
export function releaseStaticParts(): void {
  if (released) return;
  released = true;
  openGate();
}

/** Whether {@link releaseStaticParts} has been called: the page has navigated within the site. */
export function staticPartsReleased(): boolean {
  return released;
}

/**
 * Loads every static part's chunk created so far (component tests call it before rendering a
 * page, so it renders at once).
 *
 * @returns a promise that settles when every chunk has loaded (rejects if one fails).
 */
export async function loadStaticParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/** Nothing to subscribe to: a component's "hydrating" answer never changes while it is mounted. */
const subscribe = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * Whether this render is the prerender or a hydration (`true`), or a plain client render
 * (`false`), read once when the component mounts.
 */
function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(subscribe, onClient, onServer);
  const [atMount] = useState(hydrating);
  return atMount;
}

/**
 * Holds a part's hydration until `until` settles: suspending here during hydration keeps the
 * boundary's prerendered markup as it is. A settled (tracked) promise lets it through at once.
 */
function HydrationGate({ children, until }: { children: ReactNode; until: TrackedPromise<void> }) {
  if (typeof document !== "undefined") use(until);
  return children;
}

/** A component's loader, loading at most once and registered for {@link loadStaticParts}. */
function partLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: TrackedPromise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= track(load());
    return loading;
  };
  loaders.add(loadOnce);
  // On the server (the build's prerender) every part loads at once, when the route module is
  // evaluated: by the time a page renders it is settled, so the part is written into the page's
  // HTML where it stands, never streamed after a fallback (which would move the page when it
  // appears). In the browser, a route module evaluated after hydration belongs to a navigation:
  // start loading at once too.
  if (typeof document === "undefined" || document.documentElement.hasAttribute("data-hydrated")) loadOnce();
  function Loaded(props: P) {
    const Component = use(loadOnce());
    return <Component {...props} />;
  }
  return { loadOnce, Loaded };
}

/**
 * A part of a page whose code is not part of the first visit (see the module doc): `load`
 * imports the component (a dynamic `import()`, so it is a chunk of its own). Prerendered: rendered
 * in full inside a `<Suspense>` boundary. Hydrating: the boundary keeps the prerendered markup and
 * fetches nothing until {@link releaseStaticParts}, then the chunk loads and the part hydrates.
 * Rendered on the client (a page reached by navigating): no boundary of its own, so a navigation
 * waits for the chunk instead of showing a gap. Its props are read once, when it mounts.
 *
 * @param load - resolves to the component; called at most once.
 * @returns the component to render in place of the loaded one, with the same props.
 */
export function staticPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Loaded } = partLoader(load);
  function StaticPart(props: P) {
    const hydrating = useMountedByHydration();
    const [tree] = useState(() =>
      hydrating ? (
        <Suspense fallback={null}>
          <HydrationGate until={gate}>
            <Loaded {...props} />
          </HydrationGate>
        </Suspense>
      ) : (
        <Loaded {...props} />
      ),
    );
    return tree;
  }
  return StaticPart;
}

/**
 * An interactive part far down a page (see the module doc): a {@link staticPart} that also loads
 * and hydrates once its box comes within a screen's height of the viewport. It is wrapped in a
 * plain `<div>` (the element it watches), on the prerendered page and on the client alike. Its
 * props are read once, when it mounts.
 *
 * @param load - resolves to the component; called at most once.
 * @returns the component to render in place of the loaded one, with the same props.
 */
export function nearViewportPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { loadOnce, Loaded } = partLoader(load);
  function NearViewportPart(props: P) {
    const hydrating = useMountedByHydration();
    const box = useRef<HTMLDivElement>(null);
    const [{ tree, open }] = useState(() => {
      const { promise: near, open } = openable();
      if (released) open();
      else gate.then(open);
      return {
        open,
        tree: hydrating ? (
          <Suspense fallback={null}>
            <HydrationGate until={near}>
              <Loaded {...props} />
            </HydrationGate>
          </Suspense>
        ) : (
          <Loaded {...props} />
        ),
      };
    });
    useEffect(() => {
      const element = box.current;
      if (!hydrating || !element || typeof IntersectionObserver === "undefined") return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          loadOnce();
          open();
        },
        { rootMargin: "100% 0px" },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [hydrating, open]);
    return <div ref={box}>{tree}</div>;
  }
  return NearViewportPart;
}

/**
 * An interactive part of a page (see the module doc): prerendered and hydrated inside a
 * `<Suspense>` boundary of its own, so React hydrates it after the shell, in a separate task,
 * and yields between parts. Rendered on the client (a page reached by navigating), it adds no
 * boundary: the navigation shows it at once, never a gap.
 */
export function Island({ children }: { children: ReactNode }) {
  const hydrating = useMountedByHydration();
  // The same element while `children` is the same, so the boundary is never re-rendered before it hydrates.
  return useMemo(
    () => (hydrating ? <Suspense fallback={null}>{children}</Suspense> : children),
    [hydrating, children],
  );
}
