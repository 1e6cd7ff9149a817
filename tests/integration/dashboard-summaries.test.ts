import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, candidates, organisationMembers } from "../../db/schema";
import { candidateSummary, emptyCandidateSummary } from "../../app/features/overview/candidate-summary.server";
import { caseworkerSummary } from "../../app/features/overview/caseworker-summary.server";
import { caseloadOverdueActions } from "../../app/features/candidates/support-actions.server";
import { demoSubject, realSubject } from "../../app/features/dashboards/subject.server";
import { emptyEmployerSummary, employerSummary } from "../../app/features/overview/employer-summary.server";
import { emptyPartnerSummary, partnerSummary } from "../../app/features/overview/partner-summary.server";
import type { CandidateSubject, CaseworkerSubject, EmployerSubject, PartnerSubject } from "../../app/lib/data-subject";
import { DEMO_PERSONAS } from "../../app/lib/demonstration";
import { addDays, londonDate } from "../../app/lib/dates";
import { caseloadStarts } from "../../app/features/outcomes/caseload-outcomes.server";
import { employerJobList } from "../../app/features/jobs/employer-jobs.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { insertDashboardFixture, NOW } from "./support/dashboard-fixture";
import { rulesBackend, createTestDatabase, type TestDatabase } from "./support/test-database";

type Ids = Awaited<ReturnType<typeof insertDashboardFixture>>;

const candidate = (candidateId: string | null): CandidateSubject => ({ kind: "candidate", demo: false, candidateId });
const employer = (organisationId: string | null): EmployerSubject => ({ kind: "employer", demo: false, organisationId });
const partner = (organisationId: string | null): PartnerSubject => ({ kind: "partner", demo: false, organisationId });
const caseworker = (caseworkerId: string | null): CaseworkerSubject => ({ kind: "caseworker", demo: false, caseworkerId });

/** Only the statuses with someone in them, as the figures a person would read. */
const nonZero = (counts: { value: string; count: number }[]) => Object.fromEntries(counts.filter((row) => row.count > 0).map((row) => [row.value, row.count]));

