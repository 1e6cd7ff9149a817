import { and, eq, getTableName, inArray, is, or, sql, type SQL } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../../db/schema";
import {
  accounts,
  applicationFiles,
  applicationLetters,
  applications,
  applicationStatusChanges,
  jobChanges,
  auditChainHead,
  auditEvents,
  calendarFeeds,
  candidateBarriers,
  candidateCvs,
  candidates,
  caseAccessGrants,
  caseNotes,
  caseworkerAssignments,
  caseworkers,
  convictionRecords,
  disclosureCheckResults,
  diaryEntries,
  enquiries,
  enquiryStatusChanges,
  jobEvents,
  jobs,
  mailOutbox,
  mentoringMatches,
  mentors,
  mentoringSessions,
  messages,
  messageThreads,
  notificationPreferences,
  notifications,
  organisationContacts,
  organisationInvitations,
  organisationMembers,
  organisations,
  outcomeChecks,
  rateLimits,
  readinessChecklist,
  referrals,
  referralStatusChanges,
  referralInvitations,
  scheduledJobs,
  serverInstances,
  sessions,
  supportActions,
  threadParticipants,
  twoFactors,
  usedOneTimeCodes,
  formSubmissions,
  users,
  verifications,
  appointments,
  interviews,
  interviewTimes,
} from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import type { KeyRing } from "~/lib/field-encryption.server";
import { readLetterCopy } from "../applications/shared-copy.server";
import { readConvictionRecords } from "../convictions/conviction-records.server";
import { readCheckResult } from "../disclosure-check/saved-result.server";

/**
 * Everything the service holds about one person, table by table: what "Download your data" gives them. Every
 * table in db/schema is listed here, either with how to find the person's rows or with why it holds none
 * (personal-data.server.test.ts fails when a table is added without a decision). What deleting their account
 * does to each table is in erasure.server.ts.
 */

/** Who the person is in each part of the data model. */
export type DataSubject = {
  userId: string;
  name: string;
  /** Lower-cased: enquiries, invitations and emails are matched on the address whatever its case. */
  email: string;
  candidateIds: string[];
  caseworkerIds: string[];
  organisationIds: string[];
};

type Row = Record<string, unknown>;
type Reader = (db: AppDb, who: DataSubject, keys: KeyRing) => Promise<Row[]>;

export type TableCoverage = { table: PgTable; rows: Reader; note?: string } | { table: PgTable; notPersonal: string };

const none = <T,>(ids: T[]) => ids.length === 0;
/** Leaves out columns that are secrets or keys rather than information about the person. */
const without =
  <K extends string>(...columns: K[]) =>
  (row: Row): Row =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key as K)));

const lowerEquals = (column: SQL | PgTable[keyof PgTable], email: string) => sql`lower(${column}) = ${email}`;

async function threadIdsOf(db: AppDb, who: DataSubject): Promise<string[]> {
  const conditions: SQL[] = [];
  if (!none(who.candidateIds)) conditions.push(inArray(messageThreads.candidateId, who.candidateIds));
  const parties = [...who.candidateIds.map((id) => ["candidate", id] as const), ...who.caseworkerIds.map((id) => ["caseworker", id] as const)];
  const participating = parties.length
    ? await db
        .select({ threadId: threadParticipants.threadId })
        .from(threadParticipants)
        .where(or(...parties.map(([kind, id]) => and(eq(threadParticipants.partyKind, kind), eq(threadParticipants.partyId, id)))))
    : [];
  const byCandidate = conditions.length ? await db.select({ id: messageThreads.id }).from(messageThreads).where(or(...conditions)) : [];
  return [...new Set([...participating.map((row) => row.threadId), ...byCandidate.map((row) => row.id)])];
}

async function applicationIdsOf(db: AppDb, who: DataSubject): Promise<string[]> {
  if (none(who.candidateIds)) return [];
  return (await db.select({ id: applications.id }).from(applications).where(inArray(applications.candidateId, who.candidateIds))).map((row) => row.id);
}

