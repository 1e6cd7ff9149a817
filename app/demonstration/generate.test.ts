import { describe, expect, it } from "vitest";
import { convictionPayloadSchema } from "../features/convictions/conviction-payload";
import { MENTOR_REQUEST_TITLE } from "../features/mentoring/mentor-request";
import { checkpointStates } from "../lib/in-work-checkpoints";
import { DEMO_EMAIL_DOMAIN, DEMO_PERSONAS } from "../lib/demonstration";
import { DAY_MS, londonDate, londonMidnight } from "../lib/dates";
import { generateDemonstrationData, PERSONA_CANDIDATE_AGE_DAYS, SCALE_ONE } from "./generate";
import type { DemonstrationRows } from "./rows";
import { READINESS_REASON_ITEMS } from "./words";
import type { ReadinessItem } from "../../db/schema/vocabulary";

const anchor = new Date("2026-03-10T12:00:00Z");
const one = generateDemonstrationData({ scale: 1, anchor });

function ids<T extends { id?: string | null }>(list: T[]): Set<string> {
  return new Set(list.map((row) => row.id!));
}

/** Every reference in the set points at a row in the set. */
function danglingReferences(rows: DemonstrationRows): string[] {
  const candidates = ids(rows.candidates);
  const organisations = ids(rows.organisations);
  const workers = ids(rows.caseworkers);
  const referrals = ids(rows.referrals);
  const threads = ids(rows.messageThreads);
  const parties: Record<string, Set<string>> = { candidate: candidates, organisation: organisations, caseworker: workers };
  const problems: string[] = [];
  const expectIn = (set: Set<string>, value: string | null | undefined, what: string) => {
    if (value != null && !set.has(value)) problems.push(`${what} ${value}`);
  };
  for (const r of rows.candidateBarriers) expectIn(candidates, r.candidateId, "barrier.candidate");
  for (const r of rows.readinessChecklist) expectIn(candidates, r.candidateId, "checklist.candidate");
  for (const r of rows.caseworkerAssignments) {
    expectIn(candidates, r.candidateId, "assignment.candidate");
    expectIn(workers, r.caseworkerId, "assignment.caseworker");
  }
  for (const r of rows.jobs) expectIn(organisations, r.employerId, "job.employer");
  for (const r of rows.applications) {
    expectIn(ids(rows.jobs), r.jobId, "application.job");
    expectIn(candidates, r.candidateId, "application.candidate");
  }
  const applications = ids(rows.applications);
  for (const r of rows.applicationStatusChanges) expectIn(applications, r.applicationId, "change.application");
  for (const r of rows.outcomeChecks) expectIn(applications, r.applicationId, "outcome.application");
  for (const r of rows.appointments) {
    expectIn(candidates, r.candidateId, "appointment.candidate");
    expectIn(workers, r.caseworkerId, "appointment.caseworker");
    expectIn(organisations, r.organisationId, "appointment.organisation");
  }
  for (const r of [...rows.diaryEntries, ...rows.mentoringMatches, ...rows.caseNotes, ...rows.convictionRecords]) expectIn(candidates, r.candidateId, "candidate");
  for (const r of rows.caseNotes) expectIn(workers, r.caseworkerId, "note.caseworker");
  for (const r of rows.mentoringSessions) expectIn(ids(rows.mentoringMatches), r.matchId, "session.match");
  for (const r of rows.referrals) {
    expectIn(organisations, r.partnerId, "referral.partner");
    expectIn(candidates, r.candidateId, "referral.candidate");
  }
  for (const r of rows.referralStatusChanges) expectIn(referrals, r.referralId, "change.referral");
  for (const r of rows.supportActions) {
    expectIn(candidates, r.candidateId, "action.candidate");
    expectIn(referrals, r.referralId, "action.referral");
    expectIn(organisations, r.organisationId, "action.organisation");
  }
  for (const r of rows.messageThreads) expectIn(candidates, r.candidateId, "thread.candidate");
  for (const r of rows.threadParticipants) {
    expectIn(threads, r.threadId, "participant.thread");
    expectIn(parties[r.partyKind]!, r.partyId, `participant.${r.partyKind}`);
  }
  for (const r of rows.messages) {
    expectIn(threads, r.threadId, "message.thread");
    expectIn(parties[r.senderKind]!, r.senderId, `message.${r.senderKind}`);
  }
  return problems;
}

