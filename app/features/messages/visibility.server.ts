import { and, eq, sql, type SQL } from "drizzle-orm";
import { messageThreads, threadParticipants } from "../../../db/schema";
import type { DataSubject } from "~/lib/data-subject";
import type { PartyKind } from "../../../db/schema/vocabulary";

export type Party = { kind: PartyKind; id: string };

/**
 * A partner sees a thread about a person only while that person shares something with the partner: the
 * partner's newest referral of them (in the same data set) lets it see at least one thing. The same rule as the
 * partner's other pages (referrals/partner-sharing.server.ts): if the person withdraws everything, the thread
 * about them disappears from the partner's messages, and its address answers 404.
 */
export function partnerMaySeeThread(organisationId: string, demo: boolean): SQL {
  return sql`coalesce((
    select jsonb_array_length(r.partner_may_see) from referrals r
    where r.partner_id = ${organisationId} and r.candidate_id = ${messageThreads.candidateId} and r.demo = ${demo}
    order by r.created_at desc, r.id desc limit 1
  ), 0) > 0`;
}

/**
 * The subject's own threads in its data set: it must be a participant, and a partner must still be allowed to
 * see the person the thread is about. Used with a join of thread_participants to message_threads.
 */
export function visibleThread(subject: DataSubject, party: Party): SQL {
  const own = and(eq(threadParticipants.partyKind, party.kind), eq(threadParticipants.partyId, party.id), eq(messageThreads.demo, subject.demo))!;
  if (subject.kind !== "partner") return own;
  return and(own, partnerMaySeeThread(party.id, subject.demo))!;
}