async function referralIdsOf(db: AppDb, who: DataSubject): Promise<string[]> {
  // A referral waiting for the person's answer is about them too (matched perhaps by their phone).
  const about = [lowerEquals(referrals.email, who.email), eq(referrals.awaitingUserId, who.userId)];
  if (!none(who.candidateIds)) about.push(inArray(referrals.candidateId, who.candidateIds));
  return (await db.select({ id: referrals.id }).from(referrals).where(or(...about))).map((row) => row.id);
}

const byCandidate = (table: PgTable & { candidateId: PgTable[keyof PgTable] }) => (db: AppDb, who: DataSubject) =>
  none(who.candidateIds) ? Promise.resolve([]) : (db.select().from(table).where(inArray(table.candidateId as never, who.candidateIds)) as Promise<Row[]>);

/** Every table, and how the person's rows are found in it. */
export const personalDataTables: TableCoverage[] = [
  { table: users, rows: (db, who) => db.select().from(users).where(eq(users.id, who.userId)) },
  { table: sessions, rows: async (db, who) => (await db.select().from(sessions).where(eq(sessions.userId, who.userId))).map(without("token")) },
  {
    table: accounts,
    rows: async (db, who) => (await db.select().from(accounts).where(eq(accounts.userId, who.userId))).map(without("password", "accessToken", "refreshToken", "idToken")),
    note: "The password is kept only as a one-way hash, which is left out.",
  },
  {
    table: twoFactors,
    rows: async (db, who) => (await db.select().from(twoFactors).where(eq(twoFactors.userId, who.userId))).map(without("secret", "backupCodes")),
    note: "The authenticator secret and backup codes are left out: they are keys, not information about you.",
  },
  { table: usedOneTimeCodes, rows: async (db, who) => (await db.select().from(usedOneTimeCodes).where(eq(usedOneTimeCodes.userId, who.userId))).map(without("codeHash")) },
  {
    table: formSubmissions,
    rows: async (db, who) => (await db.select().from(formSubmissions).where(eq(formSubmissions.userId, who.userId))).map(without("key")),
    note: "When you sent a form, kept a day so that pressing its button twice saves once; the form's random key is left out.",
  },
  { table: verifications, notPersonal: "Email links and codes, kept only as hashes until they run out (minutes or hours)." },
  {
    table: auditEvents,
    rows: (db, who) => db.select().from(auditEvents).where(or(eq(auditEvents.actorUserId, who.userId), eq(auditEvents.subjectUserId, who.userId))),
  },
  { table: auditChainHead, notPersonal: "The newest audit entry's number and hash." },
  { table: organisationMembers, rows: (db, who) => db.select().from(organisationMembers).where(eq(organisationMembers.userId, who.userId)) },
  {
    table: organisations,
    // The organisation's own details (its contacts, its safeguarding lead) are not the person's, and a member
    // awaiting approval may not see them: the export names the organisation and any new name this person asked for.
    rows: async (db, who) =>
      none(who.organisationIds)
        ? []
        : (
            await db
              .select({ id: organisations.id, kind: organisations.kind, name: organisations.name, proposedName: organisations.proposedName, proposedAt: organisations.proposedAt, proposedByUserId: organisations.proposedByUserId })
              .from(organisations)
              .where(inArray(organisations.id, who.organisationIds))
          ).map(({ proposedName, proposedAt, proposedByUserId, ...organisation }) => (proposedByUserId === who.userId ? { ...organisation, proposedName, proposedAt } : organisation)),
    note: "The organisations your account acts for, by name, and any new name you asked for. Their other details belong to the organisation, not to you.",
  },
  { table: organisationContacts, rows: (db, who) => db.select().from(organisationContacts).where(lowerEquals(organisationContacts.email, who.email)) },
  {
    table: organisationInvitations,
    rows: async (db, who) =>
      (await db.select().from(organisationInvitations).where(or(lowerEquals(organisationInvitations.email, who.email), eq(organisationInvitations.invitedByUserId, who.userId)))).map(
        without("tokenHash"),
      ),
  },
  { table: candidates, rows: (db, who) => db.select().from(candidates).where(eq(candidates.userId, who.userId)) },
  { table: candidateBarriers, rows: byCandidate(candidateBarriers) },
  {
    table: readinessChecklist,
    rows: (db, who) =>
      db
        .select()
        .from(readinessChecklist)
        .where(or(...(none(who.candidateIds) ? [] : [inArray(readinessChecklist.candidateId, who.candidateIds)]), eq(readinessChecklist.updatedByUserId, who.userId))),
  },
  { table: caseworkers, rows: (db, who) => db.select().from(caseworkers).where(eq(caseworkers.userId, who.userId)) },
  {
    table: caseworkerAssignments,
    rows: (db, who) => {
      const conditions = [
        ...(none(who.candidateIds) ? [] : [inArray(caseworkerAssignments.candidateId, who.candidateIds)]),
        ...(none(who.caseworkerIds) ? [] : [inArray(caseworkerAssignments.caseworkerId, who.caseworkerIds)]),
      ];
      return conditions.length ? db.select().from(caseworkerAssignments).where(or(...conditions)) : Promise.resolve([]);
    },
  },
  { table: candidateCvs, rows: byCandidate(candidateCvs) },
  { table: appointments, rows: byCandidate(appointments) },
  { table: diaryEntries, rows: byCandidate(diaryEntries) },
  {
    table: mentors,
    // Their offer to mentor (from their settings), or their entry as a volunteer a caseworker made with their email address.
    rows: (db, who) => db.select().from(mentors).where(or(eq(mentors.userId, who.userId), lowerEquals(mentors.email, who.email))),
  },
  { table: mentoringMatches, rows: byCandidate(mentoringMatches) },
  {
    table: mentoringSessions,
    rows: async (db, who) => {
      if (none(who.candidateIds)) return [];
      return (await db
        .select({ session: mentoringSessions })
        .from(mentoringSessions)
        .innerJoin(mentoringMatches, eq(mentoringMatches.id, mentoringSessions.matchId))
        .where(inArray(mentoringMatches.candidateId, who.candidateIds))).map((row) => row.session);
    },
  },
  { table: caseNotes, rows: byCandidate(caseNotes) },
  { table: supportActions, rows: byCandidate(supportActions) },
  {
    table: caseAccessGrants,
    rows: (db, who) => {
      const conditions = [
        ...(none(who.candidateIds) ? [] : [inArray(caseAccessGrants.candidateId, who.candidateIds)]),
        ...(none(who.caseworkerIds) ? [] : [inArray(caseAccessGrants.caseworkerId, who.caseworkerIds)]),
      ];
      return conditions.length ? db.select().from(caseAccessGrants).where(or(...conditions)) : Promise.resolve([]);
    },
  },
  {
    table: convictionRecords,
    // Decrypted through the conviction records feature, as the candidate reads them on their own pages.
    rows: async (db, who, keys) => {
      const rows: Row[] = [];
      for (const candidateId of who.candidateIds) {
        const read = await readConvictionRecords(db, keys, { kind: "candidate", userId: who.userId }, candidateId);
        if (read.access === "full") for (const record of read.records) rows.push({ id: record.id, candidateId, createdAt: record.createdAt, updatedAt: record.updatedAt, ...record.payload });
      }
      return rows;
    },
    note: "Your conviction details and disclosure letters, decrypted.",
  },
  {
    table: disclosureCheckResults,
    // Decrypted through the disclosure checker's own reader, which checks the profile is this account's.
    rows: async (db, who, keys) => {
      const rows: Row[] = [];
      for (const candidateId of who.candidateIds) {
        const saved = await readCheckResult(db, keys, { kind: "candidate", userId: who.userId }, candidateId);
        if (saved) rows.push({ id: saved.id, candidateId, createdAt: saved.createdAt, updatedAt: saved.updatedAt, ...saved.payload });
      }
      return rows;
    },
    note: "The disclosure checker result you saved to your account, decrypted.",
  },
  { table: applications, rows: byCandidate(applications) },
  {
    table: applicationStatusChanges,
    rows: async (db, who) => {
      const ids = await applicationIdsOf(db, who);
      return db
        .select()
        .from(applicationStatusChanges)
        .where(or(...(ids.length ? [inArray(applicationStatusChanges.applicationId, ids)] : []), eq(applicationStatusChanges.changedByUserId, who.userId)));
    },
  },
  {
    table: outcomeChecks,
    rows: async (db, who) => {
      const ids = await applicationIdsOf(db, who);
      return ids.length ? db.select().from(outcomeChecks).where(inArray(outcomeChecks.applicationId, ids)) : [];
    },
  },
  {
    table: applicationLetters,
    // Decrypted: the copies of the letters shared with the person's own applications.
    rows: async (db, who, keys) => {
      const rows: Row[] = [];
      for (const applicationId of await applicationIdsOf(db, who)) {
        const letters = await readLetterCopy(db, keys, applicationId);
        if (letters) rows.push({ applicationId, letters });
      }
      return rows;
    },
    note: "The copy of your disclosure letters kept with each application you shared them with, decrypted.",
  },
  {
    table: applicationFiles,
    rows: async (db, who) => {
      const ids = await applicationIdsOf(db, who);
      return ids.length ? (await db.select().from(applicationFiles).where(inArray(applicationFiles.applicationId, ids))).map(without("storageKey")) : [];
    },
    note: "What is known about each file you uploaded (its name, type, size and checksum); download the files themselves from your applications.",
  },
  {
    table: interviews,
    rows: async (db, who) => {
      const ids = await applicationIdsOf(db, who);
      // Interviews of their own applications, and those they offered as an employer's member.
      return db
        .select()
        .from(interviews)
        .where(or(...(ids.length ? [inArray(interviews.applicationId, ids)] : []), eq(interviews.offeredByUserId, who.userId)));
    },
  },
  {
    table: interviewTimes,
    rows: async (db, who) => {
      const ids = await applicationIdsOf(db, who);
      if (!ids.length) return [];
      return (await db.select({ time: interviewTimes }).from(interviewTimes).innerJoin(interviews, eq(interviews.id, interviewTimes.interviewId)).where(inArray(interviews.applicationId, ids))).map(
        (row) => row.time,
      );
    },
    note: "The times offered for your interviews, and how each was to meet.",
  },
  { table: jobs, notPersonal: "Roles employers posted: about organisations, not people (your applications list the roles you applied for)." },
  {
    table: jobChanges,
    rows: async (db, who) => db.select().from(jobChanges).where(eq(jobChanges.changedByUserId, who.userId)),
    note: "Changes you made to your organisation's roles: which role, when, and which fields.",
  },
  {
    table: messageThreads,
    rows: async (db, who) => {
      const ids = await threadIdsOf(db, who);
      return ids.length ? db.select().from(messageThreads).where(inArray(messageThreads.id, ids)) : [];
    },
  },
  {
    table: threadParticipants,
    rows: async (db, who) => {
      const ids = await threadIdsOf(db, who);
      return ids.length ? db.select().from(threadParticipants).where(inArray(threadParticipants.threadId, ids)) : [];
    },
  },
  {
    table: messages,
    rows: async (db, who) => {
      const ids = await threadIdsOf(db, who);
      const conditions: SQL[] = [];
      if (ids.length) conditions.push(inArray(messages.threadId, ids));
      // Messages you wrote for your organisation carry your name.
      if (!none(who.organisationIds)) {
        conditions.push(and(eq(messages.senderKind, "organisation"), inArray(messages.senderId, who.organisationIds), eq(messages.senderName, who.name))!);
      }
      return conditions.length ? db.select().from(messages).where(or(...conditions)) : [];
    },
  },
  {
    table: referrals,
    rows: (db, who) =>
      db
        .select()
        .from(referrals)
        .where(or(lowerEquals(referrals.email, who.email), eq(referrals.awaitingUserId, who.userId), ...(none(who.candidateIds) ? [] : [inArray(referrals.candidateId, who.candidateIds)]))),
    note: "Referrals about you (not the ones you made about other people).",
  },
  {
    table: referralStatusChanges,
    rows: async (db, who) => {
      const ids = await referralIdsOf(db, who);
      return ids.length ? db.select().from(referralStatusChanges).where(inArray(referralStatusChanges.referralId, ids)) : [];
    },
  },
  {
    table: referralInvitations,
    rows: async (db, who) => {
      const ids = await referralIdsOf(db, who);
      const about = [lowerEquals(referralInvitations.email, who.email), ...(ids.length ? [inArray(referralInvitations.referralId, ids)] : [])];
      return (await db.select().from(referralInvitations).where(or(...about))).map(without("tokenHash"));
    },
    note: "Invitations we emailed you after a referral, to create an account (the link itself is not kept).",
  },
  { table: enquiries, rows: async (db, who) => (await db.select().from(enquiries).where(lowerEquals(enquiries.email, who.email))).map(without("payloadHash", "idempotencyKey")) },
  {
    table: enquiryStatusChanges,
    rows: async (db, who) => {
      const ids = (await db.select({ id: enquiries.id }).from(enquiries).where(lowerEquals(enquiries.email, who.email))).map((row) => row.id);
      return ids.length ? db.select().from(enquiryStatusChanges).where(inArray(enquiryStatusChanges.enquiryId, ids)) : [];
    },
  },
  {
    table: mailOutbox,
    rows: async (db, who) =>
      (
        await db
          .select()
          .from(mailOutbox)
          .where(or(lowerEquals(mailOutbox.toAddress, who.email), eq(mailOutbox.userId, who.userId), sql`${mailOutbox.relatedId}::text = ${who.userId}`))
      ).map((row) =>
        // An email with a sign-in link or code still waiting to be sent would work as a key: its text is left out.
        row.sensitive ? { ...without("textBody", "lastError")(row), textBody: "[left out: it holds a sign-in link or code]" } : without("lastError")(row),
      ),
    note: "Copies of the emails and text messages we sent you.",
  },
  {
    table: notificationPreferences,
    // The confirmation code's hash works as a key while it lasts: left out.
    rows: async (db, who) => (await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, who.userId))).map(without("mobileCodeHash")),
  },
  { table: notifications, rows: (db, who) => db.select().from(notifications).where(eq(notifications.userId, who.userId)), note: "The notices the service showed you." },
  { table: calendarFeeds, rows: async (db, who) => (await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, who.userId))).map(without("tokenHash")) },
  { table: jobEvents, rows: (db, who) => db.select().from(jobEvents).where(sql`${jobEvents.key} like ${`%:${who.userId}%`}`), note: "Records that a warning or deletion step ran once." },
  { table: rateLimits, notPersonal: "Counters keyed by a keyed hash, gone within a day." },
  { table: scheduledJobs, notPersonal: "When the service's own scheduled work last ran." },
  { table: serverInstances, notPersonal: "The servers running the service." },
];

