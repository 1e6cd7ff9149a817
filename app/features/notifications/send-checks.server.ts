import type { mailOutbox } from "../../../db/schema";
import { notificationKinds, type NotificationKind } from "../../../db/schema/vocabulary";
import type { AppDb } from "~/lib/db.server";
import { noticeChoicesOf } from "./choices.server";
import { groupOfKind } from "./kinds";

type OutboxRow = typeof mailOutbox.$inferSelect;

function noticeKindOf(outboxKind: string): NotificationKind | undefined {
  const kind = outboxKind.startsWith("notice.") ? outboxKind.slice("notice.".length) : "";
  return (notificationKinds as readonly string[]).includes(kind) ? (kind as NotificationKind) : undefined;
}

/**
 * Choices are read when an event is written and again just before its row is sent (decision 0035): a channel
 * switched off since, texts stopped, or a mobile changed or unconfirmed since cancels the row. The mail worker
 * (app/lib) calls this through its `beforeSend` option, so it never imports this feature.
 */
export function noticeSendCheck(db: Pick<AppDb, "select">): (row: OutboxRow) => Promise<"send" | "cancel"> {
  return async (row) => {
    const kind = noticeKindOf(row.kind);
    if (!kind || !row.userId) return "send";
    const chosen = await noticeChoicesOf(db, row.userId);
    const group = groupOfKind[kind];
    if (row.channel === "email") return chosen.choices[group].email ? "send" : "cancel";
    if (!chosen.choices[group].sms || chosen.textsStopped) return "cancel";
    // The row holds the number confirmed when it was written: any other number now means it is not theirs to get.
    return chosen.confirmedMobile === row.toAddress ? "send" : "cancel";
  };
}
