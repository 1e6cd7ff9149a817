import { parseWithZod } from "@conform-to/zod/v4";
import { tellOfNewMessage } from "./message-notices.server";
import type { Notices } from "~/features/notifications/record-notice.server";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { data, redirect } from "react-router";
import { candidates, caseworkerAssignments, caseworkers, messages, messageThreads, organisations, referrals, threadParticipants } from "../../../db/schema";
import type { PartyKind } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import { caseloadCandidateIds } from "~/features/candidates/caseload.server";
import type { Actor, CandidateSubject, CaseworkerSubject, PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { uuidv7 } from "~/lib/uuid.server";
import { candidateThreadSchema, newThreadMessages, newThreadSchema, type ThreadContact } from "./new-thread";
import { SENT_FLAG } from "./reply-action.server";

/**
 * Starting a conversation. Who may write to whom:
 * - a caseworker to a person on their caseload (the caseworker and the person), or to the partner that referred
 *   someone on their caseload (the caseworker and the partner: staff only, the person is not in it);
 * - a candidate to their own caseworker;
 * - a partner to the caseworker of someone it referred, while that person shares something with the partner.
 * The list each page offers is the rule: a value not in the subject's list is refused as a field error.
 */

type Party = { kind: PartyKind; id: string };
type Plan = { candidateId: string; from: Party; to: Party; detail: Record<string, string> };
type Paths = { thread: (threadId: string) => string; list: string };

/** The caseworker's list: the people on their caseload, then each referring partner about the person it referred. */
export async function caseworkerContacts(db: AppDb, subject: CaseworkerSubject): Promise<ThreadContact[]> {
  if (!subject.caseworkerId) return [];
  const known = { ...subject, caseworkerId: subject.caseworkerId };
  const [people, partners] = await Promise.all([
    db
      .select({ id: candidates.id, name: candidates.fullName })
      .from(candidates)
      .where(and(eq(candidates.demo, subject.demo), inCaseload(db, known)))
      .orderBy(asc(candidates.fullName))
      .limit(500),
    db
      .select({ referralId: referrals.id, candidateName: candidates.fullName, partnerName: organisations.name })
      .from(referrals)
      .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
      .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
      .where(and(eq(referrals.demo, subject.demo), eq(candidates.demo, subject.demo), inCaseload(db, known, referrals.candidateId)))
      .orderBy(asc(candidates.fullName), asc(organisations.name))
      .limit(500),
  ]);
  return [
    ...people.map((person) => ({ value: `candidate:${person.id}`, label: `${person.name} (the person themselves)` })),
    ...partners.map((row) => ({ value: `partner:${row.referralId}`, label: `${row.partnerName}, about ${row.candidateName}` })),
  ];
}

/** The column names someone on the caseworker's caseload now. */
function inCaseload(db: AppDb, subject: CaseworkerSubject & { caseworkerId: string }, column: typeof candidates.id | typeof referrals.candidateId = candidates.id) {
  return inArray(column, caseloadCandidateIds(db, subject));
}

/** The candidate's caseworker now (an open assignment, in the same data set), or null. */
export async function candidateCaseworker(db: AppDb, subject: CandidateSubject): Promise<{ id: string; name: string } | null> {
  if (!subject.candidateId) return null;
  const [row] = await db
    .select({ id: caseworkers.id, name: caseworkers.fullName })
    .from(caseworkerAssignments)
    .innerJoin(caseworkers, eq(caseworkers.id, caseworkerAssignments.caseworkerId))
    .where(and(eq(caseworkerAssignments.candidateId, subject.candidateId), isNull(caseworkerAssignments.endedAt), eq(caseworkers.demo, subject.demo)))
    .orderBy(desc(caseworkerAssignments.startedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The partner's list: each person it referred who shares something with it now (its newest referral of them
 * lets it see at least one thing) and who has a caseworker; the conversation is with that caseworker.
 */
export async function partnerContacts(db: AppDb, subject: PartnerSubject): Promise<(ThreadContact & { caseworkerId: string })[]> {
  if (!subject.organisationId) return [];
  const rows = await db
    .select({ candidateId: candidates.id, name: candidates.fullName, partnerMaySee: referrals.partnerMaySee, caseworkerId: caseworkerAssignments.caseworkerId })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .leftJoin(caseworkerAssignments, and(eq(caseworkerAssignments.candidateId, candidates.id), isNull(caseworkerAssignments.endedAt)))
    .where(and(eq(referrals.partnerId, subject.organisationId), eq(referrals.demo, subject.demo), eq(candidates.demo, subject.demo)))
    .orderBy(asc(candidates.fullName), desc(referrals.createdAt), desc(referrals.id))
    .limit(1000);
  // Only the partner's newest referral of each person decides what the partner may see.
  const seen = new Set<string>();
  const contacts: (ThreadContact & { caseworkerId: string })[] = [];
  for (const row of rows) {
    if (seen.has(row.candidateId)) continue;
    seen.add(row.candidateId);
    if (row.partnerMaySee.length === 0 || !row.caseworkerId) continue;
    contacts.push({ value: row.candidateId, label: `${row.name}'s caseworker`, caseworkerId: row.caseworkerId });
  }
  return contacts;
}

/** Reads the form; a refusal comes back (400) with what was typed. */
async function plan(db: AppDb, form: FormData, subject: CaseworkerSubject | CandidateSubject | PartnerSubject) {
  const schema = subject.kind === "candidate" ? candidateThreadSchema : newThreadSchema;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return { refused: data({ intent: "start", result: submission.reply() }, { status: 400 }) } as const;
  const value = submission.value as { subject: string; body: string; to?: string };
  const refuse = (message: string, field = "to") =>
    ({ refused: data({ intent: "start", result: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) }, { status: 400 }) }) as const;
  let found: Plan | null = null;
  if (!subject.demo) {
    if (subject.kind === "caseworker" && subject.caseworkerId) {
      const me: Party = { kind: "caseworker", id: subject.caseworkerId };
      const chosen = value.to ?? "";
      const allowed = (await caseworkerContacts(db, subject)).some((contact) => contact.value === chosen);
      if (allowed && chosen.startsWith("candidate:")) {
        const candidateId = chosen.slice("candidate:".length);
        found = { candidateId, from: me, to: { kind: "candidate", id: candidateId }, detail: { candidateId } };
      } else if (allowed && chosen.startsWith("partner:")) {
        const referralId = chosen.slice("partner:".length);
        const [referral] = await db.select({ partnerId: referrals.partnerId, candidateId: referrals.candidateId }).from(referrals).where(eq(referrals.id, referralId));
        if (referral?.candidateId) found = { candidateId: referral.candidateId, from: me, to: { kind: "organisation", id: referral.partnerId }, detail: { referralId } };
      }
    } else if (subject.kind === "candidate" && subject.candidateId) {
      const caseworker = await candidateCaseworker(db, subject);
      if (!caseworker) return refuse(newThreadMessages.noCaseworker, "");
      found = { candidateId: subject.candidateId, from: { kind: "candidate", id: subject.candidateId }, to: { kind: "caseworker", id: caseworker.id }, detail: { caseworkerId: caseworker.id } };
    } else if (subject.kind === "partner" && subject.organisationId) {
      const contact = (await partnerContacts(db, subject)).find((row) => row.value === value.to);
      if (contact) found = { candidateId: contact.value, from: { kind: "organisation", id: subject.organisationId }, to: { kind: "caseworker", id: contact.caseworkerId }, detail: { candidateId: contact.value } };
    }
  }
  if (!found) return refuse(newThreadMessages.notAllowed);
  return { plan: found, subject: value.subject, body: value.body } as const;
}

/**
 * Starts a conversation: the thread (about one person), both participants, the first message and an audit row
 * (ids only) in one transaction; then the new thread opens. A form sent twice (the same form key) starts one
 * conversation: the repeat goes to the list of conversations. Someone the subject may not write to is a field error.
 */
export async function startThread(
  db: AppDb,
  form: FormData,
  actor: Actor,
  subject: CaseworkerSubject | CandidateSubject | PartnerSubject,
  paths: Paths,
  notices: Notices,
  now: Date = new Date(),
) {
  const read = await plan(db, form, subject);
  if ("refused" in read) return read.refused;
  const { plan: found, subject: title, body } = read;
  const threadId = uuidv7();
  let told = 0;
  const started = await db.transaction(async (tx) => {
    if (!(await firstSubmission(tx, actor.userId, formKeyOf(form), now))) return false;
    const messageId = uuidv7();
    await tx.insert(messageThreads).values({ id: threadId, subject: title, candidateId: found.candidateId, demo: false, createdAt: now, lastMessageAt: now });
    await tx.insert(threadParticipants).values([
      { threadId, partyKind: found.from.kind, partyId: found.from.id, lastReadAt: now },
      { threadId, partyKind: found.to.kind, partyId: found.to.id, lastReadAt: null },
    ]);
    await tx.insert(messages).values({ id: messageId, threadId, senderKind: found.from.kind, senderId: found.from.id, senderName: actor.name, body, sentAt: now });
    await recordAudit(tx, { event: "message_thread_started", actorUserId: actor.userId, detail: { threadId, messageId, ...found.detail } });
    told = await tellOfNewMessage(tx, notices.settings, { threadId, from: found.from, actorUserId: actor.userId, at: now });
    return true;
  });
  if (told > 0) notices.wake();
  throw redirect(started ? `${paths.thread(threadId)}?${SENT_FLAG}=1` : paths.list, { status: 303 });
}
