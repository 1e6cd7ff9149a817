import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  applicationFiles,
  applications,
  applicationStatusChanges,
  appointments,
  candidateCvs,
  candidates,
  caseworkerAssignments,
  caseworkers,
  jobs,
  messages,
  messageThreads,
  organisationMembers,
  organisations,
  referrals,
  supportActions,
  threadParticipants,
  users,
} from "../../../db/schema";
import { areaFor, areaList, areaPath, isGuarded, type Area } from "../../../app/features/dashboards/areas";
import type { PartnerVisibility } from "../../../db/schema/vocabulary";
import { PERSONA_NAMES } from "../../../app/demonstration/generate";
import { DEMO_PERSONAS } from "../../../app/lib/demonstration";
import { londonDate } from "../../../app/lib/dates";
import { uuidv7 } from "../../../app/lib/uuid.server";
import { threadList } from "../../../app/features/messages/threads.server";
import { storeUpload } from "../../../app/features/applications/uploads.server";
import { savedCheckFromRequest } from "../../../app/features/disclosure-check/saved-result";
import { saveCheckResult } from "../../../app/features/disclosure-check/saved-result.server";
import type { Role } from "../../../db/schema/vocabulary";
import { enrolTotp, verifiedUser, visibleText, type Client } from "./auth";
import type { SmtpListener } from "./smtp";
import type { TestServer } from "./test-server";

/**
 * The access matrix's machinery: a cast of two people or organisations per role, each with real data of their
 * own, and rows saying what each of them gets from each dashboard loader and action. The area table makes one
 * row per page and method; pages with ids, and what each person must or must never see, are rows written by
 * hand in access-rows.ts. The next dashboard pages add rows there, not machinery here.
 */

export const castNames = [
  "anonymous",
  "candidateA",
  "candidateB",
  "employerX",
  "employerY",
  "partnerP",
  "partnerQ",
  "caseworkerC1",
  "caseworkerC2",
  "admin",
  "employerWaiting",
  "employerSuspended",
  "employerNoTwoFactor",
  "partnerWaiting",
  "partnerSuspended",
  "partnerNoTwoFactor",
] as const;
export type CastName = (typeof castNames)[number];

/**
 * Members of employer X or partner P whose accounts must get nothing of it: one awaiting approval (with
 * two-step sign-in on, so approval alone is what refuses it), one suspended while its session cookie is still
 * held, and one approved without two-step sign-in. Their outcomes follow from the area table (limitedOutcome),
 * so every row covers them without naming them.
 */
type Limit = "awaiting" | "suspended" | "no-two-factor";
const limitedAccounts = {
  employerWaiting: { role: "employer", limit: "awaiting", memberOf: "employerX", peer: "employerX" },
  employerSuspended: { role: "employer", limit: "suspended", memberOf: "employerX", peer: "employerX" },
  employerNoTwoFactor: { role: "employer", limit: "no-two-factor", memberOf: "employerX", peer: "employerX" },
  partnerWaiting: { role: "partner", limit: "awaiting", memberOf: "partnerP", peer: "partnerP" },
  partnerSuspended: { role: "partner", limit: "suspended", memberOf: "partnerP", peer: "partnerP" },
  partnerNoTwoFactor: { role: "partner", limit: "no-two-factor", memberOf: "partnerP", peer: "partnerP" },
} as const satisfies Partial<Record<CastName, { role: Role; limit: Limit; memberOf: "employerX" | "partnerP"; peer: CastName }>>;
type LimitedName = keyof typeof limitedAccounts;

function isLimited(name: CastName): name is LimitedName {
  return name in limitedAccounts;
}

const roleOf: Record<Exclude<CastName, "anonymous">, Role> = {
  candidateA: "candidate",
  candidateB: "candidate",
  employerX: "employer",
  employerY: "employer",
  partnerP: "partner",
  partnerQ: "partner",
  caseworkerC1: "caseworker",
  caseworkerC2: "caseworker",
  admin: "admin",
  employerWaiting: "employer",
  employerSuspended: "employer",
  employerNoTwoFactor: "employer",
  partnerWaiting: "partner",
  partnerSuspended: "partner",
  partnerNoTwoFactor: "partner",
};

