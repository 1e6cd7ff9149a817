import { inArray } from "drizzle-orm";
import { interviews } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { interviewUid } from "./interview-calendar.server";

/**
 * For appointments that are accepted interviews, the interview's own calendar identity (its UID and SEQUENCE), by
 * appointment id. A diary or feed that lists such an appointment uses it, so a calendar that also holds the
 * interview's downloaded `.ics` sees one event, not two: the appointment is made anew at each accept, the interview
 * is not.
 */
export async function interviewIdentities(db: AppDb, appointmentIds: readonly string[]): Promise<Map<string, { uid: string; sequence: number }>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: interviews.id, appointmentId: interviews.appointmentId, sequence: interviews.sequence })
    .from(interviews)
    .where(inArray(interviews.appointmentId, [...appointmentIds]));
  return new Map(rows.flatMap((row) => (row.appointmentId ? [[row.appointmentId, { uid: interviewUid(row.id), sequence: row.sequence }] as const] : [])));
}
