/**
 * Benchmark data for the dashboard homes, shaped like the demonstration data set at `scale` times its size
 * (about 40 candidates, 8 employers, 4 partners, 3 caseworkers, 60 jobs and 150 applications at 1×, with
 * appointments, checklists, referrals, support actions, messages and mentoring around them). Every row is a
 * demonstration row and the personas in DEMO_PERSONAS are among them, so the homes have someone to show.
 * Used when the real demonstration seed is not available, or with BENCH_DATA=fixture.
 */
import { sql } from "drizzle-orm";
import {
  applications,
  appointments,
  candidates,
  caseworkerAssignments,
  caseworkers,
  jobs,
  mentoringMatches,
  mentoringSessions,
  messages,
  messageThreads,
  organisations,
  outcomeChecks,
  readinessChecklist,
  referrals,
  supportActions,
  threadParticipants,
} from "../db/schema";
import {
  applicationStatuses,
  readinessItems,
  readinessItemStatuses,
  readinessStatuses,
  referralStatuses,
  type ApplicationStatus,
} from "../db/schema/vocabulary";
import type { AppDb } from "../app/lib/db.server";
import { DEMO_PERSONAS } from "../app/lib/demonstration";
import { uuidv7 } from "../app/lib/uuid.server";

/** A small fixed-seed generator, so every run loads the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!,
  };
}

const DAY = 86_400_000;

/** Inserts in slices: PostgreSQL takes at most 65,535 parameters a statement. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Removes the demonstration rows of every dashboard table (cascades take their children). */
export async function clearDemonstrationRows(db: AppDb) {
  await db.delete(messageThreads).where(sql`${messageThreads.demo}`);
  await db.delete(referrals).where(sql`${referrals.demo}`);
  await db.delete(candidates).where(sql`${candidates.demo}`);
  await db.delete(caseworkers).where(sql`${caseworkers.demo}`);
  await db.delete(jobs).where(sql`${jobs.demo}`);
  await db.delete(organisations).where(sql`${organisations.demo}`);
}

