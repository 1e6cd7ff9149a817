import { and, eq, not } from "drizzle-orm";
import { threadParticipants } from "../../../db/schema";
import type { PartyKind } from "../../../db/schema/vocabulary";
import { candidateUserIds, caseworkerUserIds, organisationMemberIds } from "~/features/notifications/audience.server";
import { recordNotice, type NoticeSettings } from "~/features/notifications/record-notice.server";
import type { AppDb } from "~/lib/db.server";

/** Where each kind of party reads a conversation (an organisation in a conversation is a partner). */
const threadPathOf: Record<PartyKind, (threadId: string) => string> = {
  candidate: (id) => `/dashboard/candidateportal/messages/${id}`,
  organisation: (id) => `/dashboard/partnerportal/messages/${id}`,
  caseworker: (id) => `/dashboard/caseworkerportal/messages/${id}`,
};

function accountsOf(tx: Pick<AppDb, "select">, party: { partyKind: PartyKind; partyId: string }): Promise<string[]> {
  if (party.partyKind === "candidate") return candidateUserIds(tx, party.partyId);
  if (party.partyKind === "organisation") return organisationMemberIds(tx, party.partyId);
  return caseworkerUserIds(tx, party.partyId);
}

/**
 * Tells every other party in a conversation that it has a new message (decision 0035): "You have a new message"
 * and the link, never the text or the subject. The key holds the party's last read time, so messages sent
 * before they read make one notice, and the next one after they read makes another. Returns how many were told.
 */
export async function tellOfNewMessage(
  tx: Pick<AppDb, "select" | "insert">,
  settings: NoticeSettings,
  message: { threadId: string; from: { kind: PartyKind; id: string }; actorUserId: string; at: Date },
): Promise<number> {
  const others = await tx
    .select({ partyKind: threadParticipants.partyKind, partyId: threadParticipants.partyId, lastReadAt: threadParticipants.lastReadAt })
    .from(threadParticipants)
    .where(and(eq(threadParticipants.threadId, message.threadId), not(and(eq(threadParticipants.partyKind, message.from.kind), eq(threadParticipants.partyId, message.from.id))!)));
  let told = 0;
  for (const party of others) {
    told += await recordNotice(tx, settings, {
      kind: "message.new",
      key: `${message.threadId}:${party.lastReadAt?.toISOString() ?? "never"}`,
      recipients: await accountsOf(tx, party),
      actorUserId: message.actorUserId,
      link: threadPathOf[party.partyKind](message.threadId),
      relatedId: message.threadId,
      at: message.at,
    });
  }
  return told;
}
