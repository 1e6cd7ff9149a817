import { and, eq, like } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema";
import type { NotificationKind } from "../../../db/schema/vocabulary";
import type { AppDb } from "~/lib/db.server";

/**
 * Cancels the emails and texts of a kind not yet sent for an event, by its key's prefix (decision 0035): a
 * reminder for an appointment that has moved or been cancelled. The notices in the service stay. Returns how
 * many were cancelled.
 */
export async function cancelPendingNotices(tx: Pick<AppDb, "update">, kind: NotificationKind, keyPrefix: string): Promise<number> {
  const escaped = `${kind}:${keyPrefix}`.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .update(mailOutbox)
    .set({ status: "cancelled", lockedUntil: null, lastError: "Cancelled: the event changed before this was sent" })
    .where(and(eq(mailOutbox.status, "pending"), like(mailOutbox.dedupeKey, `${escaped}%`)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
