import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as worker from "../../src/index.ts";

/**
 * What `wrangler deploy` publishes, read from wrangler.jsonc by wrangler itself (vitest.config.ts,
 * binding TEST_WRANGLER_CONFIG; docs/reference.md#configuration).
 */
type DeploySettings = {
  workflows?: { name: string; binding: string; class_name: string }[];
  observability?: { enabled?: boolean; logs?: { enabled?: boolean; invocation_logs?: boolean } };
  workers_dev?: boolean;
  preview_urls?: boolean;
  d1_databases?: { binding: string; database_name?: string; database_id?: string }[];
  var_names?: string[];
  secrets?: { required?: string[] };
  routes?: unknown[];
  account_id?: string;
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

  it("names no account: no D1 database id (found or provisioned by name), no route, no account id", () => {
    expect(config.top.d1_databases).toEqual([
      { binding: "DB", database_name: "clearwell-inquiries", migrations_dir: "migrations" },
    ]);
    expect(config.top.routes).toBeUndefined();
    expect(config.top.account_id).toBeUndefined();
  });

  it("requires the two secrets a first deploy must upload with it, and reads NOTIFY_WEBHOOKS as a secret, not a var", () => {
    expect(config.top.secrets?.required).toEqual(["RESEND_API_KEY", "FORM_TOKEN_SECRET"]);
    // A var would be reset by every deploy and would clash with the secret of the same name.
    expect(config.top.var_names).not.toContain("NOTIFY_WEBHOOKS");
  });
});

describe("the local environment (env.local)", () => {
  it("keeps NOTIFY_WEBHOOKS as a var for the local receiver, and a local D1 that needs no account", () => {
    expect(config.local.var_names).toContain("NOTIFY_WEBHOOKS");
    expect(config.local.d1_databases).toMatchObject([
      { binding: "DB", database_name: "clearwell-inquiries" },
    ]);
    expect(config.local.account_id).toBeUndefined();
  });
});
