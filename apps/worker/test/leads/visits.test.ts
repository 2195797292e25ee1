import { env } from "cloudflare:workers";
import { COUNTED_PATHS, VISITS_ROUTE, visitBeaconBody } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitKey } from "../../src/core/client-ip.ts";
import { utcDay } from "../../src/core/daily-counts.ts";
import { networkName, VISITS_PER_NETWORK_DAILY_LIMIT } from "../../src/leads/page-views.ts";
import { ALLOWED_ORIGIN, type ChangedEnv, callWorker, randomIp, WORKER_ORIGIN } from "../helpers/api.ts";
import { throwingDb } from "../helpers/archive.ts";
import { captureLogs } from "../helpers/logs.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/**
 * `POST /api/visits`, the visits beacon (docs/reference.md#visits-beacon): always 204 with no body,
 * counting a view (and a visit for a tab's first page) per UTC day and path of the site's pages
 * only, never with GPC or DNT, from a robot, from another site, over the rate limit or past the
 * day's limit.
 */

const logs = captureLogs();

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM page_view_days"),
    env.DB.prepare("DELETE FROM page_view_networks"),
    env.DB.prepare("DELETE FROM page_view_capped_days"),
  ]);
});

/** A desktop Chrome's user agent. */
const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

type BeaconOptions = { headers?: Record<string, string>; env?: ChangedEnv; method?: string };

/** Sends a beacon as `navigator.sendBeacon` does with a string: text/plain, same-origin headers. */
async function beacon(body: string | ReadableStream, options: BeaconOptions = {}): Promise<Response> {
  const headers = new Headers({
    "Content-Type": "text/plain;charset=UTF-8",
    Origin: WORKER_ORIGIN,
    "Sec-Fetch-Site": "same-origin",
    "User-Agent": BROWSER_UA,
    "CF-Connecting-IP": randomIp(),
    ...options.headers,
  });
  return callWorker(
    VISITS_ROUTE,
    {
      method: options.method ?? "POST",
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    },
    options.env,
  );
}

/** Asserts the beacon's one answer: 204, no body. */
async function expectNoContent(response: Response): Promise<void> {
  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
}

/** Every stored row of `page_view_days`, by day and path. */
async function counts(): Promise<{ day: string; path: string; views: number; visits: number }[]> {
  const { results } = await env.DB.prepare(
    "SELECT day, path, views, visits FROM page_view_days ORDER BY day, path",
  ).all<{ day: string; path: string; views: number; visits: number }>();
  return results;
}

const today = () => utcDay(Date.now());

describe("counting", () => {
  it("counts views and visits per UTC day and path", async () => {
    await expectNoContent(await beacon(visitBeaconBody("/services", true)));
    await expectNoContent(await beacon(visitBeaconBody("/services", false)));
    await expectNoContent(await beacon(visitBeaconBody("/contact", false)));
    await expectNoContent(await beacon(visitBeaconBody("/services/", true)));
    expect(await counts()).toEqual([
      { day: today(), path: "/contact", views: 1, visits: 0 },
      { day: today(), path: "/services", views: 3, visits: 2 },
    ]);
  });

  it("adds to an earlier count of the same day and path, and starts a new day on its own row", async () => {
    await env.DB.prepare("INSERT INTO page_view_days (day, path, views, visits) VALUES (?, '/', 5, 2)")
      .bind(today())
      .run();
    await env.DB.prepare(
      "INSERT INTO page_view_days (day, path, views, visits) VALUES ('2026-01-01', '/', 9, 9)",
    ).run();
    await expectNoContent(await beacon(visitBeaconBody("/", true)));
    expect(await counts()).toEqual([
      { day: "2026-01-01", path: "/", views: 9, visits: 9 },
      { day: today(), path: "/", views: 6, visits: 3 },
    ]);
  });

  it("counts every page of the site, a beacon without `first` as a view only, and no other path", async () => {
    for (const path of COUNTED_PATHS) await expectNoContent(await beacon(visitBeaconBody(path, false)));
    for (const path of ["/admin", "/nope", "/services/mold-removal/x", "//evil", "/contact?x=1#y", ""]) {
      await expectNoContent(await beacon(JSON.stringify({ path, first: true })));
    }
    await expectNoContent(await beacon(JSON.stringify({ path: "/works" })));
    const rows = await counts();
    expect(rows.map((row) => row.path).sort()).toEqual([...COUNTED_PATHS].sort());
    // "/contact?x=1#y" is /contact: its query is not part of the path.
    expect(rows.find((row) => row.path === "/contact")).toMatchObject({ views: 2, visits: 1 });
    expect(rows.find((row) => row.path === "/works")).toMatchObject({ views: 2, visits: 0 });
    expect(rows.reduce((sum, row) => sum + row.visits, 0)).toBe(1);
  });

  it("counts a beacon without Origin, Sec-Fetch-Site or Content-Type (a client that sends none)", async () => {
    const response = await callWorker(VISITS_ROUTE, {
      method: "POST",
      headers: { "User-Agent": BROWSER_UA },
      body: visitBeaconBody("/about", true),
    });
    await expectNoContent(response);
    expect(await counts()).toMatchObject([{ path: "/about", views: 1, visits: 1 }]);
  });

  it("counts a beacon from an origin of the site (ALLOWED_ORIGINS)", async () => {
    await expectNoContent(
      await beacon(visitBeaconBody("/about", true), {
        headers: { Origin: ALLOWED_ORIGIN, "Sec-Fetch-Site": "same-site" },
      }),
    );
    expect(await counts()).toHaveLength(1);
  });
});