/** Names that appear on pages, so a test can tell whose data a page shows. Each says "Matrix". */
export const castLabels = {
  candidateA: "Avery Matrixa",
  candidateB: "Bailey Matrixb",
  employerX: "Xylo Matrix Foods",
  employerY: "Yew Matrix Builders",
  partnerP: "Pine Matrix Trust",
  partnerQ: "Quill Matrix Housing",
  caseworkerC1: "Cleo Matrixone",
  caseworkerC2: "Cato Matrixtwo",
  admin: "Ada Matrixadmin",
  employerWaiting: "Wade Matrixwaiting",
  employerSuspended: "Sol Matrixsuspended",
  employerNoTwoFactor: "Noor Matrixnocode",
  partnerWaiting: "Wynn Matrixwaitingpartner",
  partnerSuspended: "Sky Matrixsuspendedpartner",
  partnerNoTwoFactor: "Nell Matrixnocodepartner",
  jobX: "Matrix pastry cook",
  jobY: "Matrix bricklayer",
  appointmentA: "Matrix check-in for Avery",
  appointmentB: "Matrix check-in for Bailey",
  interviewX: "Matrix interview at Xylo",
  interviewY: "Matrix interview at Yew",
  threadP: "Matrix conversation with Pine",
  threadQ: "Matrix conversation with Quill",
  threadA: "Matrix conversation with Avery",
  supportP: "Matrix support from Pine for Avery",
  supportQ: "Matrix support from Quill for Bailey",
  savedCvA: "Matrix saved CV summary of Avery",
} as const;

/**
 * What A's and B's saved checker results say (fines long ago, saved soon after): dates no other page shows, so a
 * page showing one to the wrong person is caught.
 */
export const savedCheckLabels = { candidateA: "17 March 1999", candidateB: "21 August 1998" } as const;

/** The CV file candidate B sent with their application to Y's role (its first bytes make it a PDF). */
export const cvFileB = "%PDF-1.7 Matrix CV file of Bailey";

/** Every real row the cast owns, by the id a page would be given. */
export type World = {
  users: Record<Exclude<CastName, "anonymous">, string>;
  candidateA: string;
  candidateB: string;
  employerX: string;
  employerY: string;
  partnerP: string;
  partnerQ: string;
  caseworkerC1: string;
  caseworkerC2: string;
  jobX: string;
  jobY: string;
  applicationA: string;
  applicationB: string;
  referralP: string;
  referralQ: string;
  appointmentA: string;
  appointmentB: string;
  /** The UK date both appointments fall on (26 hours after the cast was made), so a row asks for their week. */
  appointmentDay: string;
  /** Partner P's conversation with caseworker C1 about A; Q's with C2 about B. */
  threadP: string;
  threadQ: string;
  /** Candidate A's own conversation with their caseworker C1. */
  threadA: string;
  /** Rows of the demonstration data set, to send to real pages. */
  demo: {
    candidateId: string;
    employerId: string;
    partnerId: string;
    caseworkerId: string;
    applicationId: string;
    partnerThreadId: string;
    employerJobId: string;
    /** A conversation the demonstration caseworker is in. */
    caseworkerThreadId: string;
    /** A conversation the demonstration candidate is in. */
    candidateThreadId: string;
  };
};

export type Cast = { world: World; browsers: Record<CastName, Client> };

/**
 * Makes the cast through the real sign-up, with two-step sign-in where their role needs it, then gives each the
 * rows a real service would have for them: candidate A supported by caseworker C1, applying to employer X's job,
 * referred by partner P; candidate B the same with C2, Y and Q.
 */
