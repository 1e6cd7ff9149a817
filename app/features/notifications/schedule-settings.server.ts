import type { Env } from "~/lib/env.server";
import { noticeSettingsOf, type NoticeSettings } from "./record-notice.server";

/** What the timed notices need from configuration, besides what any notice needs. */
export type ScheduleSettings = NoticeSettings & {
  /** London hour (8 to 20) from which the day-before appointment reminders go. */
  reminderHour: number;
  /** The team's mailbox, told once of each enquiry past its promised reply. */
  enquiriesTo: string;
};

export function scheduleSettingsOf(env: Env): ScheduleSettings {
  return { ...noticeSettingsOf(env), reminderHour: env.notify.reminderHour, enquiriesTo: env.mail.enquiriesTo };
}
