/**
 * Deploy's R2 step (docs/reference.md#the-photos-bucket): the private photos bucket, found or created
 * by name through Cloudflare's API (`wrangler r2 bucket list` has no `--json`). It stays private: no
 * r2.dev URL or custom domain; only the worker's `PHOTOS` binding reads it.
 */
import { type CloudflareApi, CloudflareApiError, R2_NOT_ENABLED } from "./cloudflare-api.ts";
import { CommandError } from "./errors.ts";

/** Cloudflare's code for "The bucket you tried to create already exists, and you own it". */
const ALREADY_OWNED = 10004;

/** The API's cap on one list call; the list is filtered by name as well. */
const PER_PAGE = "1000";

/** Whether this run created the bucket. */
export type EnsuredBucket = { created: boolean };

/** The account the bucket goes to: its id (for the API) and how messages name it. */
export type BucketAccount = { id: string; label: string };

type BucketList = { buckets?: { name: string }[] };

/** The message for an account without R2: enable it in the dashboard, then deploy again. */
function r2NotEnabled(name: string, account: BucketAccount): string {
  return `R2 is not enabled on the Cloudflare account ${account.label}, so deploy cannot create the bucket ${name} that stores the photos sent with inquiries: enable R2 once in the dashboard (https://dash.cloudflare.com/${account.id}/r2/overview; Cloudflare asks for this even on the free plan, whose allowance is enough for this site), then run deploy again.`;
}

/** Whether the account's bucket list holds a bucket named exactly `name`. */
async function bucketExists(api: CloudflareApi, name: string, account: BucketAccount): Promise<boolean> {
  const { buckets = [] } = await api.get<BucketList>(
    `/accounts/${encodeURIComponent(account.id)}/r2/buckets`,
    { name_contains: name, per_page: PER_PAGE },
  );
  return buckets.some((bucket) => bucket.name === name);
}

/**
 * Makes sure bucket `name` exists on `account`: found by name, else created with only its name.
 * @throws {CommandError} when R2 is not enabled, the credentials are refused, or the API answers
 *   anything else (quoting Cloudflare's code and words, never a credential).
 */
export async function ensureBucket(
  api: CloudflareApi,
  name: string,
  account: BucketAccount,
): Promise<EnsuredBucket> {
  const failed = (what: string, error: unknown): never => {
    if (error instanceof CloudflareApiError) {
      if (error.codes.includes(R2_NOT_ENABLED)) throw new CommandError(r2NotEnabled(name, account));
      throw new CommandError(
        `Could not ${what} the R2 bucket ${name}: Cloudflare's API answered ${error.said}. Run deploy again.`,
      );
    }
    throw error;
  };
  try {
    if (await bucketExists(api, name, account)) return { created: false };
  } catch (error) {
    failed("look for", error);
  }
  try {
    await api.post(`/accounts/${encodeURIComponent(account.id)}/r2/buckets`, { name });
  } catch (error) {
    // created meanwhile: there, which is all this step needs
    if (error instanceof CloudflareApiError && error.codes.includes(ALREADY_OWNED)) return { created: false };
    failed("create", error);
  }
  return { created: true };
}
