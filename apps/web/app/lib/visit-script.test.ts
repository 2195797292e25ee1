import { LEAD_SOURCE_LIMITS, VISITS_ROUTE } from "@clearwell/contract";
import { describe, expect, it } from "vitest";
import { visitScript } from "./visit-script.ts";
import { VISIT_SOURCE_KEY } from "./visit-source.ts";

/** A sessionStorage stand-in: a Map behind the Storage methods the script uses. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A storage that refuses every use, as a browser with storage turned off does. */
const refusingStorage = {
  getItem() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
} as unknown as Storage;

type Load = {
  url: string;
  referrer?: string;
  storage?: Storage;
  navigator?: { globalPrivacyControl?: boolean; doNotTrack?: string | null; noBeacon?: boolean };
  noIdleCallback?: boolean;
};

/**
 * One full page load running the inline script with its own `location`, `document`, `navigator`,
 * storage and timers: nothing reaches the network, the `load` event and the idle callbacks fire
 * only when the test says so.
 */
function loadPage({ url, referrer = "", storage = memoryStorage(), navigator = {}, noIdleCallback }: Load) {
  const beacons: { url: string; body: unknown }[] = [];
  const loadListeners: (() => void)[] = [];
  const popListeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const timeouts: (() => void)[] = [];
  const page = { readyState: "loading", referrer };
  const win: { requestIdleCallback?: (run: () => void) => void } = noIdleCallback
    ? {}
    : { requestIdleCallback: (run) => void idle.push(run) };
  const location = new URL(url);
  /** React Router's history: `pushState` moves the location (the script wraps it). */
  const history = {
    pushed: [] as string[],
    pushState(_state: unknown, _unused: string, to: string) {
      const next = new URL(to, location);
      location.pathname = next.pathname;
      location.search = next.search;
      location.hash = next.hash;
      this.pushed.push(to);
    },
  };
  const nav = {
    globalPrivacyControl: navigator.globalPrivacyControl,
    doNotTrack: navigator.doNotTrack ?? null,
    sendBeacon: navigator.noBeacon
      ? undefined
      : (to: string, body: unknown) => {
          beacons.push({ url: to, body });
          return true;
        },
  };
  const addEventListener = (type: string, listener: () => void) => {
    if (type === "load") loadListeners.push(listener);
    if (type === "popstate") popListeners.push(listener);
  };
  new Function(
    "location",
    "document",
    "navigator",
    "history",
    "sessionStorage",
    "window",
    "addEventListener",
    "setTimeout",
    visitScript(),
  )(
    location,
    page,
    nav,
    history,
    storage,
    win,
    addEventListener,
    (run: () => void) => void timeouts.push(run),
  );
  return {
    storage,
    beacons,
    history,
    /** A client-side navigation, as React Router makes it. */
    navigate(to: string) {
      history.pushState({}, "", to);
    },
    /** Back or Forward to `to`: the location changes, then `popstate`. */
    goBack(to: string) {
      location.pathname = to;
      for (const listener of popListeners) listener();
    },
    /** The `load` event: the page is complete. */
    load() {
      page.readyState = "complete";
      for (const listener of loadListeners.splice(0)) listener();
    },
    /** The browser is idle: every idle callback (or timeout) waiting runs. */
    idle() {
      for (const run of [...idle.splice(0), ...timeouts.splice(0)]) run();
    },
    kept: () => JSON.parse(storage.getItem(VISIT_SOURCE_KEY) ?? "null"),
    sent: () => beacons.map((beacon) => ({ ...beacon, body: JSON.parse(String(beacon.body)) })),
  };
}

describe("the visit script: capture (docs/product.md#where-leads-come-from)", () => {
  it("keeps the first page, the referring host, the campaign tags and which click ids were present", () => {
    const page = loadPage({
      url: "https://clearwell.example/services/mold-removal?utm_source=google&utm_medium=cpc&utm_campaign=spring%20mould&gclid=SECRET-G&msclkid=SECRET-M&other=x",
      referrer: "https://www.google.com/search?q=private+words",
    });
    expect(page.kept()).toEqual({
      firstPage: "/services/mold-removal",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring mould",
      clickIds: ["gclid", "msclkid"],
    });
    const text = page.storage.getItem(VISIT_SOURCE_KEY) ?? "";
    for (const secret of ["SECRET", "private", "search", "other"]) expect(text).not.toContain(secret);
  });

  it("keeps only the first page view's source: a later full load in the same tab leaves it alone", () => {
    const first = loadPage({
      url: "https://clearwell.example/works?utm_campaign=a",
      referrer: "https://a.example/",
    });
    const before = first.storage.getItem(VISIT_SOURCE_KEY);
    const later = loadPage({
      url: "https://clearwell.example/contact?utm_campaign=b&fbclid=1",
      referrer: "https://b.example/",
      storage: first.storage,
    });
    expect(later.storage.getItem(VISIT_SOURCE_KEY)).toBe(before);
    expect(later.kept()).toEqual({ firstPage: "/works", referrerHost: "a.example", utmCampaign: "a" });
  });

  it("names a referring site only when it is another site's http(s) address, by host alone", () => {
    const hostOf = (referrer: string) =>
      loadPage({ url: "https://clearwell.example/about", referrer }).kept().referrerHost;
    expect(hostOf("https://clearwell.example/works")).toBeUndefined();
    expect(hostOf("")).toBeUndefined();
    expect(hostOf("not a url")).toBeUndefined();
    expect(hostOf("android-app://com.google.android.gm/")).toBeUndefined();
    expect(hostOf("http://Blog.Example.ORG:8080/post/1?ref=x#top")).toBe("blog.example.org");
    expect(hostOf("https://clearwell.example:8443/")).toBe("clearwell.example");
  });

  it("leaves out empty tags and a page path over the limit, and cuts a long tag", () => {
    const long = "x".repeat(LEAD_SOURCE_LIMITS.utm + 50);
    const page = loadPage({
      url: `https://clearwell.example/${"p".repeat(LEAD_SOURCE_LIMITS.firstPage)}?utm_source=&utm_campaign=${long}`,
    });
    expect(page.kept()).toEqual({ utmCampaign: "x".repeat(LEAD_SOURCE_LIMITS.utm) });
    const emoji = loadPage({ url: `https://clearwell.example/?utm_source=${"a".repeat(99)}%F0%9F%98%80` });
    expect(emoji.kept().utmSource).toBe("a".repeat(99));
  });

  it("never throws when sessionStorage refuses; nothing is kept", () => {
    expect(() =>
      loadPage({ url: "https://clearwell.example/?utm_source=x", storage: refusingStorage }),
    ).not.toThrow();
  });
});