export async function makeCast(server: TestServer, smtp: SmtpListener, anonymous: Client): Promise<Cast> {
  const make = async (name: Exclude<CastName, "anonymous">) => {
    const role = roleOf[name];
    const limit = isLimited(name) ? limitedAccounts[name].limit : null;
    const person = await verifiedUser(server, smtp, { role, accountStatus: limit === "awaiting" ? "awaiting_approval" : "active", name: castLabels[name] });
    if (role !== "candidate" && limit !== "no-two-factor") await enrolTotp(person.browser, person.password);
    return [name, person] as const;
  };
  const names = Object.keys(roleOf) as Exclude<CastName, "anonymous">[];
  // In two groups: all at once would overfill the server's queue of password checks (503).
  const people = Object.fromEntries([
    ...(await Promise.all(names.filter((name) => !isLimited(name)).map(make))),
    ...(await Promise.all(names.filter(isLimited).map(make))),
  ]) as Record<Exclude<CastName, "anonymous">, Awaited<ReturnType<typeof verifiedUser>>>;

  const db = server.database.db;
  const id = () => uuidv7();
  const world = {
    users: Object.fromEntries(Object.entries(people).map(([name, person]) => [name, person.userId])),
    candidateA: id(),
    candidateB: id(),
    employerX: id(),
    employerY: id(),
    partnerP: id(),
    partnerQ: id(),
    caseworkerC1: id(),
    caseworkerC2: id(),
    jobX: id(),
    jobY: id(),
    applicationA: id(),
    applicationB: id(),
    referralP: id(),
    referralQ: id(),
    appointmentA: id(),
    appointmentB: id(),
    appointmentDay: "",
    threadP: id(),
    threadQ: id(),
    threadA: id(),
  } as Omit<World, "demo">;

  await db.insert(candidates).values([
    { id: world.candidateA, userId: world.users.candidateA, fullName: castLabels.candidateA, readinessStatus: "support_needed", readinessReason: "Working on ID and a bank account first." },
    { id: world.candidateB, userId: world.users.candidateB, fullName: castLabels.candidateB, readinessStatus: "ready_to_work", readinessReason: "The checklist is complete." },
  ]);
  await db.insert(organisations).values([
    { id: world.employerX, kind: "employer", name: castLabels.employerX, status: "approved", banTheBox: true },
    { id: world.employerY, kind: "employer", name: castLabels.employerY, status: "approved" },
    { id: world.partnerP, kind: "partner", name: castLabels.partnerP, status: "approved", partnerType: "probation" },
    { id: world.partnerQ, kind: "partner", name: castLabels.partnerQ, status: "approved", partnerType: "housing" },
  ]);
  await db.insert(organisationMembers).values([
    { organisationId: world.employerX, userId: world.users.employerX, role: "owner" },
    { organisationId: world.employerY, userId: world.users.employerY, role: "owner" },
    { organisationId: world.partnerP, userId: world.users.partnerP, role: "owner" },
    { organisationId: world.partnerQ, userId: world.users.partnerQ, role: "owner" },
    ...(Object.keys(limitedAccounts) as LimitedName[]).map((name) => ({ organisationId: world[limitedAccounts[name].memberOf], userId: world.users[name], role: "member" as const })),
  ]);
  // Suspended as an administrator would (banned), with the session made before still in the browser's jar.
  for (const name of ["employerSuspended", "partnerSuspended"] as const) {
    await db.update(users).set({ banned: true, banReason: "Matrix suspension" }).where(eq(users.id, world.users[name]));
  }
  await db.insert(caseworkers).values([
    { id: world.caseworkerC1, userId: world.users.caseworkerC1, fullName: castLabels.caseworkerC1 },
    { id: world.caseworkerC2, userId: world.users.caseworkerC2, fullName: castLabels.caseworkerC2 },
  ]);
  await db.insert(caseworkerAssignments).values([
    { id: id(), candidateId: world.candidateA, caseworkerId: world.caseworkerC1 },
    { id: id(), candidateId: world.candidateB, caseworkerId: world.caseworkerC2 },
  ]);
  const job = (jobId: string, employerId: string, title: string, employerName: string) => ({
    id: jobId,
    title,
    sector: "Food and drink",
    employerId,
    employerName,
    locationName: "Anywhere in the UK",
    national: true,
    contractType: "permanent" as const,
    hours: "full_time" as const,
  });
  await db.insert(jobs).values([
    job(world.jobX, world.employerX, castLabels.jobX, castLabels.employerX),
    job(world.jobY, world.employerY, castLabels.jobY, castLabels.employerY),
  ]);
  // A shares the CV saved to their account; B sent a CV file. Each is for its own employer only. Each application
  // holds the copy of what it shares, as applying takes it.
  const savedCvA = { fullName: castLabels.candidateA, summary: castLabels.savedCvA, skills: ["Pastry"] };
  await db.insert(applications).values([
    { id: world.applicationA, jobId: world.jobX, candidateId: world.candidateA, status: "interview_booked", shared: ["contact_details", "cv"], sharedCopy: { email: null, skills: [], workInterests: [], cv: savedCvA } },
    { id: world.applicationB, jobId: world.jobY, candidateId: world.candidateB, status: "applied", shared: ["cv"], sharedCopy: { skills: [], workInterests: [], cv: null } },
  ]);
  await db.insert(candidateCvs).values({ candidateId: world.candidateA, document: savedCvA });
  await db.insert(applicationFiles).values({
    id: id(),
    applicationId: world.applicationB,
    storageKey: await storeUpload(server.env.uploadDir, new TextEncoder().encode(cvFileB)),
    originalName: "Bailey CV.pdf",
    contentType: "application/pdf",
    sizeBytes: cvFileB.length,
    sha256: "0".repeat(64),
  });
  // A and B each saved a checker result (a fine, not yet spent when saved).
  const savedCheck = (date: string, referenceDate: string) =>
    savedCheckFromRequest({ reference_date: referenceDate, age_at_conviction: "adult", convictions: [{ kind: "fine", date }] }, { categories: ["violence"] });
  await saveCheckResult(db, server.env.dataEncryption, { candidateId: world.candidateA, userId: world.users.candidateA, payload: savedCheck("1998-03-17", "1998-06-01") });
  await saveCheckResult(db, server.env.dataEncryption, { candidateId: world.candidateB, userId: world.users.candidateB, payload: savedCheck("1997-08-21", "1997-09-01") });
  await db.insert(applicationStatusChanges).values([
    { id: id(), applicationId: world.applicationA, status: "applied" },
    { id: id(), applicationId: world.applicationA, status: "interview_booked" },
    { id: id(), applicationId: world.applicationB, status: "applied" },
  ]);
  const now = Date.now();
  const hour = 3_600_000;
  world.appointmentDay = londonDate(new Date(now + 26 * hour));
  const meeting = (candidateId: string, title: string, extra: Partial<typeof appointments.$inferInsert>, inHours: number) => ({
    candidateId,
    title,
    mode: "in_person" as const,
    startsAt: new Date(now + inHours * hour),
    endsAt: new Date(now + (inHours + 1) * hour),
    ...extra,
  });
  await db.insert(appointments).values([
    { id: world.appointmentA, ...meeting(world.candidateA, castLabels.appointmentA, { caseworkerId: world.caseworkerC1 }, 26) },
    // B at the same hour as A: the calendar rows ask for the one week holding appointmentDay, and an hour
    // later can be next week (Saturday evening) or next month.
    { id: world.appointmentB, ...meeting(world.candidateB, castLabels.appointmentB, { caseworkerId: world.caseworkerC2 }, 26) },
    { id: id(), ...meeting(world.candidateA, castLabels.interviewX, { organisationId: world.employerX }, 50) },
    { id: id(), ...meeting(world.candidateB, castLabels.interviewY, { organisationId: world.employerY }, 51) },
  ]);
  const referral = (referralId: string, partnerId: string, candidateId: string, fullName: string, by: string, partnerMaySee: PartnerVisibility[]) => {
    const [firstName, lastName] = fullName.split(" ") as [string, string];
    return {
      id: referralId,
      partnerId,
      candidateId,
      firstName,
      lastName,
      consentGiven: true,
      consentRecordedAt: new Date(),
      consentRecordedBy: by,
      referredByName: by,
      status: "accepted" as const,
      partnerMaySee,
      supportRequested: `Matrix support asked for ${firstName}`,
    };
  };
  await db
    .insert(referrals)
    .values([
      // A let partner P see everything; B let partner Q see only their profile.
      referral(world.referralP, world.partnerP, world.candidateA, castLabels.candidateA, castLabels.partnerP, ["profile", "progress", "diary", "applications"]),
      referral(world.referralQ, world.partnerQ, world.candidateB, castLabels.candidateB, castLabels.partnerQ, ["profile"]),
    ]);

  await db.insert(supportActions).values([
    { id: id(), candidateId: world.candidateA, referralId: world.referralP, organisationId: world.partnerP, title: castLabels.supportP, dueOn: "2020-01-01" },
    { id: id(), candidateId: world.candidateB, referralId: world.referralQ, organisationId: world.partnerQ, title: castLabels.supportQ },
  ]);
  await db.insert(messageThreads).values([
    { id: world.threadP, subject: castLabels.threadP, candidateId: world.candidateA },
    { id: world.threadQ, subject: castLabels.threadQ, candidateId: world.candidateB },
    { id: world.threadA, subject: castLabels.threadA, candidateId: world.candidateA },
  ]);
  await db.insert(threadParticipants).values([
    { threadId: world.threadP, partyKind: "organisation", partyId: world.partnerP },
    { threadId: world.threadP, partyKind: "caseworker", partyId: world.caseworkerC1 },
    { threadId: world.threadQ, partyKind: "organisation", partyId: world.partnerQ },
    { threadId: world.threadQ, partyKind: "caseworker", partyId: world.caseworkerC2 },
    { threadId: world.threadA, partyKind: "candidate", partyId: world.candidateA },
    { threadId: world.threadA, partyKind: "caseworker", partyId: world.caseworkerC1 },
  ]);
  await db.insert(messages).values([
    { id: id(), threadId: world.threadP, senderKind: "caseworker", senderId: world.caseworkerC1, senderName: castLabels.caseworkerC1, body: "Avery starts on Monday." },
    { id: id(), threadId: world.threadQ, senderKind: "caseworker", senderId: world.caseworkerC2, senderName: castLabels.caseworkerC2, body: "Bailey has an interview." },
    { id: id(), threadId: world.threadA, senderKind: "caseworker", senderId: world.caseworkerC1, senderName: castLabels.caseworkerC1, body: "Avery, your check-in is on Tuesday." },
  ]);
  // One the demonstration partner may see: about a person who shares something with it.
  const [demoThread] = (await threadList(db, { kind: "partner", demo: true, organisationId: DEMO_PERSONAS.partnerId }))?.threads ?? [];
  if (!demoThread) throw new Error("the demonstration partner has no conversation");
  const [demoCaseworkerThread] = await db
    .select({ id: threadParticipants.threadId })
    .from(threadParticipants)
    .where(and(eq(threadParticipants.partyKind, "caseworker"), eq(threadParticipants.partyId, DEMO_PERSONAS.caseworkerId)))
    .limit(1);
  if (!demoCaseworkerThread) throw new Error("the demonstration caseworker has no conversation");
  const [demoCandidateThread] = (await threadList(db, { kind: "candidate", demo: true, candidateId: DEMO_PERSONAS.candidateId }))?.threads ?? [];
  if (!demoCandidateThread) throw new Error("the demonstration candidate has no conversation");

  const [demoApplication] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.demo, true), eq(applications.candidateId, DEMO_PERSONAS.candidateId)))
    .limit(1);
  if (!demoApplication) throw new Error("the demonstration data set is not loaded: start the server with SEED_DEMO_DATA=true");
  const [demoEmployerJob] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.demo, true), eq(jobs.employerId, DEMO_PERSONAS.employerId)))
    .limit(1);
  if (!demoEmployerJob) throw new Error("the demonstration employer has no jobs");

  const browsers = Object.fromEntries([
    ["anonymous", anonymous],
    ...Object.entries(people).map(([name, person]) => [name, person.browser]),
  ]) as Record<CastName, Client>;
  return { world: { ...world, demo: { ...DEMO_PERSONAS, applicationId: demoApplication.id, partnerThreadId: demoThread.id, employerJobId: demoEmployerJob.id, caseworkerThreadId: demoCaseworkerThread.id, candidateThreadId: demoCandidateThread.id } }, browsers };
}

