import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq, inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import { candidates, messages, messageThreads, organisations, referrals, threadParticipants } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { caseloadCandidateIds } from "~/features/candidates/caseload.server";
import type { Actor, CaseworkerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { newThreadSchema } from "./new-thread";
import { SENT_FLAG } from "./reply-action.server";

/** Whom a caseworker can start a conversation with: the partner that referred each person on their caseload. */
export type ThreadContact = { referralId: string; candidateName: string; partnerName: string };

export async function threadContacts(db: AppDb, subject: CaseworkerSubject): Promise<ThreadContact[]> {
  if (!subject.caseworkerId) return [];
  return db
    .select({ referralId: referrals.id, candidateName: candidates.fullName, partnerName: organisations.name })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
    .where(
      and(
        eq(referrals.demo, subject.demo),
        eq(candidates.demo, subject.demo),
        inArray(referrals.candidateId, caseloadCandidateIds(db, { ...subject, caseworkerId: subject.caseworkerId })),
      ),
    )
    .orderBy(asc(candidates.fullName), asc(organisations.name))
    .limit(500);
}

/**
 * Starts a conversation between the caseworker and the partner that referred someone on their caseload: the
 * thread (about that person), both participants, the first message and an audit row (ids only) in one
 * transaction; then the new thread opens. A referral not on the caseload is refused as a field error.
 */
export async function startThread(db: AppDb, form: FormData, actor: Actor, subject: CaseworkerSubject, threadPath: (threadId: string) => string, now: Date = new Date()) {
  const submission = parseWithZod(form, { schema: newThreadSchema });
  if (submission.status !== "success") return data({ intent: "start", result: submission.reply() }, { status: 400 });
  const { referralId, subject: title, body } = submission.value;
  const caseworkerId = subject.caseworkerId;
  const contacts = caseworkerId && !subject.demo ? await threadContacts(db, subject) : [];
  if (!caseworkerId || !contacts.some((contact) => contact.referralId === referralId)) {
    return data({ intent: "start", result: submission.reply({ fieldErrors: { referralId: ["Choose someone on your caseload who was referred by a partner"] } }) }, { status: 400 });
  }
  const threadId = uuidv7();
  await db.transaction(async (tx) => {
    const [referral] = await tx.select({ partnerId: referrals.partnerId, candidateId: referrals.candidateId }).from(referrals).where(eq(referrals.id, referralId));
    if (!referral?.candidateId) throw new Error("the referral has no person");
    const messageId = uuidv7();
    await tx.insert(messageThreads).values({ id: threadId, subject: title, candidateId: referral.candidateId, demo: false, createdAt: now, lastMessageAt: now });
    await tx.insert(threadParticipants).values([
      { threadId, partyKind: "caseworker", partyId: caseworkerId, lastReadAt: now },
      { threadId, partyKind: "organisation", partyId: referral.partnerId, lastReadAt: null },
    ]);
    await tx.insert(messages).values({ id: messageId, threadId, senderKind: "caseworker", senderId: caseworkerId, senderName: actor.name, body, sentAt: now });
    await recordAudit(tx, { event: "message_thread_started", actorUserId: actor.userId, detail: { threadId, messageId, referralId } });
  });
  throw redirect(`${threadPath(threadId)}?${SENT_FLAG}=1`, { status: 303 });
}
