import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as worker from "../src/index.ts";

/**
 * What `wrangler deploy` publishes, read from wrangler.jsonc by wrangler itself (vitest.config.ts,
 * binding TEST_WRANGLER_CONFIG; docs/operations.md#configuration).
 */
type DeploySettings = {
  workflows?: { name: string; binding: string; class_name: string }[];
  observability?: { enabled?: boolean; logs?: { enabled?: boolean; invocation_logs?: boolean } };
  workers_dev?: boolean;
  preview_urls?: boolean;
};
const config = JSON.parse(
  (env as unknown as { TEST_WRANGLER_CONFIG: string }).TEST_WRANGLER_CONFIG,
) as Record<"top" | "local", DeploySettings>;

describe("the production deploy (wrangler.jsonc's top level)", () => {
  it("logs the worker's own events but no invocation logs, which would record search URLs with visitors' addresses", () => {
    expect(config.top.observability?.enabled).toBe(true);
    expect(config.top.observability?.logs?.invocation_logs).toBe(false);
  });

  it("publishes no workers.dev URL and no preview URLs: the custom domain behind Access is the only way in", () => {
    expect(config.top.workers_dev).toBe(false);
    expect(config.top.preview_urls).toBe(false);
  });

  it("binds the delivery workflow in both environments to the class the worker exports", () => {
    for (const settings of [config.top, config.local]) {
      expect(settings.workflows).toEqual([
        { name: "clearwell-inquiry-delivery", binding: "INQUIRY_DELIVERY", class_name: "InquiryDelivery" },
      ]);
    }
    expect(typeof worker.InquiryDelivery).toBe("function");
  });
});