/** What a person gets back. */
export type Outcome =
  | "ok" // 200
  | "sign-in" // 302 to sign-in, remembering the page
  | "denied" // 403 'Access denied'
  | "refused-demo" // 403 with the demonstration notice
  | "forbidden" // 403 from a file download, which has no page to show the notice on
  | "bad-request" // 400: a form the page does not understand
  | "not-allowed" // 405: the page takes no form
  | "not-found" // 404
  | "awaiting" // 403 saying the account is awaiting approval
  | "two-factor"; // 302 to set up two-step sign-in

export type AccessRow = {
  /** What the row is about, for the test's name. */
  name: string;
  method: "GET" | "POST";
  path: (world: World) => string;
  fields?: Record<string, string> | ((world: World) => Record<string, string>);
  /** The outcome for each person; `others` for everyone not named. */
  expect: Partial<Record<CastName, Outcome>> & { others: Outcome };
  /** Words a person must find on the page (only checked when the outcome is "ok"). */
  sees?: Partial<Record<CastName, string[]>>;
  /** Words a person must never find on the page, whatever the outcome. */
  neverSees?: Partial<Record<CastName | "everyone", string[]>>;
};

const demoRefusal = "This is demonstration data, so changes are not saved.";
const accessDenied = "Access denied";
export const awaitingApproval = "Your account is awaiting approval";

