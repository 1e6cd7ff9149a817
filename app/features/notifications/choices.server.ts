import { eq, inArray } from "drizzle-orm";
import { notificationPreferences } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { choicesFrom, type GroupChoices } from "./kinds";

type Reader = Pick<AppDb, "select">;

/** How a person wants to hear of notices: channel choices per group, and whether texts can reach them. */
export type NoticeChoices = {
  choices: GroupChoices;
  /** The confirmed mobile (+44 form), or null: unconfirmed numbers never get notices. */
  confirmedMobile: string | null;
  /** The number typed, confirmed or not, for the settings page. */
  mobile: string | null;
  textsStopped: boolean;
};

const columns = {
  userId: notificationPreferences.userId,
  choices: notificationPreferences.choices,
  mobile: notificationPreferences.mobile,
  mobileConfirmedAt: notificationPreferences.mobileConfirmedAt,
  textsStoppedAt: notificationPreferences.textsStoppedAt,
};

function toChoices(row: { choices: unknown; mobile: string | null; mobileConfirmedAt: Date | null; textsStoppedAt: Date | null } | undefined): NoticeChoices {
  return {
    choices: choicesFrom(row?.choices),
    mobile: row?.mobile ?? null,
    confirmedMobile: row?.mobile && row.mobileConfirmedAt ? row.mobile : null,
    textsStopped: Boolean(row?.textsStoppedAt),
  };
}

export async function noticeChoicesOf(db: Reader, userId: string): Promise<NoticeChoices> {
  const [row] = await db.select(columns).from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
  return toChoices(row);
}

/** Choices for many people at once (an event for an organisation's members); the defaults for anyone without a row. */
export async function noticeChoicesFor(db: Reader, userIds: string[]): Promise<Map<string, NoticeChoices>> {
  const rows = userIds.length === 0 ? [] : await db.select(columns).from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((id) => [id, toChoices(byUser.get(id))]));
}