describe("the demonstration data set", () => {
  it("is the same every time for the same scale and anchor, ids included", () => {
    expect(JSON.stringify(generateDemonstrationData({ scale: 1, anchor }))).toBe(JSON.stringify(one));
    const later = generateDemonstrationData({ scale: 1, anchor: new Date(anchor.getTime() + 30 * DAY_MS) });
    expect(later.candidates[1]!.fullName).toBe(one.candidates[1]!.fullName);
    expect(later.candidates[1]!.id).not.toBe(one.candidates[1]!.id);
  });

  it("has the counts the issue sets at scale 1, and ten times as many at scale 10", () => {
    const ten = generateDemonstrationData({ scale: 10, anchor });
    for (const [rows, n] of [[one, 1], [ten, 10]] as const) {
      expect(rows.candidates).toHaveLength(SCALE_ONE.candidates * n);
      expect(rows.organisations.filter((o) => o.kind === "employer")).toHaveLength(SCALE_ONE.employers * n);
      expect(rows.organisations.filter((o) => o.kind === "partner")).toHaveLength(SCALE_ONE.partners * n);
      expect(rows.caseworkers).toHaveLength(SCALE_ONE.caseworkers * n);
      expect(rows.jobs).toHaveLength(SCALE_ONE.jobs * n);
      expect(rows.applications).toHaveLength(SCALE_ONE.applications * n);
      expect(rows.readinessChecklist).toHaveLength(8 * SCALE_ONE.candidates * n);
      expect(danglingReferences(rows)).toEqual([]);
      expect(new Set(rows.applications.map((a) => `${a.jobId}:${a.candidateId}`)).size).toBe(rows.applications.length);
    }
    expect(ten.candidates[0]!.id).toBe(DEMO_PERSONAS.candidateId);
  });

  it("keeps every id unique and uuid-shaped, with the personas at their fixed ids", () => {
    const all = (Object.values(one) as { id?: string }[][]).flatMap((list) => list.map((row) => row.id).filter((id) => id !== undefined));
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(one.candidates.map((c) => c.id)).toContain(DEMO_PERSONAS.candidateId);
    expect(one.organisations.map((o) => o.id)).toEqual(expect.arrayContaining([DEMO_PERSONAS.employerId, DEMO_PERSONAS.partnerId]));
    expect(one.caseworkers[0]!.id).toBe(DEMO_PERSONAS.caseworkerId);
    expect(one.candidates[0]!.createdAt!.getTime()).toBe(anchor.getTime() - PERSONA_CANDIDATE_AGE_DAYS * DAY_MS);
  });

  it("ends every status history at the row's status, in time order", () => {
    for (const [rowsOf, changesOf, key] of [
      [one.applications, one.applicationStatusChanges, "applicationId"],
      [one.referrals, one.referralStatusChanges, "referralId"],
    ] as const) {
      for (const row of rowsOf) {
        const history = (changesOf as { status: string; changedAt?: Date }[]).filter((c) => (c as Record<string, unknown>)[key] === row.id);
        expect(history.length).toBeGreaterThan(0);
        expect(history.at(-1)!.status).toBe(row.status);
        expect(history[0]!.status).toBe(rowsOf === one.applications ? "applied" : "submitted");
        const times = history.map((c) => c.changedAt!.getTime());
        expect([...times].sort((a, b) => a - b)).toEqual(times);
      }
    }
  });

  it("keeps each conversation's messages in the order they were sent, ending at the thread's last message", () => {
    for (const ten of [one, generateDemonstrationData({ scale: 10, anchor })]) {
      for (const thread of ten.messageThreads) {
        const times = ten.messages.filter((m) => m.threadId === thread.id).map((m) => m.sentAt!.getTime());
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(new Set(times).size).toBe(times.length);
        expect(times.at(-1)).toBe(thread.lastMessageAt!.getTime());
      }
    }
  });

  it("spreads applications over the eighteen months before the anchor, with outcomes only after a start", () => {
    for (const a of one.applications) {
      expect(a.appliedAt!.getTime()).toBeLessThan(anchor.getTime());
      expect(a.appliedAt!.getTime()).toBeGreaterThan(anchor.getTime() - 548 * DAY_MS);
    }
    const started = new Set(one.applicationStatusChanges.filter((c) => c.status === "started").map((c) => c.applicationId));
    expect(started.size).toBeGreaterThan(10);
    for (const o of one.outcomeChecks) expect(started.has(o.applicationId)).toBe(true);
    expect(one.outcomeChecks.some((o) => !o.inWork && o.leftReason)).toBe(true);
    expect(new Set(one.applications.map((a) => a.status)).size).toBeGreaterThanOrEqual(6);
  });

  it("is plainly made up: demonstration addresses, drama phone numbers, every row marked demo", () => {
    const text = JSON.stringify(one);
    const domains = new Set([...text.matchAll(/[a-z0-9.]+@([a-z0-9.-]+)/gi)].map((m) => m[1]));
    expect([...domains]).toEqual([DEMO_EMAIL_DOMAIN]);
    for (const r of one.referrals) expect(r.phone).toMatch(/^07700 900\d{3}$/);
    for (const [table, list] of Object.entries(one)) {
      for (const row of list as { demo?: boolean }[]) if ("demo" in row) expect(row.demo, table).toBe(true);
    }
    for (const table of ["organisations", "caseworkers", "candidates", "jobs", "applications", "appointments", "diaryEntries", "mentoringMatches", "caseNotes", "referrals", "supportActions", "messageThreads"] as const) {
      expect(one[table].every((row) => (row as { demo?: boolean }).demo === true), table).toBe(true);
    }
    for (const record of one.convictionRecords) expect(convictionPayloadSchema.safeParse(record.payload).success).toBe(true);
  });

  it("gives each persona rows in every table that concerns them", () => {
    const me = DEMO_PERSONAS.candidateId;
    const mine = <T extends { candidateId?: string | null }>(list: T[]) => list.filter((r) => r.candidateId === me);
    for (const list of [one.candidateBarriers, one.readinessChecklist, one.caseworkerAssignments, one.applications, one.appointments, one.diaryEntries, one.mentoringMatches, one.caseNotes, one.referrals, one.supportActions, one.messageThreads, one.convictionRecords]) {
      expect(mine(list as { candidateId?: string | null }[]).length).toBeGreaterThan(0);
    }
    const now = anchor.getTime();
    expect(mine(one.appointments).some((a) => a.startsAt.getTime() > now && a.startsAt.getTime() < now + 21 * DAY_MS)).toBe(true);
    expect(mine(one.supportActions).some((a) => a.status === "open" && a.dueOn! < anchor.toISOString().slice(0, 10))).toBe(true);
    const employerJobs = new Set(one.jobs.filter((j) => j.employerId === DEMO_PERSONAS.employerId).map((j) => j.id));
    expect(one.applications.filter((a) => employerJobs.has(a.jobId)).length).toBeGreaterThan(5);
    expect(one.referrals.filter((r) => r.partnerId === DEMO_PERSONAS.partnerId).length).toBeGreaterThan(5);
    expect(one.appointments.filter((a) => a.organisationId === DEMO_PERSONAS.employerId).length).toBeGreaterThan(0);
    expect(one.supportActions.filter((a) => a.organisationId === DEMO_PERSONAS.partnerId).length).toBeGreaterThan(0);
    expect(one.appointments.filter((a) => a.caseworkerId === DEMO_PERSONAS.caseworkerId && a.startsAt.getTime() > anchor.getTime()).length).toBeGreaterThan(5);
    expect(one.caseNotes.filter((n) => n.caseworkerId === DEMO_PERSONAS.caseworkerId).length).toBeGreaterThan(10);
    const open = one.caseworkerAssignments.filter((a) => a.endedAt === null);
    expect(open).toHaveLength(one.candidates.length);
    expect(new Set(open.map((a) => a.candidateId)).size).toBe(one.candidates.length);
    expect(open.filter((a) => a.caseworkerId === DEMO_PERSONAS.caseworkerId)).toHaveLength(15);
    for (const [kind, id] of [["candidate", me], ["organisation", DEMO_PERSONAS.employerId], ["organisation", DEMO_PERSONAS.partnerId], ["caseworker", DEMO_PERSONAS.caseworkerId]] as const) {
      const unread = one.threadParticipants.filter((p) => {
        const thread = one.messageThreads.find((t) => t.id === p.threadId)!;
        return p.partyKind === kind && p.partyId === id && (p.lastReadAt === null || p.lastReadAt! < thread.lastMessageAt!);
      });
      expect(unread.length, `${kind} ${id} has unread messages`).toBeGreaterThan(0);
    }
    const attendance = new Set(one.appointments.map((a) => a.attendance));
    expect(attendance).toEqual(new Set(["attended", "late", "did_not_attend", null]));
    expect(one.appointments.filter((a) => a.attendance === "did_not_attend").every((a) => a.attendanceReason)).toBe(true);
  });
});