/** Everything of the cast's, which no demonstration page may show. */
export const realLabels: string[] = Object.values(castLabels);
/** The demonstration personas, whom no real page may show. */
export const demoLabels: string[] = Object.values(PERSONA_NAMES);

/**
 * The rows the area table implies for every page without parameters: a GET and a POST, each answered by the
 * page's rule. Pages with parameters need rows in access-rows.ts, with real, foreign and demonstration ids: the
 * test fails if one has none.
 */
export function areaRows(): AccessRow[] {
  const rows: AccessRow[] = [];
  for (const area of areaList) {
    if (area.movedTo || area.pattern.includes(":")) continue;
    const path = area.pattern;
    rows.push({ name: `GET ${path}`, method: "GET", path: () => path, expect: expectedFor(area, "GET"), neverSees: neverSeesOn(area) });
    rows.push({
      name: `POST ${path}`,
      method: "POST",
      path: () => path,
      fields: { intent: "matrix", note: "Matrix post" },
      expect: expectedFor(area, "POST"),
      neverSees: neverSeesOn(area),
    });
  }
  return rows;
}

/** Area pages that take parameters: each needs hand-written rows. */
export function pagesWithParameters(): Area[] {
  return areaList.filter((area) => !area.movedTo && area.pattern.includes(":"));
}

