import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import * as s from "../../../db/schema";
import { recordAudit } from "../../../app/lib/audit.server";
import { letterCopyRow } from "../../../app/features/applications/shared-copy.server";
import { writeConvictionRecord } from "../../../app/features/convictions/conviction-records.server";
import { savedCheckFromRequest } from "../../../app/features/disclosure-check/saved-result";
import { saveCheckResult } from "../../../app/features/disclosure-check/saved-result.server";
import type { AppDb } from "../../../app/lib/db.server";
import type { KeyRing } from "../../../app/lib/field-encryption.server";
import { uuidv7 } from "../../../app/lib/uuid.server";

/**
 * One person's world: a row in every table that can hold something about them (an account that is a candidate,
 * a caseworker and a member of an organisation at once, so every kind of row appears), with nothing shared
 * with anyone else's world. With `existing`, the account is one made by signing up.
 */
export async function world(
  db: AppDb,
  keys: KeyRing,
  label: string,
  existing?: { userId: string; name: string; email: string; phone?: string; referred?: ReferredRecords },
) {
  const tag = `${label}-${crypto.randomBytes(4).toString("hex")}`;
  const userId = existing?.userId ?? `user-${tag}`;
  const name = existing?.name ?? `Person ${tag}`;
  const email = existing?.email ?? `${tag}@Example.org`;
  const phone = existing?.phone ?? newPhone();
  // Signing up as a candidate makes the profile when the portal first opens: use it if it is there.
  const [profile] = existing ? await db.select({ id: s.candidates.id }).from(s.candidates).where(eq(s.candidates.userId, existing.userId)) : [];
  const candidateId = profile?.id ?? uuidv7();
  const caseworkerId = uuidv7();
  const organisationId = uuidv7();
  const jobId = uuidv7();
  const applicationId = uuidv7();
  const threadId = uuidv7();
  const matchId = uuidv7();
  const referralId = uuidv7();
  const enquiryId = uuidv7();
  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000);

  if (!existing) {
    await db.insert(s.users).values({ id: userId, name, email, emailVerified: true });
    await db.insert(s.sessions).values({ id: `session-${tag}`, token: `token-${tag}`, userId, expiresAt: later });
    await db.insert(s.accounts).values({ id: `account-${tag}`, accountId: userId, providerId: "credential", userId, password: "scrypt$hash" });
  }
  await db.insert(s.twoFactors).values({ id: `2fa-${tag}`, userId, secret: "secret", backupCodes: "codes" });
  await db.insert(s.usedOneTimeCodes).values({ userId, codeHash: `code-${tag}`, expiresAt: later });
  await db.insert(s.formSubmissions).values({ userId, key: `form-${tag}.default.diary-entry` });
  await db.insert(s.organisations).values({ id: organisationId, kind: "employer", name: `Org ${tag}`, contactName: name, safeguardingLeadEmail: email, safeguardingLeadName: name });
  await db.insert(s.organisationMembers).values({ organisationId, userId });
  await db.insert(s.organisationContacts).values({ id: uuidv7(), organisationId, name, email });
  await db.insert(s.organisationInvitations).values({ id: uuidv7(), organisationId, email: email.toLowerCase(), tokenHash: `invite-${tag}`, expiresAt: later });
  if (!profile) await db.insert(s.candidates).values({ id: candidateId, userId, fullName: name, town: "Leeds" });
  await db.insert(s.candidateBarriers).values({ candidateId, barrier: "housing" });
  await db.insert(s.readinessChecklist).values({ candidateId, item: "id", status: "done", updatedByName: name, updatedByUserId: userId });
  await db.insert(s.caseworkers).values({ id: caseworkerId, userId, fullName: name });
  await db.insert(s.caseworkerAssignments).values({ id: uuidv7(), candidateId, caseworkerId });
  await db.insert(s.candidateCvs).values({ candidateId, document: { fullName: name } });
  await db.insert(s.appointments).values({ id: uuidv7(), candidateId, caseworkerId, title: "Review", mode: "phone", startsAt: now, endsAt: later });
  await db.insert(s.diaryEntries).values({ id: uuidv7(), candidateId, entryDate: "2026-11-01", title: `Diary ${tag}`, body: "Went well" });
  await db.insert(s.mentors).values({ id: uuidv7(), userId, organisationId, name, offer: "Talks about starting work", livedExperience: true });
  await db.insert(s.mentors).values({ id: uuidv7(), name, email: email.toLowerCase(), phone, addedByCaseworkerId: caseworkerId });
  await db.insert(s.mentoringMatches).values({ id: matchId, candidateId, mentorName: "Mentor", startedOn: "2026-10-01" });
  await db.insert(s.mentoringSessions).values({ id: uuidv7(), matchId, heldOn: "2026-10-08", minutes: 45, mode: "phone" });
  await db.insert(s.caseNotes).values({ id: uuidv7(), candidateId, caseworkerId, authorName: name, body: `Note ${tag}` });
  await db.insert(s.supportActions).values({ id: uuidv7(), candidateId, title: "Open a bank account", ownerName: name });
  await db.insert(s.caseAccessGrants).values({ id: uuidv7(), candidateId, caseworkerId, reason: "Cover", expiresAt: later });
  await writeConvictionRecord(db, keys, {
    candidateId,
    actorUserId: userId,
    payload: { convictionType: "fine", offenceDescription: `Offence ${tag}`, convictionDate: "2020-01-01", sentence: "Fine", sentenceEndDate: null, disclosureLetter: `Letter ${tag}` },
  });
  await saveCheckResult(db, keys, {
    candidateId,
    userId,
    payload: savedCheckFromRequest({ reference_date: "2026-11-01", age_at_conviction: "adult", convictions: [{ kind: "fine", date: "2020-01-01" }] }),
  });
  await db.insert(s.jobs).values({ id: jobId, title: "Warehouse operative", sector: "logistics", employerId: organisationId, employerName: `Org ${tag}`, locationName: "Leeds", national: true, contractType: "permanent", hours: "full_time" });
  await db.insert(s.jobChanges).values({ id: uuidv7(), jobId, change: "edited", fields: ["title"], changedByName: name, changedByUserId: userId });
  await db.insert(s.applications).values({ id: applicationId, jobId, candidateId, candidateNote: `Hello from ${tag}`, shared: ["disclosure_letter"] });
  await db.insert(s.applicationLetters).values(letterCopyRow(keys, applicationId, [`Letter ${tag}`]));
  await db.insert(s.applicationStatusChanges).values({ id: uuidv7(), applicationId, status: "started", changedByName: name, changedByUserId: userId });
  await db.insert(s.outcomeChecks).values({ applicationId, checkpoint: "six_weeks", startedOn: "2026-09-01", inWork: true });
  const interviewId = uuidv7();
  await db.insert(s.interviews).values({ id: interviewId, applicationId, state: "offered", minutes: 60, candidateMessage: `Mornings suit ${tag}`, offeredByUserId: userId });
  await db.insert(s.interviewTimes).values({ id: uuidv7(), interviewId, startsAt: later, mode: "in_person", address: `1 ${tag} Street` });
  await db.insert(s.applicationFiles).values({ id: uuidv7(), applicationId, storageKey: `files/${tag}.pdf`, originalName: `${tag}.pdf`, contentType: "application/pdf", sizeBytes: 100, sha256: "0".repeat(64) });
  await db.insert(s.messageThreads).values({ id: threadId, subject: `Thread ${tag}`, candidateId });
  await db.insert(s.threadParticipants).values([
    { threadId, partyKind: "candidate", partyId: candidateId },
    { threadId, partyKind: "caseworker", partyId: caseworkerId },
  ]);
  await db.insert(s.messages).values([
    { id: uuidv7(), threadId, senderKind: "candidate", senderId: candidateId, senderName: name, body: `From ${tag}` },
    { id: uuidv7(), threadId, senderKind: "caseworker", senderId: caseworkerId, senderName: name, body: "Reply" },
  ]);
  await db.insert(s.referrals).values({
    id: referralId,
    partnerId: organisationId,
    candidateId,
    firstName: name,
    lastName: tag,
    email,
    phone,
    consentGiven: true,
    consentRecordedAt: now,
    consentRecordedBy: "Referrer",
    referredByName: name,
    referredByUserId: userId,
  });
  await db.insert(s.referralStatusChanges).values({ id: uuidv7(), referralId, status: "accepted", note: `About ${name}`, changedByName: name, changedByUserId: userId });
  await db.insert(s.referralInvitations).values({ id: uuidv7(), referralId, email, tokenHash: `invitation-${tag}`, expiresAt: later });
  await db.insert(s.enquiries).values({
    id: enquiryId,
    formSource: "candidate",
    firstName: name,
    lastName: tag,
    email: email.toUpperCase(),
    phoneNumber: phone,
    location: "Leeds",
    contactRequested: true,
    contactRequestedAt: now,
    consentWordingVersion: "test",
    payloadHash: `payload-${tag}`,
  });
  await db.insert(s.enquiryStatusChanges).values({ id: uuidv7(), enquiryId, status: "contacted", changedByName: name, changedByUserId: userId });
  await db.insert(s.mailOutbox).values({ id: uuidv7(), kind: "test", toAddress: email, subject: `Hello ${tag}`, textBody: `Dear ${name}` });
  await db.insert(s.notificationPreferences).values({ userId, choices: { messages: { email: false } }, mobile: "+447700900123", mobileConfirmedAt: now });
  const noticeId = uuidv7();
  await db.insert(s.notifications).values({ id: noticeId, userId, kind: "message.new", eventKey: `message.new:${tag}`, link: "/dashboard" });
  await db.insert(s.mailOutbox).values({ id: uuidv7(), kind: "notice.message.new", channel: "sms", userId, notificationId: noticeId, toAddress: "+447700900123", subject: "message.new", textBody: `Text for ${tag}` });
  await db.insert(s.calendarFeeds).values({ id: uuidv7(), userId, tokenHash: `feed-${tag}` });
  await db.insert(s.jobEvents).values({ key: `inactivity_warning:${userId}:2026-01-01` });
  await recordAudit(db, { event: "sign_in_succeeded", actorUserId: userId, subjectUserId: userId, detail: { method: "password" } });
  await db.insert(s.verifications).values({ id: uuidv7(), identifier: `hashed-${tag}`, value: userId, expiresAt: later });
  // The team's copy of their enquiry, answered to their address.
  await db.insert(s.mailOutbox).values({ id: uuidv7(), kind: "enquiry.team", toAddress: "team@fcw.test", replyTo: email, relatedId: enquiryId, subject: "New enquiry", textBody: `From ${email}, ${phone}` });
  const referred = existing?.referred ?? (await referredBeforeSigningUp(db, { tag, email, phone }));
  return { tag, userId, name, email, phone, candidateId, caseworkerId, matchId, applicationId, interviewId, threadId, referralId, referred };
}