describe("demonstration appointments fall in working hours", () => {
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  function uk(at: Date): { weekday: string; minutes: number } {
    const day = londonDate(at);
    return { weekday: weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]!, minutes: (at.getTime() - londonMidnight(day).getTime()) / 60_000 };
  }

  // Anchors on every day of the week, in winter and in summer time, and across both clock changes.
  const anchors = ["2026-03-10T12:00:00Z", "2026-03-28T23:30:00Z", "2026-03-29T08:00:00Z", "2026-07-04T10:00:00Z", "2026-07-05T16:00:00Z", "2026-10-24T22:30:00Z", "2026-10-25T09:00:00Z", "2027-01-01T00:15:00Z"];

  it("starts and ends every appointment on a weekday between 09:00 and 17:00 UK time", () => {
    let checked = 0;
    for (const at of anchors) {
      const rows = at === anchors[0] ? one : generateDemonstrationData({ scale: 1, anchor: new Date(at) });
      for (const appointment of rows.appointments) {
        const start = uk(appointment.startsAt);
        const end = uk(appointment.endsAt);
        const where = `${appointment.title} at ${appointment.startsAt.toISOString()} (anchor ${at})`;
        expect(["Mon", "Tue", "Wed", "Thu", "Fri"], where).toContain(start.weekday);
        expect(end.weekday, where).toBe(start.weekday);
        expect(start.minutes, where).toBeGreaterThanOrEqual(9 * 60);
        expect(end.minutes, where).toBeLessThanOrEqual(17 * 60);
        expect(end.minutes, where).toBeGreaterThan(start.minutes);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("keeps a past appointment in the past and a coming one to come", () => {
    for (const at of anchors.slice(1, 3)) {
      const anchor = new Date(at);
      const rows = generateDemonstrationData({ scale: 1, anchor });
      const future = rows.appointments.filter((a) => a.startsAt.getTime() > anchor.getTime());
      expect(future.every((a) => a.attendance === null)).toBe(true);
    }
  });
});

describe("a demonstration record that agrees with itself", () => {
  it("shows done what a person's readiness reason says is done, and not done what it says is still to do", () => {
    const checked = { open: 0, done: 0 };
    for (const candidate of one.candidates) {
      const items = new Map(one.readinessChecklist.filter((row) => row.candidateId === candidate.id).map((row) => [row.item, row.status]));
      const named = READINESS_REASON_ITEMS[candidate.readinessReason ?? ""];
      if (!named) continue;
      for (const item of named.open ?? []) {
        expect(items.get(item as ReadinessItem), `${candidate.fullName}: ${item}`).not.toBe("done");
        checked.open += 1;
      }
      for (const item of named.done === "all" ? [...items.keys()] : (named.done ?? [])) {
        expect(items.get(item as ReadinessItem), `${candidate.fullName}: ${item}`).toBe("done");
        checked.done += 1;
      }
    }
    expect(checked.open).toBeGreaterThan(0);
    expect(checked.done).toBeGreaterThan(0);
    // The persona's reason is one that names items, so the record a visitor opens first is one of those checked.
    expect(READINESS_REASON_ITEMS[one.candidates.find((c) => c.id === DEMO_PERSONAS.candidateId)!.readinessReason ?? ""]).toBeDefined();
  });

  it("never names the same town twice in where a person will travel", () => {
    for (const candidate of one.candidates) {
      const towns = /^(.+?)(?: and (.+))? by bus$/.exec(candidate.travelArea ?? "");
      expect(towns, candidate.travelArea ?? "").not.toBeNull();
      expect(towns![2], candidate.travelArea ?? "").not.toBe(towns![1]);
    }
  });

  it("gives an employer a made-up email address wherever an application shares contact details", () => {
    const shared = one.applications.filter((application) => application.shared?.includes("contact_details"));
    expect(shared.length).toBeGreaterThan(0);
    for (const application of shared) expect(application.sharedCopy?.email).toMatch(new RegExp(`@${DEMO_EMAIL_DOMAIN.replace(/\./g, "\\.")}$`));
  });

  it("has someone on the caseworker's caseload waiting for a mentor, as the caseworker's example notice says", () => {
    const caseload = new Set(one.caseworkerAssignments.filter((a) => a.caseworkerId === DEMO_PERSONAS.caseworkerId && a.endedAt === null).map((a) => a.candidateId));
    const mentored = new Set(one.mentoringMatches.filter((match) => match.endedOn === null).map((match) => match.candidateId));
    const waiting = one.supportActions.filter((action) => action.title === MENTOR_REQUEST_TITLE && action.status === "open");
    expect(waiting).toHaveLength(1);
    expect(caseload.has(waiting[0]!.candidateId)).toBe(true);
    expect(mentored.has(waiting[0]!.candidateId)).toBe(false);
    expect(waiting[0]!.createdAt!.getTime()).toBeLessThan(anchor.getTime());
  });

  it("has an in-work check due on the caseworker's caseload, as the caseworker's example notice says", () => {
    const caseload = new Set(one.caseworkerAssignments.filter((a) => a.caseworkerId === DEMO_PERSONAS.caseworkerId && a.endedAt === null).map((a) => a.candidateId));
    const today = londonDate(anchor);
    const due = one.applications
      .filter((application) => application.status === "started" && caseload.has(application.candidateId))
      .flatMap((application) => {
        const started = one.applicationStatusChanges.find((change) => change.applicationId === application.id && change.status === "started")!;
        const recorded = one.outcomeChecks.filter((check) => check.applicationId === application.id).map((check) => ({ checkpoint: check.checkpoint, inWork: check.inWork! }));
        return checkpointStates(londonDate(started.changedAt!), recorded, today).filter((state) => state.state === "due");
      });
    expect(due.length).toBeGreaterThan(0);
  });

  it("says where an interview is as an agreed one does: the employer's address in person, a made-up link by video", () => {
    const interviews = one.appointments.filter((appointment) => appointment.organisationId && appointment.title.startsWith("Interview: "));
    const byVideo = interviews.filter((interview) => interview.mode === "video");
    expect(byVideo.length).toBeGreaterThan(0);
    for (const interview of byVideo) expect(interview.location).toMatch(new RegExp(`^https://video\\.${DEMO_EMAIL_DOMAIN.replace(/\./g, "\\.")}/interview/[0-9a-f]{12}$`));
    expect(new Set(byVideo.map((interview) => interview.location)).size).toBe(byVideo.length);
    for (const interview of interviews.filter((each) => each.mode === "in_person")) expect(interview.location).not.toMatch(/^https:/);
  });
});

describe("demonstration conversations", () => {
  it("have each side say what that side would: a partner never thanks anyone for its own referral", () => {
    const referralThreads = new Set(one.messageThreads.filter((thread) => thread.subject.startsWith("Referral for ")).map((thread) => thread.id));
    const inReferrals = one.messages.filter((message) => referralThreads.has(message.threadId));
    expect(inReferrals.length).toBeGreaterThan(0);
    for (const message of inReferrals) {
      if (message.senderKind === "organisation") expect(message.body).not.toMatch(/referral|invite you|applying/i);
      else expect(message.senderKind).toBe("caseworker");
    }
    const applicationThreads = new Set(one.messageThreads.filter((thread) => thread.subject.startsWith("Your application: ")).map((thread) => thread.id));
    for (const message of one.messages.filter((m) => applicationThreads.has(m.threadId) && m.senderKind === "organisation")) {
      expect(message.body).not.toMatch(/referral|probation appointment/i);
    }
  });
});

describe("demonstration case notes", () => {
  it("never repeat a note word for word on one person's record", () => {
    const byPerson = new Map<string, string[]>();
    for (const note of one.caseNotes) byPerson.set(note.candidateId, [...(byPerson.get(note.candidateId) ?? []), note.body]);
    for (const [person, notes] of byPerson) expect(new Set(notes).size, person).toBe(notes.length);
    expect([...byPerson.values()].some((notes) => notes.length > 1)).toBe(true);
  });
});

describe("a demonstration referral conversation", () => {
  it("tells its story in order: our caseworker's thanks for the referral is their first message, never a later one", () => {
    const referralThreads = one.messageThreads.filter((thread) => thread.subject.startsWith("Referral for "));
    expect(referralThreads.length).toBeGreaterThan(0);
    for (const thread of referralThreads) {
      const fromUs = one.messages.filter((m) => m.threadId === thread.id && m.senderKind === "caseworker").sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime());
      fromUs.slice(1).forEach((message) => expect(message.body).not.toMatch(/Thanks for the referral/));
    }
  });

  it("writes no diary entry twice for one person, and tells no employer of a caseworker's details it is never shown", () => {
    const byPerson = new Map<string, string[]>();
    for (const entry of one.diaryEntries) byPerson.set(entry.candidateId, [...(byPerson.get(entry.candidateId) ?? []), entry.title]);
    for (const [person, titles] of byPerson) expect(new Set(titles).size, person).toBe(titles.length);
    expect(one.applications.some((application) => application.shared?.includes("caseworker_contact"))).toBe(false);
  });
});