function neverSeesOn(area: Area): AccessRow["neverSees"] {
  if (area.tree === "demo" || area.tree === "chooser") return { everyone: realLabels };
  return { everyone: demoLabels };
}

function expectedFor(area: Area, method: "GET" | "POST"): AccessRow["expect"] {
  const expect = pageExpectations(area, method);
  if (!area.download) return expect;
  // A download refuses with a bare 403 (and a demonstration download refuses a post the same way).
  const bare = (outcome: Outcome): Outcome => (outcome === "denied" || outcome === "refused-demo" ? "forbidden" : outcome);
  return Object.fromEntries(Object.entries(expect).map(([name, outcome]) => [name, bare(outcome)])) as AccessRow["expect"];
}

function pageExpectations(area: Area, method: "GET" | "POST"): AccessRow["expect"] {
  if (area.tree === "chooser") return { others: method === "GET" ? "ok" : "not-allowed" };
  if (area.tree === "demo") return { others: method === "GET" ? "ok" : "refused-demo" };
  if (!isGuarded(area)) throw new Error("an area with no rule");
  const expect: AccessRow["expect"] = { others: "denied", anonymous: "sign-in" };
  for (const [name, role] of Object.entries(roleOf) as [Exclude<CastName, "anonymous">, Role][]) {
    if (isLimited(name)) continue;
    // A page with a form refuses the matrix's meaningless post as a bad request; one without, as not allowed.
    if (area.roles.includes(role)) expect[name] = method === "GET" ? "ok" : area.hasAction ? "bad-request" : "not-allowed";
  }
  return expect;
}