describe.each([rulesBackend])("dashboard home summaries on %s", (backend) => {
  let database: TestDatabase;
  let ids: Ids;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    ids = await insertDashboardFixture(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe("whose data a signed-in account sees", () => {
    it("finds each account's own profile or organisation", async () => {
      const { db } = database;
      expect(await realSubject(db, { id: ids.userA, name: "Alex Able", role: "candidate" })).toEqual(candidate(ids.candidateA));
      expect(await realSubject(db, { id: ids.userX, name: "Xander Exe", role: "employer" })).toEqual(employer(ids.employerX));
      expect(await realSubject(db, { id: ids.userQ, name: "Quinn Cue", role: "partner" })).toEqual(partner(ids.partnerQ));
      expect(await realSubject(db, { id: ids.userC2, name: "Cary Two", role: "caseworker" })).toEqual(caseworker(ids.caseworkerC2));
      expect(await realSubject(db, { id: "someone", name: "Admin", role: "admin" })).toBeNull();
    });

    it("makes a candidate's profile on their first visit, once", async () => {
      const { db } = database;
      const user = { id: ids.userNew, name: "Nia New", role: "candidate" };
      const first = await realSubject(db, user);
      const second = await realSubject(db, user);
      expect(first).toEqual(second);
      const rows = await db.select().from(candidates).where(eq(candidates.userId, ids.userNew));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ fullName: "Nia New", demo: false });
      // Nothing yet but their verified email address, which the service marks done itself: an empty home, not an error.
      const summary = await candidateSummary(db, first as CandidateSubject, NOW);
      expect(summary.readiness).toEqual(expect.objectContaining({ status: "not_started", done: 1 }));
      expect(summary.readiness?.items.filter((row) => row.status === "done")).toEqual([{ item: "email", status: "done", markedByService: true }]);
      expect(summary.recentApplications).toEqual([]);
      expect(summary.nextAppointments).toEqual([]);
      expect(summary.mentoring).toBeNull();
    });

    it("never links an employer to a demonstration organisation", async () => {
      const { db } = database;
      await db.insert(organisationMembers).values({ organisationId: DEMO_PERSONAS.employerId, userId: ids.userLoner });
      try {
        expect(await realSubject(db, { id: ids.userLoner, name: "Lone Employer", role: "employer" })).toEqual(employer(null));
      } finally {
        await db.delete(organisationMembers).where(eq(organisationMembers.userId, ids.userLoner));
      }
    });

    it("gives empty summaries to accounts with nothing set up", async () => {
      const { db } = database;
      expect(await candidateSummary(db, candidate(null), NOW)).toEqual(emptyCandidateSummary);
      expect(await employerSummary(db, employer(null), NOW)).toEqual(emptyEmployerSummary);
      expect(await partnerSummary(db, partner(null), NOW)).toEqual(emptyPartnerSummary);
      expect((await caseworkerSummary(db, caseworker(null), NOW)).caseloadSize).toBe(0);
    });

    it("shows demonstration personas from the demonstration set", () => {
      expect(demoSubject("candidate")).toEqual({ kind: "candidate", demo: true, candidateId: DEMO_PERSONAS.candidateId });
      expect(demoSubject("partner")).toEqual({ kind: "partner", demo: true, organisationId: DEMO_PERSONAS.partnerId });
    });
  });

  describe("candidate home", () => {
    it("shows readiness, applications, appointments, messages and mentor", async () => {
      const summary = await candidateSummary(database.db, candidate(ids.candidateA), NOW);
      expect(summary.readiness?.status).toBe("support_needed");
      expect(summary.readiness?.done).toBe(2);
      expect(summary.readiness?.items).toHaveLength(8);
      expect(nonZero(summary.applicationCounts)).toEqual({ applied: 1, interview_booked: 1 });
      expect(summary.recentApplications.map((a) => a.jobTitle)).toEqual(["Warehouse operative", "Baker"]);
      expect(summary.nextAppointments.map((a) => a.title)).toEqual(["Review of your CV", "Mock interview", "Interview for Baker"]);
      expect(summary.unreadMessages).toBe(1);
      expect(summary.mentoring).toMatchObject({
        mentorName: "Sam Mentor",
        nextSession: { heldOn: addDays(londonDate(NOW), 7) },
        lastSession: { heldOn: addDays(londonDate(NOW), -7) },
      });
    });

    it("leaves out a real candidate's application to a demonstration job", async () => {
      const summary = await candidateSummary(database.db, candidate(ids.candidateB), NOW);
      expect(nonZero(summary.applicationCounts)).toEqual({ started: 1 });
      expect(summary.mentoring).toBeNull();
    });

    it("shows the demonstration person only demonstration rows, and a demonstration id nothing on a real page", async () => {
      const demo = await candidateSummary(database.db, demoSubject("candidate") as CandidateSubject, NOW);
      expect(demo.readiness).toMatchObject({ status: "ready_to_work", done: 1 });
      expect(nonZero(demo.applicationCounts)).toEqual({ job_offered: 1 });
      expect(demo.recentApplications.map((a) => a.jobTitle)).toEqual(["Demo cook"]);
      expect(demo.unreadMessages).toBe(2);
      const realPageDemoId = await candidateSummary(database.db, candidate(DEMO_PERSONAS.candidateId), NOW);
      expect(realPageDemoId.readiness).toBeNull();
      expect(realPageDemoId.recentApplications).toEqual([]);
      expect(realPageDemoId.nextAppointments).toEqual([]);
      expect(realPageDemoId.unreadMessages).toBe(0);
    });
  });

  describe("employer home", () => {
    it("shows only its own jobs and the applications to them", async () => {
      const summary = await employerSummary(database.db, employer(ids.employerX), NOW);
      expect(summary.organisation).toMatchObject({ name: "Exe Bakery", banTheBox: true, realLivingWage: true, disabilityConfident: false });
      expect(summary.openJobs).toEqual({ jobs: 2, vacancies: 5 });
      expect(nonZero(summary.applicationCounts)).toEqual({ applied: 1, interview_booked: 1, started: 1 });
      expect(summary.interviewsSoon).toBe(1);
      expect(summary.outcomes.starts).toBe(1);
      expect(summary.outcomes.checkpoints).toEqual([
        { checkpoint: "six_weeks", checked: 1, inWork: 1 },
        { checkpoint: "six_months", checked: 0, inWork: 0 },
        { checkpoint: "one_year", checked: 0, inWork: 0 },
      ]);
      const other = await employerSummary(database.db, employer(ids.employerY), NOW);
      expect(nonZero(other.applicationCounts)).toEqual({ applied: 1 });
      expect(other.recentApplications.map((a) => a.candidateName)).toEqual(["Alex Able"]);
      expect(other.interviewsSoon).toBe(0);
      expect(other.outcomes.starts).toBe(0);
    });

    it("shows of each candidate only what they shared with that application", async () => {
      const summary = await employerSummary(database.db, employer(ids.employerX), NOW);
      expect(summary.recentApplications.map((a) => [a.candidateName, a.readinessStatus])).toEqual([
        ["Cal Sea", null],
        ["Alex Able", null],
        ["Bea Bright", "ready_to_work"],
      ]);
    });

    it("keeps the demonstration employer to demonstration rows", async () => {
      const demo = await employerSummary(database.db, demoSubject("employer") as EmployerSubject, NOW);
      expect(demo.organisation?.name).toBe("Demo Foods");
      expect(demo.openJobs).toEqual({ jobs: 1, vacancies: 5 });
      expect(nonZero(demo.applicationCounts)).toEqual({ job_offered: 1 });
      expect(demo.recentApplications.map((a) => a.candidateName)).toEqual(["Demo Person"]);
      expect(await employerSummary(database.db, employer(DEMO_PERSONAS.employerId), NOW)).toEqual(emptyEmployerSummary);
    });
  });

  describe("partner home", () => {
    it("shows only its own referrals, the people placed, support actions and messages", async () => {
      const summary = await partnerSummary(database.db, partner(ids.partnerP), NOW);
      expect(summary.organisationName).toBe("Pea Probation");
      expect(nonZero(summary.referralCounts)).toEqual({ submitted: 1, accepted: 1, placed: 1 });
      expect(summary.recentReferrals.map((r) => r.personName)).toEqual(["Dee Person", "Alex Person", "Bea Person"]);
      expect(summary.placedInWork).toBe(1);
      expect(summary.supportActions).toEqual({ open: 2, overdue: 1 });
      expect(summary.unreadMessages).toBe(1);
      const other = await partnerSummary(database.db, partner(ids.partnerQ), NOW);
      expect(nonZero(other.referralCounts)).toEqual({ in_support: 1 });
      expect(other.recentReferrals.map((r) => r.personName)).toEqual(["Cal Person"]);
      expect(other.placedInWork).toBe(0);
      expect(other.supportActions).toEqual({ open: 1, overdue: 1 });
      expect(other.unreadMessages).toBe(0);
    });

    it("keeps the demonstration partner to demonstration rows", async () => {
      const demo = await partnerSummary(database.db, demoSubject("partner") as PartnerSubject, NOW);
      expect(nonZero(demo.referralCounts)).toEqual({ placed: 1 });
      expect(demo.recentReferrals.map((r) => r.personName)).toEqual(["Demo Person"]);
      expect(demo.supportActions).toEqual({ open: 1, overdue: 1 });
    });
  });

  describe("caseworker home", () => {
    it("shows only the caseworker's current caseload", async () => {
      const summary = await caseworkerSummary(database.db, caseworker(ids.caseworkerC1), NOW);
      expect(summary.caseloadSize).toBe(1);
      expect(nonZero(summary.readiness)).toEqual({ support_needed: 1 });
      expect(summary.todaysAppointments.map((a) => [a.title, a.candidateName])).toEqual([["Review of your CV", "Alex Able"]]);
      expect(summary.nextAppointments.map((a) => a.title)).toEqual(["Mock interview"]);
      // Alex's last attended meeting was 20 days before: no contact for 14 days. Baker's interview is 72 hours off: not yet an alert.
      expect(summary.alerts.noContact.items.map((a) => [a.candidateName, a.lastContact])).toEqual([["Alex Able", new Date(NOW.getTime() - 480 * 3_600_000).toISOString()]]);
      expect(summary.alerts.interviews).toEqual({ total: 0, items: [] });
      expect(summary.enquiries).toEqual({ waiting: 0, overdue: 0 });
      expect(summary.unreadMessages).toBe(1);

      const other = await caseworkerSummary(database.db, caseworker(ids.caseworkerC2), NOW);
      expect(other.caseloadSize).toBe(2);
      expect(nonZero(other.readiness)).toEqual({ not_started: 1, ready_to_work: 1 });
      expect(other.todaysAppointments).toEqual([]);
      expect(other.nextAppointments.map((a) => a.title)).toEqual(["Weekly call"]);
      // Bailey's start was checked at 6 weeks; the 6-month check is not due yet.
      expect(other.alerts.outcomes).toEqual({ total: 0, items: [] });
      expect(other.alerts.interviews).toEqual({ total: 0, items: [] });
      expect(other.unreadMessages).toBe(0);
    });

    it("counts every alert though the home lists only the first few", async () => {
      const known = { kind: "caseworker" as const, demo: false, caseworkerId: ids.caseworkerC1 };
      const overdue = await caseloadOverdueActions(database.db, known, londonDate(NOW), 1);
      expect(overdue.total).toBe(3);
      expect(overdue.items.map((a) => a.title)).toEqual(["Send CV to employer"]);
    });

    it("keeps the demonstration caseworker to demonstration people", async () => {
      const demo = await caseworkerSummary(database.db, demoSubject("caseworker") as CaseworkerSubject, NOW);
      expect(demo.caseloadSize).toBe(1);
      expect(nonZero(demo.readiness)).toEqual({ ready_to_work: 1 });
      expect(demo.todaysAppointments.map((a) => a.title)).toEqual(["Demo meeting"]);
      // Enquiries are never demonstration data.
      expect(demo.enquiries).toBeNull();
      expect(demo.alerts.enquiries).toBeNull();
      expect((await caseworkerSummary(database.db, caseworker(DEMO_PERSONAS.caseworkerId), NOW)).caseloadSize).toBe(0);
    });
  });
  describe("lists that stop at a limit keep the newest, and count only the employer's own", () => {
    it("keeps the newest job starts past the outcomes page's limit, and still finds an older one by its id", async () => {
      const { db } = database;
      const subject = { kind: "caseworker" as const, demo: false, caseworkerId: ids.caseworkerC2 };
      const newer = uuidv7();
      await db.insert(applications).values({ id: newer, jobId: ids.jobX3, candidateId: ids.candidateC, status: "started", updatedAt: new Date(Date.now() + 60_000) });
      try {
        const today = londonDate(NOW);
        expect((await caseloadStarts(db, subject, today)).map((start) => start.applicationId).sort()).toEqual([ids.applicationB1, newer].sort());
        expect((await caseloadStarts(db, subject, today, { limit: 1 })).map((start) => start.applicationId)).toEqual([newer]);
        expect((await caseloadStarts(db, subject, today, { limit: 1, applicationId: ids.applicationB1 })).map((start) => start.applicationId)).toEqual([ids.applicationB1]);
        // Another caseworker's start is not found by its id.
        expect(await caseloadStarts(db, { ...subject, caseworkerId: ids.caseworkerC1 }, today, { applicationId: ids.applicationB1 })).toEqual([]);
      } finally {
        await db.delete(applications).where(eq(applications.id, newer));
      }
    });

    it("counts each of the employer's roles' own real applications", async () => {
      const rows = await employerJobList(database.db, employer(ids.employerX), NOW);
      const countOf = (id: string) => rows.find((row) => row.id === id)?.applications;
      expect(countOf(ids.jobX1)).toBe(2);
      // The demonstration start on this role is not counted.
      expect(countOf(ids.jobX2)).toBe(1);
    });
  });
});
