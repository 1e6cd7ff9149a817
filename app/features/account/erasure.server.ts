import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  accounts,
  applicationFiles,
  applicationLetters,
  applications,
  applicationStatusChanges,
  jobChanges,
  appointments,
  interviews,
  interviewTimes,
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
  diaryEntries,
  disclosureCheckResults,
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
} from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { recordAudit } from "~/lib/audit.server";
import { dataSubjectFor, type DataSubject } from "./personal-data.server";

/**
 * Erasing a person (decision 0028): every table in db/schema is listed here with what erasure does to it, or
 * why it holds nothing about anyone. personal-data.server.test.ts fails when a table is added without a line
 * here, and tests/integration/erasure.test.ts builds a person in every table and checks each one afterwards.
 */
export type ErasureHow =
  /** The person's rows go. */
  | "deleted"
  /** The person's rows go; rows others keep for their own reasons lose the person's name and details. */
  | "deleted or anonymised"
  /** Rows others keep stay, without who the person was. */
  | "anonymised"
  /** Kept, naming the person by account number only (never a name, address or phone number). */
  | "kept with ids only"
  | "holds no personal data";

export const erasureDecisions: { table: PgTable; how: ErasureHow; what: string }[] = [
  { table: users, how: "deleted", what: "The account row, in the same transaction as everything below." },
  { table: sessions, how: "deleted", what: "Every session of the account." },
  { table: accounts, how: "deleted", what: "The sign-in record and its password hash." },
  { table: verifications, how: "deleted", what: "Live reset links and two-step challenges whose value is the account's id (the rest are hashed and expire within hours)." },
  { table: twoFactors, how: "deleted", what: "The authenticator secret and backup codes." },
  { table: usedOneTimeCodes, how: "deleted", what: "Hashes of codes already used." },
  { table: formSubmissions, how: "deleted", what: "The keys of forms the person sent in the last day (a second press saves once)." },
  {
    table: auditEvents,
    how: "kept with ids only",
    what: "Entries cannot be changed without breaking the hash chain, so nothing that names a person (a name, an email address, what an admin typed into a search) is ever written to one; they keep account, record and session ids for 6 years. A personal_data_erased entry records the counts.",
  },
  { table: auditChainHead, how: "holds no personal data", what: "The newest audit entry's number and hash." },
  {
    table: organisations,
    how: "anonymised",
    what: "The organisation stays (it is the employer's or partner's); its contact name and data sharing signatory are cleared where they are the person's name (in organisations they were a member of), and its safeguarding lead where it is their email address.",
  },
  { table: organisationMembers, how: "deleted", what: "Their membership of any organisation." },
  { table: organisationContacts, how: "deleted", what: "Contacts with their email address." },
  { table: organisationInvitations, how: "deleted or anonymised", what: "Invitations to their email address go; invitations they sent stay, without who sent them." },
  {
    table: candidates,
    how: "deleted",
    what: "Their own candidate profile, and every record a partner's referral made for them before they had an account (found through referrals with their candidate id, their email address, or, with no email address, a phone number of theirs).",
  },
  { table: candidateBarriers, how: "deleted", what: "With the candidate records (barriers and needs)." },
  { table: readinessChecklist, how: "deleted or anonymised", what: "Their checklist goes; items they changed on other people's checklists become 'Former user'." },
  { table: caseworkers, how: "deleted", what: "Their caseworker profile (their name and team)." },
  { table: caseworkerAssignments, how: "deleted", what: "Assignments of their candidate records, and, as a caseworker, of their caseload." },
  { table: candidateCvs, how: "deleted", what: "With the candidate records." },
  {
    table: appointments,
    how: "deleted or anonymised",
    what: "Appointments on their records go; their name as the one who cancelled someone else's becomes 'Former user'.",
  },
  { table: diaryEntries, how: "deleted", what: "With the candidate records." },
  {
    table: mentors,
    how: "deleted",
    what: "Their offer to mentor, and any volunteer entry with their email address; matches they mentored stay with the candidate, by 'Former mentor'.",
  },
  { table: mentoringMatches, how: "deleted or anonymised", what: "With the candidate records; as a mentor, their name on other people's matches becomes 'Former mentor'." },
  { table: mentoringSessions, how: "deleted", what: "With their mentoring matches." },
  { table: caseNotes, how: "deleted or anonymised", what: "Notes on their records go; notes they wrote as a caseworker about others stay, by 'Former caseworker'." },
  { table: supportActions, how: "deleted or anonymised", what: "Actions on their records go; their name as the owner of someone else's action becomes 'Former user'." },
  { table: caseAccessGrants, how: "deleted", what: "Grants to open their records, and grants they held as a caseworker." },
  { table: convictionRecords, how: "deleted", what: "With the candidate records (the ciphertext goes; no key is needed)." },
  { table: disclosureCheckResults, how: "deleted", what: "With the candidate records." },
  {
    table: applications,
    how: "deleted",
    what: "With the candidate records; the employer keeps the role. Their uploaded CV files are removed from storage just after the transaction (or by the next sweep).",
  },
  {
    table: applicationStatusChanges,
    how: "deleted or anonymised",
    what: "With their applications (the employer's notes on them too: they describe the person); changes they made to other people's applications stay, by 'Former user'.",
  },
  { table: outcomeChecks, how: "deleted", what: "With their applications." },
  { table: applicationFiles, how: "deleted", what: "With their applications." },
  { table: applicationLetters, how: "deleted", what: "The letter copied at applying, with its application." },
  { table: interviews, how: "deleted", what: "With their applications (the appointment an accepted time made goes with their appointments)." },
  { table: interviewTimes, how: "deleted", what: "With their interviews." },
  { table: jobs, how: "holds no personal data", what: "Roles employers posted: about organisations, not people; a role they applied for stays." },
  { table: jobChanges, how: "anonymised", what: "Changes they made to their organisation's roles stay in the role's history, by 'Former user'." },
  { table: messageThreads, how: "deleted", what: "Threads about their candidate records (subject, every message and participant)." },
  { table: threadParticipants, how: "deleted", what: "Their place in any other thread." },
  {
    table: messages,
    how: "deleted or anonymised",
    what: "Messages they sent as a candidate go; as a caseworker or for an organisation, the message stays for the other party, from 'Former caseworker' or 'Former member of staff'.",
  },
  {
    table: referrals,
    how: "anonymised",
    what: "A referral about them stays for the partner's counts, as 'Erased at their request': no name, email, phone, town, needs, notes, setting, release date, support asked for or link to a record. Referrals they made about others stay, by 'Former user'.",
  },
  { table: referralStatusChanges, how: "anonymised", what: "Notes on referrals about them are cleared; changes they made become 'Former user'." },
  { table: referralInvitations, how: "deleted", what: "Invitations to create an account emailed to their address after a referral, or for a referral about them." },
  { table: enquiries, how: "deleted", what: "Call-back enquiries with their email address, whatever its case." },
  { table: enquiryStatusChanges, how: "deleted or anonymised", what: "With their enquiries; changes they made to others' become 'Former user'." },
  {
    table: mailOutbox,
    how: "deleted",
    what: "Emails to or replying to their address, texts to their mobile, and emails about their account, enquiries, referrals or records (the team's copy of their enquiry, an approval request).",
  },
  { table: notificationPreferences, how: "deleted", what: "Their notification choices, mobile number and any code sent to confirm it." },
  { table: notifications, how: "deleted", what: "Their notices in the service (kind, link, time read)." },
  { table: calendarFeeds, how: "deleted", what: "Their calendar feed addresses (hashes)." },
  { table: jobEvents, how: "kept with ids only", what: "The sweep's once-only keys (an account id and a date), so a warning or deletion is never repeated." },
  { table: rateLimits, how: "holds no personal data", what: "Counters keyed by a keyed hash, gone within a day." },
  { table: scheduledJobs, how: "holds no personal data", what: "When the service's own scheduled work last ran." },
  { table: serverInstances, how: "holds no personal data", what: "The servers running the service." },
];