/** Checks one response against an outcome; returns the page's visible text. */
export async function checkOutcome(response: Response, outcome: Outcome, label: string): Promise<string> {
  const body = response.status >= 300 && response.status < 400 ? "" : await response.text();
  const text = body ? visibleText(body) : "";
  switch (outcome) {
    case "ok":
      expect(response.status, label).toBe(200);
      break;
    case "sign-in":
      expect(response.status, label).toBe(302);
      expect(response.headers.get("location") ?? "", label).toContain("/sign-in?redirectTo=");
      break;
    case "denied":
      expect(response.status, label).toBe(403);
      expect(text, label).toContain(accessDenied);
      break;
    case "refused-demo":
      expect(response.status, label).toBe(403);
      expect(text, label).toContain(demoRefusal);
      break;
    case "forbidden":
      expect(response.status, label).toBe(403);
      break;
    case "bad-request":
      expect(response.status, label).toBe(400);
      break;
    case "not-allowed":
      expect(response.status, label).toBe(405);
      break;
    case "not-found":
      expect(response.status, label).toBe(404);
      break;
    case "awaiting":
      expect(response.status, label).toBe(403);
      expect(text, label).toContain(awaitingApproval);
      expect(text, label).not.toContain(accessDenied);
      break;
    case "two-factor":
      expect(response.status, label).toBe(302);
      expect(response.headers.get("location"), label).toBe("/account?setup=two-factor");
      break;
  }
  return text;
}

/**
 * The only portal pages an account awaiting approval may open: its home, which tells it so. Written here, not
 * read from the area table's flags, so a row that stops needing approval is caught.
 */
const waitingRooms: readonly string[] = [areaPath("employerPortal"), areaPath("partnerPortal")];

/**
 * What a person gets from a row: what the row names for them, and for a limited account (in the order the
 * guard checks): a suspended account is signed out; another role's page is refused; every page of its own
 * portal but its home refuses an account awaiting approval, and every one sends an account without two-step
 * sign-in to set it up; a page open to all (a demonstration page, or that home) answers as it does the
 * approved member of the same organisation.
 */
export function outcomeFor(row: AccessRow, person: CastName, world: World): Outcome {
  const named = row.expect[person];
  if (named) return named;
  if (!isLimited(person)) return row.expect.others;
  const { role, limit, peer } = limitedAccounts[person];
  const area = areaFor(row.path(world));
  const asPeer = row.expect[peer] ?? row.expect.others;
  if (!area || !isGuarded(area)) return asPeer;
  if (limit === "suspended") return "sign-in";
  const refused = (outcome: Outcome): Outcome => (area.download ? "forbidden" : outcome);
  if (!area.roles.includes(role)) return refused("denied");
  if (limit === "awaiting" && !waitingRooms.includes(area.pattern)) return refused("awaiting");
  if (limit === "no-two-factor") return "two-factor";
  return asPeer;
}

/** Words a limited account must find: an account awaiting approval is told so wherever its portal lets it in. */
export function limitedSees(row: AccessRow, person: CastName, world: World): string[] {
  if (!isLimited(person) || limitedAccounts[person].limit !== "awaiting") return [];
  const area = areaFor(row.path(world));
  return area && isGuarded(area) && row.method === "GET" ? [awaitingApproval] : [];
}

/** A limited account never finds anything of the cast's, its own organisation's included, on any page. */
export function limitedNeverSees(person: CastName): string[] {
  return isLimited(person) ? [...realLabels, cvFileB, ...Object.values(savedCheckLabels)] : [];
}
