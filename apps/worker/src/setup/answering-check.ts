import type { SetupCheckOf } from "@clearwell/contract";
import { readAnsweringSettings } from "../answering/answering-settings.ts";

/**
 * The answer reminders check (docs/product.md#setup-panel): `failing` `invalid_settings` when one of
 * the clock's settings was refused (`error` names them; the clock uses the defaults), else `ok` `on`
 * or `off` `off` (`ANSWER_REMINDERS=off`); with the clock's settings as in force. Never throws.
 */
export function answerRemindersCheck(env: Env): SetupCheckOf<"answer_reminders"> {
  const settings = readAnsweringSettings(env);
  const facts = {
    kind: "answer_reminders",
    id: "answer-reminders",
    on: settings.reminders,
    targetMinutes: settings.targetMinutes,
    timeZone: settings.calendar.timeZone,
    officeHours: settings.officeHoursLine,
    closedDates: [...settings.calendar.closedDates].sort(),
  } as const;
  if (settings.errors.length > 0)
    return { ...facts, state: "failing", reason: "invalid_settings", error: settings.errors.join(" ") };
  return settings.reminders
    ? { ...facts, state: "ok", reason: "on", error: null }
    : { ...facts, state: "off", reason: "off", error: null };
}