export const newPhone = () => `07700 9${String(crypto.randomInt(0, 99999)).padStart(5, "0")}`;

export type ReferredRecords = Awaited<ReturnType<typeof referredBeforeSigningUp>>;

/**
 * What a partner recorded about a person before they had an account: a referral with their email address (typed
 * in capitals), the candidate record it made (no account), everything a caseworker then added to that record, and
 * a second referral with only their phone number (written another way). A third referral has the same phone
 * number but someone else's email address: it is not theirs.
 */
export async function referredBeforeSigningUp(db: AppDb, person: { tag: string; email: string; phone: string }) {
  const { tag } = person;
  const partnerId = uuidv7();
  const caseworkerId = uuidv7();
  const candidateIds = [uuidv7(), uuidv7()];
  const namesakeCandidateId = uuidv7();
  const referralIds = [uuidv7(), uuidv7()];
  const namesakeReferralId = uuidv7();
  const threadId = uuidv7();
  const name = `Referred ${tag}`;
  const town = `Town-${tag}`;
  const internationalPhone = `+44 ${person.phone.slice(1)}`;
  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000);
  await db.insert(s.organisations).values({ id: partnerId, kind: "partner", name: `Partner ${tag}`, status: "approved" });
  await db.insert(s.caseworkers).values({ id: caseworkerId, fullName: `Caseworker ${tag}` });
  await db.insert(s.candidates).values([
    { id: candidateIds[0]!, fullName: name, town },
    { id: candidateIds[1]!, fullName: `${name} again`, town },
    { id: namesakeCandidateId, fullName: `Namesake ${tag}`, town: "Hull" },
  ]);
  for (const candidateId of candidateIds) {
    await db.insert(s.candidateBarriers).values([
      { candidateId, barrier: "housing" },
      { candidateId, barrier: "mental_health" },
    ]);
    await db.insert(s.readinessChecklist).values({ candidateId, item: "cv_and_covering_letter", status: "in_progress", notes: `Readiness of ${name}`, updatedByName: `Caseworker ${tag}` });
    await db.insert(s.caseworkerAssignments).values({ id: uuidv7(), candidateId, caseworkerId });
    await db.insert(s.caseNotes).values({ id: uuidv7(), candidateId, caseworkerId, authorName: `Caseworker ${tag}`, body: `${name} needs a bus pass` });
    await db.insert(s.appointments).values({ id: uuidv7(), candidateId, caseworkerId, title: `First meeting with ${name}`, mode: "in_person", location: town, startsAt: now, endsAt: later });
    await db.insert(s.supportActions).values({ id: uuidv7(), candidateId, title: "Find housing", ownerName: `Caseworker ${tag}` });
  }
  await db.insert(s.messageThreads).values({ id: threadId, subject: `About ${name}`, candidateId: candidateIds[0]! });
  await db.insert(s.threadParticipants).values([
    { threadId, partyKind: "organisation", partyId: partnerId },
    { threadId, partyKind: "caseworker", partyId: caseworkerId },
  ]);
  await db.insert(s.messages).values({ id: uuidv7(), threadId, senderKind: "caseworker", senderId: caseworkerId, senderName: `Caseworker ${tag}`, body: `${name} came in today` });
  const referral = { partnerId, consentGiven: true, consentRecordedAt: now, consentRecordedBy: `Referrer ${tag}`, referredByName: `Referrer ${tag}`, status: "accepted" as const };
  await db.insert(s.referrals).values([
    {
      ...referral,
      id: referralIds[0]!,
      candidateId: candidateIds[0]!,
      firstName: "Referred",
      lastName: tag,
      email: `  ${person.email.toUpperCase()} `,
      phone: internationalPhone,
      town,
      needs: ["housing", "mental_health"],
      notes: `Notes on ${name}`,
      accessibilityNeeds: "Large print",
      setting: "custody",
      expectedReleaseOn: "2026-12-01",
      supportRequested: `Support for ${name}`,
      partnerMaySee: ["profile", "progress"],
    },
    { ...referral, id: referralIds[1]!, candidateId: candidateIds[1]!, firstName: "Referred", lastName: `${tag} again`, email: null, phone: person.phone.replace(/\s/g, ""), town },
    { ...referral, id: namesakeReferralId, candidateId: namesakeCandidateId, firstName: "Namesake", lastName: tag, email: `${tag}-namesake@example.org`, phone: internationalPhone, town: "Hull" },
  ]);
  await db.insert(s.referralStatusChanges).values(referralIds.map((referralId) => ({ id: uuidv7(), referralId, status: "accepted" as const, note: `Assigned ${name}`, changedByName: `Referrer ${tag}` })));
  return { partnerId, caseworkerId, candidateIds, referralIds, namesakeReferralId, namesakeCandidateId, name, town, internationalPhone, threadId };
}