/** What erasing one person's data did, by kind (also written to the audit entry). */
export type ErasureCounts = Record<string, number>;

const FORMER_USER = "Former user";
const none = <T,>(ids: T[]) => ids.length === 0;
const lowerEquals = (column: SQL | PgTable[keyof PgTable], email: string) => sql`lower(trim(${column})) = ${email}`;

/** A UK phone number as digits, with +44 written as 0, so "+44 7700 900123" and "07700900123" agree. */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "").replace(/^44/, "0");
  return digits.length >= 10 ? digits : null;
}
const phoneDigitsSql = (column: SQL | PgTable[keyof PgTable]) => sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '^44', '0')`;

/**
 * The referrals about the person and the candidate records partners made for them: linked by their candidate id;
 * and, once they have confirmed their email address (so someone signing up with another's address erases
 * nothing of theirs), by that address or, for a referral with no address, a phone number the person gave us.
 * A record someone else's account owns is never theirs.
 */
async function referredRecordsOf(db: AppDb, who: DataSubject, verified: boolean) {
  const direct: SQL[] = [];
  if (!none(who.candidateIds)) direct.push(inArray(referrals.candidateId, who.candidateIds));
  if (verified) direct.push(lowerEquals(referrals.email, who.email));
  const found = direct.length ? await db.select({ id: referrals.id, candidateId: referrals.candidateId, phone: referrals.phone }).from(referrals).where(or(...direct)) : [];
  const phones = new Set(found.map((row) => phoneDigits(row.phone)).filter((phone): phone is string => phone !== null));
  if (verified) {
    for (const row of await db.select({ phone: enquiries.phoneNumber }).from(enquiries).where(lowerEquals(enquiries.email, who.email))) {
      const phone = phoneDigits(row.phone);
      if (phone) phones.add(phone);
    }
  }
  const byPhone = phones.size
    ? await db
        .select({ id: referrals.id, candidateId: referrals.candidateId, phone: referrals.phone })
        .from(referrals)
        .where(and(sql`coalesce(trim(${referrals.email}), '') = ''`, inArray(phoneDigitsSql(referrals.phone), [...phones])))
    : [];
  const all = [...found, ...byPhone];
  const linked = [...new Set(all.map((row) => row.candidateId).filter((id): id is string => id !== null && !who.candidateIds.includes(id)))];
  const madeForThem = linked.length
    ? (await db.select({ id: candidates.id }).from(candidates).where(and(inArray(candidates.id, linked), isNull(candidates.userId), eq(candidates.demo, false)))).map((row) => row.id)
    : [];
  return { referralIds: [...new Set(all.map((row) => row.id))], madeForThem };
}

/**
 * Erases everything the service holds about the person, and their account, in one transaction (decision 0028;
 * each table's part is in erasureDecisions): rows that only describe them are deleted, including candidate
 * records a partner made for them; rows others keep for their own reasons (a referral's counts, a caseworker's
 * note about someone else, a message in another person's thread) lose their name and details; the audit trail
 * keeps ids only and records the erasure. A failure anywhere leaves everything as it was.
 * Returns null when there is no such account.
 */
export async function erasePersonalData(db: AppDb, userId: string): Promise<ErasureCounts | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    const who = await dataSubjectFor(tx, userId);
    if (!who) return null;
    const [account] = await tx.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId)).for("update");
    const counts: ErasureCounts = {};
    const count = async (kind: string, work: Promise<unknown[]>) => {
      counts[kind] = (counts[kind] ?? 0) + (await work).length;
    };
    const one = sql<number>`1`;
    const { referralIds, madeForThem } = await referredRecordsOf(tx, who, account?.verified === true);
    const candidateIds = [...who.candidateIds, ...madeForThem];
    const enquiryIds = (await tx.select({ id: enquiries.id }).from(enquiries).where(lowerEquals(enquiries.email, who.email))).map((row) => row.id);

    const about = [who.userId, ...enquiryIds, ...referralIds, ...candidateIds];
    await count(
      "emails",
      tx
        .delete(mailOutbox)
        .where(
          or(
            lowerEquals(mailOutbox.toAddress, who.email),
            lowerEquals(mailOutbox.replyTo, who.email),
            // Texts are addressed to a phone number: they are found by the account.
            eq(mailOutbox.userId, who.userId),
            inArray(sql`${mailOutbox.relatedId}::text`, about),
          ),
        )
        .returning({ one }),
    );
    await count("enquiries", tx.delete(enquiries).where(lowerEquals(enquiries.email, who.email)).returning({ one }));
    await count("invitations", tx.delete(organisationInvitations).where(lowerEquals(organisationInvitations.email, who.email)).returning({ one }));
    await tx.update(organisationInvitations).set({ invitedByUserId: null }).where(eq(organisationInvitations.invitedByUserId, who.userId));
    await count("organisationContacts", tx.delete(organisationContacts).where(lowerEquals(organisationContacts.email, who.email)).returning({ one }));
    await count(
      "safeguardingLeads",
      tx
        .update(organisations)
        .set({ safeguardingLeadName: null, safeguardingLeadEmail: null, safeguardingLeadPhone: null })
        .where(lowerEquals(organisations.safeguardingLeadEmail, who.email))
        .returning({ one }),
    );
    if (!none(who.organisationIds)) {
      const theirName = (column: SQL | PgTable[keyof PgTable]) => sql`lower(trim(${column})) = ${who.name.trim().toLowerCase()}`;
      await tx.update(organisations).set({ contactName: null }).where(and(inArray(organisations.id, who.organisationIds), theirName(organisations.contactName)));
      await tx
        .update(organisations)
        .set({ dataSharingAgreementSignedBy: null })
        .where(and(inArray(organisations.id, who.organisationIds), theirName(organisations.dataSharingAgreementSignedBy)));
      await tx
        .update(messages)
        .set({ senderName: "Former member of staff" })
        .where(and(eq(messages.senderKind, "organisation"), inArray(messages.senderId, who.organisationIds), eq(messages.senderName, who.name)));
    }

    await count(
      "referralInvitations",
      tx
        .delete(referralInvitations)
        .where(or(lowerEquals(referralInvitations.email, who.email), ...(referralIds.length ? [inArray(referralInvitations.referralId, referralIds)] : [])))
        .returning({ one }),
    );
    if (referralIds.length) {
      // The partner keeps that a referral was made and what became of it (its counts), not who it was.
      await count(
        "referralsAnonymised",
        tx
          .update(referrals)
          .set({
            candidateId: null,
            firstName: "Erased",
            lastName: "at their request",
            email: null,
            phone: null,
            town: null,
            needs: [],
            notes: null,
            accessibilityNeeds: null,
            preferredLanguage: null,
            preferredContact: null,
            contactTimes: null,
            mayLeaveMessage: null,
            prison: null,
            probationContact: null,
            setting: null,
            expectedReleaseOn: null,
            supportRequested: null,
            partnerMaySee: [],
          })
          .where(inArray(referrals.id, referralIds))
          .returning({ one }),
      );
      await tx.update(referralStatusChanges).set({ note: null }).where(inArray(referralStatusChanges.referralId, referralIds));
    }

    // Changes the person made to other people's records stay, without their name. One statement at a time: a
    // transaction holds one connection.
    const renames = [
      () => tx.update(applicationStatusChanges).set({ changedByName: FORMER_USER, changedByUserId: null }).where(eq(applicationStatusChanges.changedByUserId, who.userId)).returning({ one }),
      () => tx.update(referralStatusChanges).set({ changedByName: FORMER_USER, changedByUserId: null }).where(eq(referralStatusChanges.changedByUserId, who.userId)).returning({ one }),
      () => tx.update(jobChanges).set({ changedByName: FORMER_USER, changedByUserId: null }).where(eq(jobChanges.changedByUserId, who.userId)).returning({ one }),
      () => tx.update(interviews).set({ offeredByUserId: null }).where(eq(interviews.offeredByUserId, who.userId)).returning({ one }),
      () => tx.update(enquiryStatusChanges).set({ changedByName: FORMER_USER, changedByUserId: null }).where(eq(enquiryStatusChanges.changedByUserId, who.userId)).returning({ one }),
      () => tx.update(readinessChecklist).set({ updatedByName: FORMER_USER, updatedByUserId: null }).where(eq(readinessChecklist.updatedByUserId, who.userId)).returning({ one }),
      () =>
        tx
          .update(referrals)
          .set({ referredByName: FORMER_USER, referredByUserId: null, consentRecordedBy: FORMER_USER })
          .where(eq(referrals.referredByUserId, who.userId))
          .returning({ one }),
      () => tx.update(appointments).set({ cancelledByName: FORMER_USER }).where(eq(appointments.cancelledByName, who.name)).returning({ one }),
      () => tx.update(supportActions).set({ ownerName: FORMER_USER }).where(eq(supportActions.ownerName, who.name)).returning({ one }),
    ];
    for (const rename of renames) await count("namesOnChanges", rename());

    // As a mentor: their entries go, and the people they mentored keep the match without their name.
    const mentorIds = (await tx.select({ id: mentors.id }).from(mentors).where(or(eq(mentors.userId, who.userId), lowerEquals(mentors.email, who.email)))).map((row) => row.id);
    if (!none(mentorIds)) {
      await tx.update(mentoringMatches).set({ mentorName: "Former mentor", mentorOrganisation: null }).where(inArray(mentoringMatches.mentorId, mentorIds));
      await count("mentorEntries", tx.delete(mentors).where(inArray(mentors.id, mentorIds)).returning({ one }));
    }

    if (!none(who.caseworkerIds)) {
      await tx.update(caseNotes).set({ authorName: "Former caseworker" }).where(inArray(caseNotes.caseworkerId, who.caseworkerIds));
      await tx
        .update(messages)
        .set({ senderName: "Former caseworker" })
        .where(and(eq(messages.senderKind, "caseworker"), inArray(messages.senderId, who.caseworkerIds)));
      await tx.delete(threadParticipants).where(and(eq(threadParticipants.partyKind, "caseworker"), inArray(threadParticipants.partyId, who.caseworkerIds)));
      // Their caseload's assignments and access grants go with the profile (cascading keys).
      await count("caseworkerProfiles", tx.delete(caseworkers).where(inArray(caseworkers.id, who.caseworkerIds)).returning({ one }));
    }

    if (!none(candidateIds)) {
      await count("messages", tx.delete(messages).where(and(eq(messages.senderKind, "candidate"), inArray(messages.senderId, candidateIds))).returning({ one }));
      await tx.delete(threadParticipants).where(and(eq(threadParticipants.partyKind, "candidate"), inArray(threadParticipants.partyId, candidateIds)));
      // Everything hanging off a candidate record goes with it (cascading keys): barriers, checklist, assignments,
      // CV, appointments, diary, mentoring, notes, actions, grants, conviction records, saved checks,
      // applications with their history, outcomes and files, and threads about them.
      await count("candidateRecords", tx.delete(candidates).where(inArray(candidates.id, candidateIds)).returning({ one }));
      counts.recordsMadeForThem = madeForThem.length;
    }

    await tx.delete(verifications).where(eq(verifications.value, who.userId));
    await tx.delete(usedOneTimeCodes).where(eq(usedOneTimeCodes.userId, who.userId));
    await tx.delete(formSubmissions).where(eq(formSubmissions.userId, who.userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, who.userId));
    await tx.delete(notifications).where(eq(notifications.userId, who.userId));
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, who.userId));
    await tx.delete(organisationMembers).where(eq(organisationMembers.userId, who.userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, who.userId));
    await tx.delete(sessions).where(eq(sessions.userId, who.userId));
    await tx.delete(accounts).where(eq(accounts.userId, who.userId));
    await tx.delete(users).where(eq(users.id, who.userId));
    await recordAudit(tx, { event: "personal_data_erased", subjectUserId: who.userId, detail: { ...counts, candidateProfiles: who.candidateIds.length } });
    return counts;
  });
}