export async function loadBenchData(db: AppDb, { scale, now = new Date() }: { scale: number; now?: Date }) {
  const rng = random(20261124);
  const time = now.getTime();
  const at = (days: number) => new Date(time + days * DAY);
  const date = (days: number) => at(days).toISOString().slice(0, 10);
  const ids = (n: number, first: string) => Array.from({ length: n }, (_, i) => (i === 0 ? first : uuidv7(time - (n - i) * 1000)));

  const candidateIds = ids(40 * scale, DEMO_PERSONAS.candidateId);
  const employerIds = ids(8 * scale, DEMO_PERSONAS.employerId);
  const partnerIds = ids(4 * scale, DEMO_PERSONAS.partnerId);
  const caseworkerIds = ids(3 * scale, DEMO_PERSONAS.caseworkerId);

  await clearDemonstrationRows(db);
  await insertAll(
    [
      ...employerIds.map((id, i) => ({ id, kind: "employer" as const, name: `Bench Employer ${i}`, status: "approved" as const, banTheBox: i % 2 === 0, demo: true })),
      ...partnerIds.map((id, i) => ({ id, kind: "partner" as const, name: `Bench Partner ${i}`, status: "approved" as const, demo: true })),
    ],
    (slice) => db.insert(organisations).values(slice),
  );
  await insertAll(
    caseworkerIds.map((id, i) => ({ id, fullName: `Bench Caseworker ${i}`, demo: true })),
    (slice) => db.insert(caseworkers).values(slice),
  );
  await insertAll(
    candidateIds.map((id, i) => {
      const readinessStatus = rng.pick(readinessStatuses);
      return {
        id,
        fullName: `Bench Candidate ${i}`,
        readinessStatus,
        supportDeclinedReason: readinessStatus === "support_declined" ? "Not now" : null,
        demo: true,
      };
    }),
    (slice) => db.insert(candidates).values(slice),
  );
  // Each candidate with one caseworker; some had another before.
  const caseworkerOf = candidateIds.map((_, i) => caseworkerIds[i % caseworkerIds.length]!);
  await insertAll(
    candidateIds.flatMap((candidateId, i) => [
      { id: uuidv7(), candidateId, caseworkerId: caseworkerOf[i]!, startedAt: at(-200) },
      ...(i % 4 === 0 ? [{ id: uuidv7(), candidateId, caseworkerId: rng.pick(caseworkerIds), startedAt: at(-500), endedAt: at(-201) }] : []),
    ]),
    (slice) => db.insert(caseworkerAssignments).values(slice).onConflictDoNothing(),
  );
  await insertAll(
    candidateIds.flatMap((candidateId) =>
      readinessItems.filter(() => rng.next() < 0.7).map((item) => ({ candidateId, item, status: rng.pick(readinessItemStatuses) })),
    ),
    (slice) => db.insert(readinessChecklist).values(slice),
  );

  const jobIds = ids(60 * scale, uuidv7());
  const jobEmployer = jobIds.map((_, i) => employerIds[i % employerIds.length]!);
  await insertAll(
    jobIds.map((id, i) => ({
      id,
      employerId: jobEmployer[i]!,
      employerName: "Bench Employer",
      title: `Bench job ${i}`,
      sector: "Hospitality",
      locationName: "Leeds",
      national: true,
      contractType: "permanent" as const,
      hours: "full_time" as const,
      vacancies: 1 + rng.int(4),
      status: rng.next() < 0.7 ? ("open" as const) : ("closed" as const),
      demo: true,
    })),
    (slice) => db.insert(jobs).values(slice),
  );

  // Applications over 18 months; the unique (job, candidate) pair is kept by skipping repeats.
  const seen = new Set<string>();
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  while (applicationRows.length < 150 * scale) {
    const jobIndex = rng.int(jobIds.length);
    const candidateId = applicationRows.length < 6 ? DEMO_PERSONAS.candidateId : rng.pick(candidateIds);
    const key = `${jobIndex}:${candidateId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const status: ApplicationStatus = rng.pick(applicationStatuses);
    applicationRows.push({
      id: uuidv7(),
      jobId: jobIds[jobIndex]!,
      candidateId,
      status,
      shared: rng.next() < 0.5 ? ["cv", "readiness"] : ["cv"],
      appliedAt: at(-rng.int(540)),
      demo: true,
    });
  }
  await insertAll(applicationRows, (slice) => db.insert(applications).values(slice));
  await insertAll(
    applicationRows
      .filter((row) => row.status === "started")
      .flatMap((row) =>
        (["six_weeks", "six_months", "one_year"] as const)
          .filter(() => rng.next() < 0.6)
          .map((checkpoint) => ({ applicationId: row.id!, checkpoint, startedOn: date(-300), inWork: rng.next() < 0.75 })),
      ),
    (slice) => db.insert(outcomeChecks).values(slice),
  );

  // Ten appointments a person, from a year ago to a month ahead; some interviews with employers.
  await insertAll(
    candidateIds.flatMap((candidateId, i) =>
      Array.from({ length: 10 }, () => {
        const startsAt = at(rng.int(395) - 365 + rng.next());
        const interview = rng.next() < 0.15;
        return {
          id: uuidv7(),
          candidateId,
          caseworkerId: interview ? null : caseworkerOf[i]!,
          organisationId: interview ? rng.pick(employerIds) : null,
          title: interview ? "Interview" : "Catch-up",
          mode: "in_person" as const,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          attendance: startsAt.getTime() < time ? rng.pick(["attended", "late", "did_not_attend"] as const) : null,
          demo: true,
        };
      }),
    ),
    (slice) => db.insert(appointments).values(slice),
  );

  const referralRows = Array.from({ length: 30 * scale }, (_, i) => ({
    id: uuidv7(),
    partnerId: i < 10 ? DEMO_PERSONAS.partnerId : rng.pick(partnerIds),
    candidateId: rng.next() < 0.8 ? rng.pick(candidateIds) : null,
    firstName: "Bench",
    lastName: `Person ${i}`,
    consentGiven: true,
    consentRecordedAt: at(-rng.int(540)),
    consentRecordedBy: "Bench officer",
    referredByName: "Bench officer",
    status: rng.pick(referralStatuses),
    createdAt: at(-rng.int(540)),
    demo: true,
  }));
  await insertAll(referralRows, (slice) => db.insert(referrals).values(slice));
  await insertAll(
    Array.from({ length: 60 * scale }, () => {
      const referral = rng.pick(referralRows);
      return {
        id: uuidv7(),
        candidateId: referral.candidateId ?? rng.pick(candidateIds),
        organisationId: referral.partnerId,
        referralId: referral.id,
        title: "Bench action",
        dueOn: date(rng.int(60) - 30),
        status: rng.pick(["open", "open", "done", "cancelled"] as const),
        demo: true,
      };
    }),
    (slice) => db.insert(supportActions).values(slice),
  );

  // One thread a person with their caseworker, four messages in each; every fourth also with a partner.
  const threads = candidateIds.map((candidateId, i) => ({ id: uuidv7(), subject: "Bench thread", candidateId, demo: true, lastMessageAt: at(-1), i }));
  await insertAll(
    threads.map(({ i: _i, ...thread }) => thread),
    (slice) => db.insert(messageThreads).values(slice),
  );
  await insertAll(
    threads.flatMap((thread) => [
      { threadId: thread.id, partyKind: "candidate" as const, partyId: thread.candidateId, lastReadAt: at(-rng.int(30)) },
      { threadId: thread.id, partyKind: "caseworker" as const, partyId: caseworkerOf[thread.i]!, lastReadAt: at(-rng.int(30)) },
      ...(thread.i % 4 === 0 ? [{ threadId: thread.id, partyKind: "organisation" as const, partyId: rng.pick(partnerIds), lastReadAt: null }] : []),
    ]),
    (slice) => db.insert(threadParticipants).values(slice),
  );
  await insertAll(
    threads.flatMap((thread) =>
      Array.from({ length: 4 }, (_, k) => ({
        id: uuidv7(),
        threadId: thread.id,
        senderKind: k % 2 === 0 ? ("caseworker" as const) : ("candidate" as const),
        senderId: k % 2 === 0 ? caseworkerOf[thread.i]! : thread.candidateId,
        senderName: "Bench",
        body: "Bench message",
        sentAt: at(-rng.int(60)),
      })),
    ),
    (slice) => db.insert(messages).values(slice),
  );

  const matches = candidateIds
    .filter((_, i) => i === 0 || rng.next() < 0.5)
    .map((candidateId) => ({ id: uuidv7(), candidateId, mentorName: "Bench Mentor", startedOn: date(-200), demo: true }));
  await insertAll(matches, (slice) => db.insert(mentoringMatches).values(slice));
  await insertAll(
    matches.flatMap((match) =>
      Array.from({ length: 6 }, (_, k) => ({ id: uuidv7(), matchId: match.id, heldOn: date(k * 14 - 56), minutes: 60, mode: "in_person" as const })),
    ),
    (slice) => db.insert(mentoringSessions).values(slice),
  );
}
