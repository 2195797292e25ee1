const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a daily `cron` (`17 3 * * *`, UTC) fires next after `now` (ms), as ISO 8601 UTC.
 * @throws Error when `cron` is not a daily expression with a fixed minute and hour.
 */
export function nextDailyRunAt(cron: string, now: number): string {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  const minute = Number(match?.[1]);
  const hour = Number(match?.[2]);
  if (!match || minute > 59 || hour > 23) throw new Error(`not a daily cron expression: ${cron}`);
  const day = new Date(now);
  const today = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  return new Date(today > now ? today : today + DAY_MS).toISOString();
}