/** Every table db/schema defines, by SQL name (the coverage test compares this with personalDataTables). */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

export async function dataSubjectFor(db: AppDb, userId: string): Promise<DataSubject | null> {
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  // One query at a time: erasure calls this inside a transaction, which holds one connection.
  const candidateRows = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, userId));
  const caseworkerRows = await db.select({ id: caseworkers.id }).from(caseworkers).where(eq(caseworkers.userId, userId));
  const memberRows = await db.select({ id: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
  return {
    userId,
    name: user.name,
    email: user.email.trim().toLowerCase(),
    candidateIds: candidateRows.map((row) => row.id),
    caseworkerIds: caseworkerRows.map((row) => row.id),
    organisationIds: memberRows.map((row) => row.id),
  };
}

export type PersonalDataExport = { generatedAt: string; tables: { name: string; note?: string; rows: Row[] }[]; notHeld: { name: string; why: string }[] };

/** Everything held about the person, table by table, in the order of personalDataTables. */
export async function collectPersonalData(db: AppDb, keys: KeyRing, who: DataSubject, now = new Date()): Promise<PersonalDataExport> {
  const tables: PersonalDataExport["tables"] = [];
  const notHeld: PersonalDataExport["notHeld"] = [];
  for (const entry of personalDataTables) {
    const name = getTableName(entry.table);
    if ("notPersonal" in entry) notHeld.push({ name, why: entry.notPersonal });
    else tables.push({ name, ...(entry.note ? { note: entry.note } : {}), rows: await entry.rows(db, who, keys) });
  }
  return { generatedAt: now.toISOString(), tables, notHeld };
}