describe("not counted, still 204", () => {
  it("with Sec-GPC: 1 or DNT: 1", async () => {
    await expectNoContent(await beacon(visitBeaconBody("/", true), { headers: { "Sec-GPC": "1" } }));
    await expectNoContent(await beacon(visitBeaconBody("/", true), { headers: { DNT: "1" } }));
    expect(await counts()).toEqual([]);
    await expectNoContent(await beacon(visitBeaconBody("/", true), { headers: { DNT: "0" } }));
    expect(await counts()).toHaveLength(1);
  });

  it("from robots, crawlers, previews, headless browsers and an empty user agent", async () => {
    const robots = [
      "",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
      "Baiduspider+(+http://www.baidu.com/search/spider.htm)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "WhatsApp/2.23 link preview",
      "curl/8.5.0",
      "python-requests/2.32.3",
    ];
    for (const userAgent of robots) {
      await expectNoContent(
        await beacon(visitBeaconBody("/", true), { headers: { "User-Agent": userAgent } }),
      );
    }
    expect(await counts()).toEqual([]);
  });

  it("from another site (Sec-Fetch-Site or Origin)", async () => {
    await expectNoContent(
      await beacon(visitBeaconBody("/", true), { headers: { "Sec-Fetch-Site": "cross-site" } }),
    );
    await expectNoContent(
      await beacon(visitBeaconBody("/", true), { headers: { Origin: "https://elsewhere.example" } }),
    );
    await expectNoContent(await beacon(visitBeaconBody("/", true), { headers: { Origin: "null" } }));
    expect(await counts()).toEqual([]);
  });

  it("with bad JSON, a body of another shape, or an empty body", async () => {
    for (const body of ["{not json", "[]", '"/"', '{"path":7}', '{"path":"/","first":"yes"}', "", "\uFFFF"]) {
      await expectNoContent(await beacon(body));
    }
    expect(await counts()).toEqual([]);
  });

  it("with a body over 1 KiB, of which at most 1 KiB is read", async () => {
    const padded = JSON.stringify({ path: "/", first: true, pad: "x".repeat(10 * 1024) });
    await expectNoContent(await beacon(padded));
    // Streamed without a Content-Length: reading stops past 1 KiB.
    let pulled = 0;
    const chunk = new TextEncoder().encode(" ".repeat(512));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(new TextEncoder().encode('{"path":"/","first":true}'));
        else if (pulled > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    await expectNoContent(await beacon(stream));
    expect(pulled).toBeLessThan(10);
    expect(await counts()).toEqual([]);
  });

  it("over VISIT_RATE_LIMITER's limit for this client's network", async () => {
    const keys: string[] = [];
    const limiter = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: keys.length <= 2 };
      },
    };
    // Per network, as the inquiry limit: two addresses of one IPv6 /64 share a key.
    for (const ip of ["203.0.113.9", "2001:db8:1:2::a", "2001:db8:1:2::b"]) {
      await expectNoContent(
        await beacon(visitBeaconBody("/", true), {
          headers: { "CF-Connecting-IP": ip },
          env: { VISIT_RATE_LIMITER: limiter },
        }),
      );
    }
    expect(keys).toEqual([
      "visit:ip:203.0.113.9",
      "visit:ip6:2001:db8:1:2::/64",
      "visit:ip6:2001:db8:1:2::/64",
    ]);
    expect(await counts()).toMatchObject([{ path: "/", views: 2, visits: 2 }]);
  });

  it("past VISITS_DAILY_LIMIT views today on the whole site (logged once)", async () => {
    const limited = { VISITS_DAILY_LIMIT: "3" };
    for (const path of ["/", "/about", "/", "/works", "/contact"]) {
      await expectNoContent(await beacon(visitBeaconBody(path, true), { env: limited }));
    }
    expect(await counts()).toEqual([
      { day: today(), path: "/", views: 2, visits: 2 },
      { day: today(), path: "/about", views: 1, visits: 1 },
    ]);
    expect(logs.events("visits_over_limit")).toMatchObject([{ level: "warn", day: today(), limit: 3 }]);
    // Another day starts from nothing: yesterday's views do not count against today's limit.
    await env.DB.prepare("UPDATE page_view_days SET day = '2000-01-01'").run();
    await expectNoContent(await beacon(visitBeaconBody("/works", false), { env: limited }));
    expect((await counts()).filter((row) => row.day === today())).toEqual([
      { day: today(), path: "/works", views: 1, visits: 0 },
    ]);
  });

  it("past VISITS_PER_NETWORK_DAILY_LIMIT views today from one network; other networks still count", async () => {
    const ip = randomIp();
    const network = await networkName(
      today(),
      rateLimitKey(new Headers({ "CF-Connecting-IP": ip })),
      TEST_BINDINGS.FORM_TOKEN_SECRET,
    );
    // The network has one view left today.
    await env.DB.prepare("INSERT INTO page_view_networks (day, network, views) VALUES (?, ?, ?)")
      .bind(today(), network, VISITS_PER_NETWORK_DAILY_LIMIT - 1)
      .run();
    const fromIp = { headers: { "CF-Connecting-IP": ip } };
    for (const path of ["/", "/about", "/works"]) {
      await expectNoContent(await beacon(visitBeaconBody(path, true), fromIp));
    }
    await expectNoContent(await beacon(visitBeaconBody("/works", true)));
    expect(await counts()).toEqual([
      { day: today(), path: "/", views: 1, visits: 1 },
      { day: today(), path: "/works", views: 1, visits: 1 },
    ]);
    expect(VISITS_PER_NETWORK_DAILY_LIMIT).toBe(200);
    // The networks are kept as keyed hashes, never an address, and the site's cap is not reached.
    const { results } = await env.DB.prepare("SELECT network, views FROM page_view_networks").all<{
      network: string;
      views: number;
    }>();
    expect(results.every((row) => /^[0-9a-f]{32}$/.test(row.network))).toBe(true);
    expect(results.find((row) => row.network === network)?.views).toBe(VISITS_PER_NETWORK_DAILY_LIMIT);
    expect(await env.DB.prepare("SELECT day FROM page_view_capped_days").all()).toMatchObject({
      results: [],
    });
  });

  it("past VISITS_DAILY_LIMIT a beacon writes nothing, not even its network's count", async () => {
    const limited = { VISITS_DAILY_LIMIT: "0" };
    for (let n = 0; n < 5; n += 1) {
      await expectNoContent(
        await beacon(visitBeaconBody("/", true), {
          env: limited,
          headers: { "CF-Connecting-IP": randomIp() },
        }),
      );
    }
    const networks = await env.DB.prepare("SELECT COUNT(*) AS n FROM page_view_networks").first<number>("n");
    expect({ networks, counts: await counts() }).toEqual({ networks: 0, counts: [] });
  });

  it("without FORM_TOKEN_SECRET a network's name is not the HMAC of a key anyone could know", async () => {
    const ip = randomIp();
    const fromIp = { env: { FORM_TOKEN_SECRET: "" }, headers: { "CF-Connecting-IP": ip } };
    await expectNoContent(await beacon(visitBeaconBody("/", true), fromIp));
    // The network is named the same way all day, so its daily limit still holds.
    await expectNoContent(await beacon(visitBeaconBody("/about", false), fromIp));
    const stored = await env.DB.prepare("SELECT network, views FROM page_view_networks").all<{
      network: string;
      views: number;
    }>();
    expect(stored.results.map((row) => row.views)).toEqual([2]);
    const address = rateLimitKey(new Headers({ "CF-Connecting-IP": ip }));
    for (const key of ["clearwell page views", "clearwell", "page views"])
      expect(stored.results[0]?.network).not.toBe(await networkName(today(), address, key));
  });

  it("records a day that reached VISITS_DAILY_LIMIT, for the Leads panel", async () => {
    const limited = { VISITS_DAILY_LIMIT: "1" };
    for (const path of ["/", "/about"]) {
      await expectNoContent(await beacon(visitBeaconBody(path, true), { env: limited }));
    }
    const { results } = await env.DB.prepare("SELECT day FROM page_view_capped_days").all<{ day: string }>();
    expect(results).toEqual([{ day: today() }]);
    expect(await counts()).toEqual([{ day: today(), path: "/", views: 1, visits: 1 }]);
  });

  it("and a failing archive is logged, never a 500", async () => {
    await expectNoContent(await beacon(visitBeaconBody("/", true), { env: { DB: throwingDb() } }));
    expect(logs.events("archive_unavailable")).toMatchObject([{ level: "error", during: "count page view" }]);
  });
});

describe("the route", () => {
  it("answers another method 405 method_not_allowed with Allow: POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await callWorker(VISITS_ROUTE, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
      expect(((await response.json()) as { code: string }).code).toBe("method_not_allowed");
    }
  });

  it("a failing or missing limiter never stops counting", async () => {
    const broken = {
      limit: async () => {
        throw new Error("limiter down");
      },
    };
    await expectNoContent(await beacon(visitBeaconBody("/", true), { env: { VISIT_RATE_LIMITER: broken } }));
    await expectNoContent(
      await beacon(visitBeaconBody("/", true), { env: { VISIT_RATE_LIMITER: undefined } }),
    );
    expect(await counts()).toMatchObject([{ path: "/", views: 2, visits: 2 }]);
    expect(logs.events("rate_limiter_failed")).toHaveLength(1);
  });

  it("uses the real VISIT_RATE_LIMITER binding of wrangler.jsonc", async () => {
    expect(typeof env.VISIT_RATE_LIMITER?.limit).toBe("function");
    await expectNoContent(await beacon(visitBeaconBody("/works", true)));
    expect(await counts()).toMatchObject([{ path: "/works", views: 1, visits: 1 }]);
  });
});