describe("the visit script: the visits beacon", () => {
  it("sends one beacon per full load, only after load and once idle, with first true for the tab's first view", () => {
    const page = loadPage({ url: "https://clearwell.example/services?gclid=1" });
    expect(page.beacons).toEqual([]);
    page.load();
    expect(page.beacons).toEqual([]);
    page.idle();
    expect(page.sent()).toEqual([{ url: VISITS_ROUTE, body: { path: "/services", first: true } }]);
    expect(typeof page.beacons[0]?.body).toBe("string");

    const later = loadPage({ url: "https://clearwell.example/contact", storage: page.storage });
    later.load();
    later.idle();
    expect(later.sent()).toEqual([{ url: VISITS_ROUTE, body: { path: "/contact", first: false } }]);
  });

  it("sends one beacon per client-side navigation to a new path, first false, once idle", () => {
    const page = loadPage({ url: "https://clearwell.example/?utm_source=x" });
    page.load();
    page.idle();
    page.navigate("/works");
    page.navigate("/works?filter=kitchen"); // the same page with a new query: no page view
    page.navigate("/works#project-3");
    expect(page.beacons).toHaveLength(1);
    page.idle();
    page.navigate("/contact");
    page.goBack("/works");
    page.goBack("/works");
    page.idle();
    expect(page.sent().map((beacon) => beacon.body)).toEqual([
      { path: "/", first: true },
      { path: "/works", first: false },
      { path: "/contact", first: false },
      { path: "/works", first: false },
    ]);
    // React Router's own navigation still happens, and the source stays the first page's.
    expect(page.history.pushed).toEqual(["/works", "/works?filter=kitchen", "/works#project-3", "/contact"]);
    expect(page.kept()).toEqual({ firstPage: "/", utmSource: "x" });
  });

  it("a navigation before the page has loaded waits for the load like the first beacon", () => {
    const page = loadPage({ url: "https://clearwell.example/" });
    page.navigate("/about");
    page.idle();
    expect(page.beacons).toEqual([]);
    page.load();
    page.idle();
    expect(page.sent().map((beacon) => beacon.body)).toEqual([
      { path: "/", first: true },
      { path: "/about", first: false },
    ]);
  });

  it("falls back to a timeout where there is no requestIdleCallback", () => {
    const page = loadPage({ url: "https://clearwell.example/about", noIdleCallback: true });
    page.load();
    page.idle();
    expect(page.sent()).toEqual([{ url: VISITS_ROUTE, body: { path: "/about", first: true } }]);
  });

  it("without storage, counts a view as a visit's first when it did not come from this site", () => {
    const firstOf = (referrer: string) => {
      const page = loadPage({ url: "https://clearwell.example/works", referrer, storage: refusingStorage });
      page.load();
      page.idle();
      return page.sent()[0]?.body.first;
    };
    expect(firstOf("")).toBe(true);
    expect(firstOf("https://www.bing.com/")).toBe(true);
    expect(firstOf("https://clearwell.example/")).toBe(false);
  });

  it("sends nothing, not even on navigations, under Global Privacy Control or Do Not Track; the source is still kept", () => {
    for (const navigator of [{ globalPrivacyControl: true }, { doNotTrack: "1" }, { noBeacon: true }]) {
      const page = loadPage({ url: "https://clearwell.example/?utm_source=news", navigator });
      page.load();
      page.navigate("/contact");
      page.idle();
      expect(page.beacons).toEqual([]);
      expect(page.history.pushed).toEqual(["/contact"]);
      expect(page.kept()).toEqual({ firstPage: "/", utmSource: "news" });
    }
    const optedIn = loadPage({ url: "https://clearwell.example/", navigator: { doNotTrack: "0" } });
    optedIn.load();
    optedIn.idle();
    expect(optedIn.beacons).toHaveLength(1);
  });
});
