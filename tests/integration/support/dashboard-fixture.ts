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
  organisationMembers,
  organisations,
  outcomeChecks,
  readinessChecklist,
  referrals,
  supportActions,
  threadParticipants,
  users,
} from "../../../db/schema";
import type { AppDb } from "../../../app/lib/db.server";
import { DEMO_PERSONAS } from "../../../app/lib/demonstration";
import { addDays, londonDate } from "../../../app/lib/dates";
import { uuidv7 } from "../../../app/lib/uuid.server";

/** The moment the fixture is built around: 11:00 in London on a summer Wednesday. */
export const NOW = new Date("2026-06-10T10:00:00Z");
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const day = (days: number) => addDays(londonDate(NOW), days);

/**
 * A small world for the dashboard summaries: real candidates A, B and C, employers X and Y, partners P and Q,
 * caseworkers C1 and C2, each signed in as their own account (C has none: referred, not yet registered), and
 * the demonstration personas. Demonstration rows are planted next to real ones (a demonstration application to
 * a real job, a demonstration person on a real caseload) and real rows next to demonstration ones, so a
 * missing data-set filter shows up as a wrong figure.
 */
export async function insertDashboardFixture(db: AppDb) {
  const id = {
    userA: "user-candidate-a",
    userB: "user-candidate-b",
    userX: "user-employer-x",
    userY: "user-employer-y",
    userP: "user-partner-p",
    userQ: "user-partner-q",
    userC1: "user-caseworker-c1",
    userC2: "user-caseworker-c2",
    userLoner: "user-employer-without-organisation",
    userNew: "user-candidate-new",
    candidateA: uuidv7(),
    candidateB: uuidv7(),
    candidateC: uuidv7(),
    caseworkerC1: uuidv7(),
    caseworkerC2: uuidv7(),
    employerX: uuidv7(),
    employerY: uuidv7(),
    partnerP: uuidv7(),
    partnerQ: uuidv7(),
    jobX1: uuidv7(),
    jobX2: uuidv7(),
    jobX3: uuidv7(),
    jobY1: uuidv7(),
    applicationA1: uuidv7(),
    applicationB1: uuidv7(),
    applicationC1: uuidv7(),
    applicationA2: uuidv7(),
    demoJob: uuidv7(),
    demoApplication: uuidv7(),
    threadA: uuidv7(),
    threadP: uuidv7(),
    demoThread: uuidv7(),
    matchA: uuidv7(),
  };

  const person = (userId: string, name: string, role: string) => ({ id: userId, name, email: `${userId}@example.org`, role, emailVerified: true });
  await db.insert(users).values([
    person(id.userA, "Alex Able", "candidate"),
    person(id.userB, "Bea Bright", "candidate"),
    person(id.userX, "Xander Exe", "employer"),
    person(id.userY, "Yasmin Why", "employer"),
    person(id.userP, "Priya Pea", "partner"),
    person(id.userQ, "Quinn Cue", "partner"),
    person(id.userC1, "Casey One", "caseworker"),
    person(id.userC2, "Cary Two", "caseworker"),
    person(id.userLoner, "Lone Employer", "employer"),
    person(id.userNew, "Nia New", "candidate"),
  ]);

  const organisation = (orgId: string, kind: "employer" | "partner", name: string, demo = false) => ({
    id: orgId,
    kind,
    name,
    status: "approved" as const,
    demo,
  });
  await db.insert(organisations).values([
    { ...organisation(id.employerX, "employer", "Exe Bakery"), banTheBox: true, realLivingWage: true },
    organisation(id.employerY, "employer", "Why Logistics"),
    organisation(id.partnerP, "partner", "Pea Probation"),
    organisation(id.partnerQ, "partner", "Cue Housing"),
    organisation(DEMO_PERSONAS.employerId, "employer", "Demo Foods", true),
    organisation(DEMO_PERSONAS.partnerId, "partner", "Demo Trust", true),
  ]);
  await db.insert(organisationMembers).values([
    { organisationId: id.employerX, userId: id.userX },
    { organisationId: id.employerY, userId: id.userY },
    { organisationId: id.partnerP, userId: id.userP },
    { organisationId: id.partnerQ, userId: id.userQ },
  ]);

  await db.insert(candidates).values([
    { id: id.candidateA, userId: id.userA, fullName: "Alex Able", readinessStatus: "support_needed", readinessReason: "Working on ID and a bank account first." },
    { id: id.candidateB, userId: id.userB, fullName: "Bea Bright", readinessStatus: "ready_to_work", readinessReason: "The checklist is complete." },
    { id: id.candidateC, fullName: "Cal Sea", readinessStatus: "not_started" },
    { id: DEMO_PERSONAS.candidateId, fullName: "Demo Person", readinessStatus: "ready_to_work", readinessReason: "The checklist is complete.", demo: true },
  ]);
  await db.insert(caseworkers).values([
    { id: id.caseworkerC1, userId: id.userC1, fullName: "Casey One" },
    { id: id.caseworkerC2, userId: id.userC2, fullName: "Cary Two" },
    { id: DEMO_PERSONAS.caseworkerId, fullName: "Demo Caseworker", demo: true },
  ]);
  await db.insert(caseworkerAssignments).values([
    { id: uuidv7(), candidateId: id.candidateA, caseworkerId: id.caseworkerC1 },
    // C was C1's, and is now C2's: C1 no longer sees C.
    { id: uuidv7(), candidateId: id.candidateC, caseworkerId: id.caseworkerC1, startedAt: at(-2000), endedAt: at(-1000) },
    { id: uuidv7(), candidateId: id.candidateC, caseworkerId: id.caseworkerC2 },
    { id: uuidv7(), candidateId: id.candidateB, caseworkerId: id.caseworkerC2 },
    { id: uuidv7(), candidateId: DEMO_PERSONAS.candidateId, caseworkerId: DEMO_PERSONAS.caseworkerId },
    // Crossed wires: a demonstration person on a real caseload, a real person on the demonstration one.
    { id: uuidv7(), candidateId: DEMO_PERSONAS.candidateId, caseworkerId: id.caseworkerC1 },
    { id: uuidv7(), candidateId: id.candidateB, caseworkerId: DEMO_PERSONAS.caseworkerId },
  ]);
  await db.insert(readinessChecklist).values([
    { candidateId: id.candidateA, item: "bank_account", status: "done" },
    { candidateId: id.candidateA, item: "email", status: "done" },
    { candidateId: id.candidateA, item: "phone", status: "in_progress" },
    { candidateId: DEMO_PERSONAS.candidateId, item: "id", status: "done" },
  ]);

  const job = (jobId: string, employerId: string, title: string, extra: Partial<typeof jobs.$inferInsert> = {}) => ({
    id: jobId,
    employerId,
    title,
    employerName: "Employer",
    sector: "Food",
    locationName: "Leeds",
    national: true,
    contractType: "permanent" as const,
    hours: "full_time" as const,
    ...extra,
  });
  await db.insert(jobs).values([
    job(id.jobX1, id.employerX, "Baker", { vacancies: 3, employerName: "Exe Bakery" }),
    job(id.jobX2, id.employerX, "Driver", { vacancies: 2, employerName: "Exe Bakery" }),
    job(id.jobX3, id.employerX, "Cleaner", { status: "closed", vacancies: 4 }),
    job(id.jobY1, id.employerY, "Warehouse operative", { employerName: "Why Logistics" }),
    job(id.demoJob, DEMO_PERSONAS.employerId, "Demo cook", { demo: true, vacancies: 5 }),
  ]);
  await db.insert(applications).values([
    // Each with the copy of what it shares, as applying takes it.
    { id: id.applicationA1, jobId: id.jobX1, candidateId: id.candidateA, status: "interview_booked", shared: ["cv"], sharedCopy: { skills: [], workInterests: [], cv: null }, appliedAt: at(-240) },
    { id: id.applicationB1, jobId: id.jobX1, candidateId: id.candidateB, status: "started", shared: ["readiness"], sharedCopy: { readinessStatus: "ready_to_work" }, appliedAt: at(-2160) },
    { id: id.applicationC1, jobId: id.jobX2, candidateId: id.candidateC, status: "applied", appliedAt: at(-48) },
    { id: id.applicationA2, jobId: id.jobY1, candidateId: id.candidateA, status: "applied", appliedAt: at(-24) },
    { id: id.demoApplication, jobId: id.demoJob, candidateId: DEMO_PERSONAS.candidateId, status: "job_offered", demo: true, appliedAt: at(-100) },
    // Crossed wires: a demonstration application to a real job, a real one to the demonstration job.
    { id: uuidv7(), jobId: id.jobX2, candidateId: DEMO_PERSONAS.candidateId, status: "started", demo: true },
    { id: uuidv7(), jobId: id.demoJob, candidateId: id.candidateB, status: "applied" },
  ]);
  await db.insert(outcomeChecks).values([{ applicationId: id.applicationB1, checkpoint: "six_weeks", startedOn: day(-80), inWork: true }]);

  const appointment = (candidateId: string, hours: number, extra: Partial<typeof appointments.$inferInsert> = {}) => ({
    id: uuidv7(),
    candidateId,
    title: "Catch-up",
    mode: "in_person" as const,
    startsAt: at(hours),
    endsAt: at(hours + 1),
    ...extra,
  });
  await db.insert(appointments).values([
    appointment(id.candidateA, 1, { caseworkerId: id.caseworkerC1, title: "Review of your CV" }),
    appointment(id.candidateA, 48, { caseworkerId: id.caseworkerC1, title: "Mock interview", mode: "video" }),
    appointment(id.candidateA, 72, { organisationId: id.employerX, title: "Interview for Baker" }),
    appointment(id.candidateA, -72, { caseworkerId: id.caseworkerC1, title: "Missed check-in", attendance: "did_not_attend" }),
    appointment(id.candidateA, -480, { caseworkerId: id.caseworkerC1, title: "First meeting", attendance: "attended" }),
    appointment(id.candidateB, 24, { caseworkerId: id.caseworkerC2, title: "Weekly call", mode: "phone" }),
    appointment(id.candidateB, 480, { organisationId: id.employerY, title: "Interview far off" }),
    // C left C1's caseload: this stays off C1's home though C1's name is on it.
    appointment(id.candidateC, 2, { caseworkerId: id.caseworkerC1, title: "Handover" }),
    appointment(DEMO_PERSONAS.candidateId, 3, { caseworkerId: DEMO_PERSONAS.caseworkerId, title: "Demo meeting", demo: true }),
    appointment(DEMO_PERSONAS.candidateId, 4, { caseworkerId: id.caseworkerC1, organisationId: id.employerX, title: "Demo stray", demo: true }),
  ]);

  const referral = (partnerId: string, candidateId: string | null, firstName: string, status: (typeof referrals.$inferInsert)["status"], hours: number, demo = false) => ({
    id: uuidv7(),
    partnerId,
    candidateId,
    firstName,
    lastName: "Person",
    consentGiven: true,
    consentRecordedAt: at(hours),
    consentRecordedBy: "Officer",
    referredByName: "Officer",
    status,
    createdAt: at(hours),
    demo,
  });
  await db.insert(referrals).values([
    // Alex lets the referring partner see their progress, so the partner reads the thread about them.
    { ...referral(id.partnerP, id.candidateA, "Alex", "accepted", -300), partnerMaySee: ["progress" as const] },
    referral(id.partnerP, id.candidateB, "Bea", "placed", -3000),
    referral(id.partnerP, null, "Dee", "submitted", -5),
    referral(id.partnerQ, id.candidateC, "Cal", "in_support", -100),
    referral(DEMO_PERSONAS.partnerId, DEMO_PERSONAS.candidateId, "Demo", "placed", -50, true),
    // Crossed wires: a demonstration referral under a real partner.
    referral(id.partnerP, DEMO_PERSONAS.candidateId, "Stray", "submitted", -1, true),
  ]);
  const action = (organisationId: string, candidateId: string, dueOn: string, extra: Partial<typeof supportActions.$inferInsert> = {}) => ({
    id: uuidv7(),
    organisationId,
    candidateId,
    title: "Open a bank account",
    dueOn,
    ...extra,
  });
  await db.insert(supportActions).values([
    action(id.partnerP, id.candidateA, day(-2), { title: "Book ID appointment" }),
    action(id.partnerP, id.candidateB, day(5)),
    action(id.partnerP, id.candidateA, day(-10), { status: "done" }),
    action(id.partnerQ, id.candidateC, day(-1), { title: "Housing form" }),
    // The caseworker's own actions for A, with no partner.
    { id: uuidv7(), candidateId: id.candidateA, title: "Send CV to employer", dueOn: day(-6) },
    { id: uuidv7(), candidateId: id.candidateA, title: "Call about housing", dueOn: day(-4) },
    action(DEMO_PERSONAS.partnerId, DEMO_PERSONAS.candidateId, day(-3), { demo: true }),
    action(id.partnerP, DEMO_PERSONAS.candidateId, day(-3), { demo: true }),
  ]);

  await db.insert(messageThreads).values([
    { id: id.threadA, subject: "Your CV", candidateId: id.candidateA, lastMessageAt: at(-0.5) },
    { id: id.threadP, subject: "About Alex", candidateId: id.candidateA, lastMessageAt: at(-5) },
    { id: id.demoThread, subject: "Demo thread", candidateId: DEMO_PERSONAS.candidateId, demo: true },
  ]);
  await db.insert(threadParticipants).values([
    { threadId: id.threadA, partyKind: "candidate", partyId: id.candidateA, lastReadAt: at(-24) },
    { threadId: id.threadA, partyKind: "caseworker", partyId: id.caseworkerC1 },
    { threadId: id.threadP, partyKind: "organisation", partyId: id.partnerP },
    { threadId: id.threadP, partyKind: "caseworker", partyId: id.caseworkerC1, lastReadAt: at(-1) },
    { threadId: id.demoThread, partyKind: "candidate", partyId: DEMO_PERSONAS.candidateId },
    // Crossed wires: a real caseworker in a demonstration thread.
    { threadId: id.demoThread, partyKind: "caseworker", partyId: id.caseworkerC1 },
  ]);
  const message = (threadId: string, senderKind: "candidate" | "caseworker" | "organisation", senderId: string, hours: number) => ({
    id: uuidv7(),
    threadId,
    senderKind,
    senderId,
    senderName: "Someone",
    body: "Hello",
    sentAt: at(hours),
  });
  await db.insert(messages).values([
    message(id.threadA, "caseworker", id.caseworkerC1, -48),
    message(id.threadA, "caseworker", id.caseworkerC1, -1),
    message(id.threadA, "candidate", id.candidateA, -0.5),
    message(id.threadP, "caseworker", id.caseworkerC1, -5),
    message(id.demoThread, "caseworker", DEMO_PERSONAS.caseworkerId, -2),
    message(id.demoThread, "caseworker", DEMO_PERSONAS.caseworkerId, -3),
  ]);

  await db.insert(mentoringMatches).values([
    { id: id.matchA, candidateId: id.candidateA, mentorName: "Sam Mentor", mentorOrganisation: "Second Chances", livedExperience: true, startedOn: day(-60) },
  ]);
  await db.insert(mentoringSessions).values([
    { id: uuidv7(), matchId: id.matchA, heldOn: day(-14), minutes: 60, mode: "in_person" },
    { id: uuidv7(), matchId: id.matchA, heldOn: day(-7), minutes: 45, mode: "phone" },
    { id: uuidv7(), matchId: id.matchA, heldOn: day(7), minutes: 60, mode: "video" },
  ]);

  return id;
}
