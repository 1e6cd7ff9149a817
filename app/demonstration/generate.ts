/**
 * The demonstration data set, generated: pure and deterministic. The same scale and anchor give the same
 * rows, ids included, because every choice comes from one seeded generator (mulberry32) and every date is
 * counted back from the anchor. Everything in it is made up: UK first names and surnames, towns and employers
 * that do not exist, addresses at demo.example.org and phone numbers from Ofcom's drama range.
 */
import type { referrals, SharedCopy } from "../../db/schema";
import type { DemonstrationRows } from "./rows";
import {
  barriers as barrierWords,
  readinessItems,
  type ApplicationStatus,
  type AppointmentMode,
  type Barrier,
  type ContractType,
  type OffenceExclusion,
  type PartyKind,
  type ReadinessItemStatus,
  type ReadinessStatus,
  type RecordCheck,
  type PartnerVisibility,
  type ReferralStatus,
  type ShareableItem,
} from "../../db/schema/vocabulary";
import { hasConvictionDetails } from "../features/convictions/conviction-payload";
import { savedCheckFromRequest } from "../features/disclosure-check/saved-result";
import { MENTOR_REQUEST_TITLE } from "../features/mentoring/mentor-request";
import { DEMO_EMAIL_DOMAIN, DEMO_PERSONAS } from "../lib/demonstration";
import { DAY_MS } from "../lib/dates";
import { Generator, SEED, dramaPhone, emailFor, isoDay, workingTime } from "./random";
import { addThread } from "./threads";
import {
  ACCESSIBILITY_NEEDS, APPOINTMENT_TITLES, CASE_NOTES, DECLINED_REASONS, DIARY, FIRST_NAMES, JOB_TITLES_AT_PARTNERS, LANGUAGES,
  LATE_REASONS, LEFT_REASONS, MENTORS, MISSED_REASONS, OFFENCES, PARTNER_KINDS, READINESS_REASON_ITEMS, READINESS_REASONS, SECTORS, SKILLS, SUPPORT_ACTIONS, SUPPORT_ASKED_FOR,
  SURNAMES, TOWNS,
} from "./words";


/** The persona candidate's saved checker result: a fixed id, so no random draw moves the rest of the set. */
export const DEMO_SAVED_CHECK_ID = "01900000-0000-7000-8000-00000000d001";
export const DEMO_MENTOR_REQUEST_ID = "01900000-0000-7000-8000-00000000d002";

/** How many of each at scale 1; scale n multiplies them. */
/** Notes candidates write to employers when they apply (made up, like everything in the set). */
const DEMO_APPLICATION_NOTES = [
  "I worked in the prison kitchen for two years and hold a food hygiene certificate. I can start straight away.",
  "I am reliable and keen to learn. My support worker can tell you more about how I have got on this year.",
  "I live ten minutes away by bus and can work early mornings and weekends.",
  "I would like the chance to explain my conviction at interview. I have changed a lot since then.",
] as const;

export const SCALE_ONE = { candidates: 40, employers: 8, partners: 4, caseworkers: 3, jobs: 60, applications: 150 } as const;

/** The persona candidate joined this long before the anchor: the loader reads the anchor back from it. */
export const PERSONA_CANDIDATE_AGE_DAYS = 600;

/** How many candidates the persona caseworker supports, at any scale. */
const PERSONA_CASELOAD = 15;

export const PERSONA_NAMES = {
  candidate: "Jordan Hughes",
  employer: "Brackenford Bakes Ltd",
  partner: "Calder Vale Resettlement Trust",
  caseworker: "Priya Shah",
} as const;


type CandidateInfo = { id: string; name: string; createdAt: Date; caseworkerIndex: number; town: (typeof TOWNS)[number] };

/** Every row of the demonstration data set for this scale, counted back from `anchor`. */
export function generateDemonstrationData(options: { scale: number; anchor: Date }): DemonstrationRows {
  const scale = Math.max(1, Math.floor(options.scale));
  const anchor = new Date(Math.floor(options.anchor.getTime() / 60_000) * 60_000);
  const g = new Generator(SEED);
  const ago = (days: number) => new Date(anchor.getTime() - days * DAY_MS);
  const rows: DemonstrationRows = {
    organisations: [], caseworkers: [], candidates: [], candidateBarriers: [], readinessChecklist: [],
    caseworkerAssignments: [], jobs: [], applications: [], applicationStatusChanges: [], outcomeChecks: [],
    appointments: [], diaryEntries: [], mentoringMatches: [], mentoringSessions: [], caseNotes: [], referrals: [],
    referralStatusChanges: [], supportActions: [], messageThreads: [], threadParticipants: [], messages: [], organisationContacts: [],
    convictionRecords: [], disclosureCheckResults: [],
  };
  const personName = () => `${g.pick(FIRST_NAMES)} ${g.pick(SURNAMES)}`;

  // Organisations: employers, then partners. The first of each is the persona.
  const employers: { id: string; name: string; contact: string; sector: (typeof SECTORS)[number]; town: (typeof TOWNS)[number] }[] = [];
  for (let i = 0; i < SCALE_ONE.employers * scale; i++) {
    const createdAt = workingTime(anchor, -g.int(620, 700), g);
    const sector = i === 0 ? SECTORS[0] : SECTORS[i % SECTORS.length]!;
    const town = i === 0 ? TOWNS[2] : g.pick(TOWNS);
    const round = Math.floor(i / SECTORS.length);
    const name = i === 0 ? PERSONA_NAMES.employer : `${town.name} ${sector.trade}${round > 0 ? ` (site ${round + 1})` : ""}`;
    const id = i === 0 ? DEMO_PERSONAS.employerId : g.id(createdAt);
    const contact = personName();
    employers.push({ id, name, contact, sector, town });
    rows.organisations.push({
      id, kind: "employer", name, status: i === SCALE_ONE.employers - 1 ? "awaiting_approval" : "approved", sector: sector.sector,
      town: town.name, contactName: contact, banTheBox: i === 0 || g.chance(0.6), disabilityConfident: i === 0 || g.chance(0.5),
      realLivingWage: i === 0 || g.chance(0.4), onboardedAt: i === SCALE_ONE.employers - 1 ? null : new Date(createdAt.getTime() + 3 * DAY_MS),
      // Drawn without the random stream, so every other generated row stays as it was. One in three gives none.
      ownRetentionPercent: i === 0 ? 64 : i % 3 === 2 ? null : 55 + ((i * 7) % 30),
      demo: true, createdAt, updatedAt: createdAt,
    });
  }
  const partners: { id: string; name: string; contact: string }[] = [];
  for (let i = 0; i < SCALE_ONE.partners * scale; i++) {
    const createdAt = workingTime(anchor, -g.int(640, 720), g);
    const kind = PARTNER_KINDS[i % PARTNER_KINDS.length]!;
    const town = i === 0 ? TOWNS[1] : g.pick(TOWNS);
    const round = Math.floor(i / PARTNER_KINDS.length);
    const name = i === 0 ? PERSONA_NAMES.partner : `${town.name} ${kind.suffix}${round > 0 ? ` (office ${round + 1})` : ""}`;
    const id = i === 0 ? DEMO_PERSONAS.partnerId : g.id(createdAt);
    const contact = personName();
    partners.push({ id, name, contact });
    rows.organisations.push({
      id, kind: "partner", name, status: "approved", partnerType: kind.type, town: town.name, contactName: contact,
      onboardedAt: new Date(createdAt.getTime() + 2 * DAY_MS), demo: true, createdAt, updatedAt: createdAt,
    });
  }

  const workers: { id: string; name: string }[] = [];
  for (let i = 0; i < SCALE_ONE.caseworkers * scale; i++) {
    const createdAt = workingTime(anchor, -g.int(650, 730), g);
    const id = i === 0 ? DEMO_PERSONAS.caseworkerId : g.id(createdAt);
    const name = i === 0 ? PERSONA_NAMES.caseworker : personName();
    workers.push({ id, name });
    rows.caseworkers.push({ id, fullName: name, team: `${g.pick(TOWNS).name} employment team`, demo: true, createdAt });
  }

  // Candidates, each with one open assignment: the persona caseworker takes the first fifteen.
  const people: CandidateInfo[] = [];
  const candidateCount = SCALE_ONE.candidates * scale;
  for (let i = 0; i < candidateCount; i++) {
    const createdAt = i === 0 ? ago(PERSONA_CANDIDATE_AGE_DAYS) : workingTime(anchor, -g.int(30, 590), g);
    const id = i === 0 ? DEMO_PERSONAS.candidateId : g.id(createdAt);
    const name = i === 0 ? PERSONA_NAMES.candidate : personName();
    const caseworkerIndex = i < PERSONA_CASELOAD ? 0 : 1 + ((i - PERSONA_CASELOAD) % (workers.length - 1));
    const town = i === 0 ? TOWNS[0] : g.pick(TOWNS);
    people.push({ id, name, createdAt, caseworkerIndex, town });
    const readiness: ReadinessStatus = i === 0 ? "support_needed" : g.pick(["not_started", "support_needed", "support_needed", "ready_to_work", "ready_to_work", "support_declined"]);
    rows.candidates.push({
      id, fullName: name, town: town.name, travelArea: travelArea(town.name, g.pick(TOWNS).name), travelMiles: g.int(3, 25),
      workInterests: g.some(SECTORS, 1, 3).map((s) => s.sector), skills: g.some(SKILLS, 1, 4), availability: g.pick(["full_time", "part_time", "either"]),
      rightToWork: g.chance(0.9) ? "confirmed" : "to_check", readinessStatus: readiness,
      readinessReason: readiness === "support_declined" ? g.pick(DECLINED_REASONS) : readiness === "not_started" ? null : READINESS_REASONS[readiness][i % READINESS_REASONS[readiness].length]!,
      readinessChangedAt: readiness === "not_started" ? null : new Date(createdAt.getTime() + 2 * DAY_MS), readinessChangedByName: readiness === "not_started" ? null : workers[caseworkerIndex]!.name,
      releasedOn: i === 0 || g.chance(0.55) ? isoDay(new Date(createdAt.getTime() - g.int(5, 200) * DAY_MS)) : null,
      demo: true, createdAt, updatedAt: createdAt,
    });
    const need = i === 0 ? ["housing", "mental_health"] : g.chance(0.15) ? ["none"] : g.some(barrierWords.filter((b) => b !== "none"), 1, 3);
    for (const barrier of need) rows.candidateBarriers.push({ candidateId: id, barrier: barrier as Barrier });
    const worker = workers[caseworkerIndex]!;
    const named = READINESS_REASON_ITEMS[rows.candidates.at(-1)!.readinessReason ?? ""];
    for (const item of readinessItems) {
      const drawn: ReadinessItemStatus =
        readiness === "ready_to_work" ? (g.chance(0.9) ? "done" : "in_progress") : readiness === "not_started" ? "not_started" : g.pick(["not_started", "in_progress", "done"]);
      // Drawn first either way, so the rest of the set stays as it was; then made to agree with the reason given.
      const status: ReadinessItemStatus =
        named?.done === "all" || named?.done?.includes(item) ? "done" : named?.open?.includes(item) && drawn === "done" ? "in_progress" : drawn;
      rows.readinessChecklist.push({
        candidateId: id, item, status, notes: status === "in_progress" ? "Working on it together" : null,
        updatedByName: status === "not_started" ? null : worker.name, updatedAt: new Date(createdAt.getTime() + g.int(1, 25) * DAY_MS),
      });
    }
    if (i > 0 && g.chance(0.15) && workers.length > 1) {
      // An earlier caseworker, handed over.
      const earlier = workers[(caseworkerIndex + 1) % workers.length]!;
      rows.caseworkerAssignments.push({ id: g.id(createdAt), candidateId: id, caseworkerId: earlier.id, startedAt: createdAt, endedAt: new Date(createdAt.getTime() + 20 * DAY_MS) });
      rows.caseworkerAssignments.push({ id: g.id(createdAt), candidateId: id, caseworkerId: worker.id, startedAt: new Date(createdAt.getTime() + 20 * DAY_MS), endedAt: null });
    } else {
      rows.caseworkerAssignments.push({ id: g.id(createdAt), candidateId: id, caseworkerId: worker.id, startedAt: createdAt, endedAt: null });
    }
    const offences = i === 0 ? 1 : g.chance(0.85) ? g.int(1, 2) : 0;
    for (let k = 0; k < offences; k++) {
      const offence = i === 0 ? OFFENCES[0]! : g.pick(OFFENCES);
      const convicted = new Date(createdAt.getTime() - g.int(400, 3000) * DAY_MS);
      const ends = offence.months === null ? null : new Date(convicted.getTime() + offence.months * 30 * DAY_MS);
      rows.convictionRecords.push({
        id: g.id(createdAt), candidateId: id, createdAt,
        payload: {
          convictionType: offence.type, offenceDescription: offence.offence, convictionDate: isoDay(convicted), sentence: offence.sentence,
          sentenceEndDate: ends ? isoDay(ends) : null,
          disclosureLetter:
            k === 0 && (i === 0 || g.chance(0.7))
              ? `In ${convicted.getUTCFullYear()} I was convicted of ${offence.offence.toLowerCase()}. I have completed my sentence and used the time to ${g.pick(["gain qualifications", "work in the prison kitchen", "get my CSCS card", "stay well and sober"])}. I am ready to work and would welcome the chance to talk about it.`
              : "",
        },
      });
    }
  }

  // A 37-hour week is shown as the common 37.5, so the data holds hours in halves as real roles do.
  const halfAnHourOn37 = (hours: number) => (hours === 37 ? 37.5 : hours);
  // Jobs, spread over the eighteen months before the anchor; the persona employer's are among them.
  const jobInfo: { id: string; title: string; employer: (typeof employers)[number]; postedAt: Date; closingDate: Date; draft: boolean }[] = [];
  for (let i = 0; i < SCALE_ONE.jobs * scale; i++) {
    const employer = employers[i % employers.length]!;
    const draft = i % 20 === 19;
    const postedAt = draft ? workingTime(anchor, -g.int(1, 5), g) : i < employers.length ? workingTime(anchor, -g.int(3, 20), g) : workingTime(anchor, -g.int(5, 540), g);
    const closingDate = new Date(postedAt.getTime() + g.int(28, 56) * DAY_MS);
    const title = g.pick(employer.sector.titles);
    const national = g.chance(0.05);
    const contractType: ContractType = g.pick(["permanent", "permanent", "fixed_term", "temporary", "apprenticeship"]);
    const hourly = g.chance(0.7);
    const min = hourly ? g.int(1221, 1450) : g.int(23_000, 27_000) * 100;
    const recordCheck: RecordCheck = g.pick(["none", "none", "basic", "basic", "standard", "enhanced"]);
    const exclusions: OffenceExclusion[] = g.chance(0.6) ? ["none"] : g.some(["case_by_case", "arson", "driving", "sexual", "violence", "other"] as const, 1, 2);
    const id = g.id(postedAt);
    jobInfo.push({ id, title, employer, postedAt, closingDate, draft });
    rows.jobs.push({
      id, title, sector: employer.sector.sector, employerId: employer.id, employerName: employer.name,
      description: `${employer.name} is looking for a ${title.toLowerCase()} to join a friendly team. Training is given and no experience is needed.`,
      locationName: national ? "Anywhere in the UK" : employer.town.name, national, homeArea: national ? "uk" : null,
      latitude: national ? null : Number((employer.town.lat + (g.next() - 0.5) * 0.04).toFixed(5)),
      longitude: national ? null : Number((employer.town.lon + (g.next() - 0.5) * 0.04).toFixed(5)),
      contractType, hours: g.pick(["full_time", "part_time", "flexible"]), hoursPerWeek: halfAnHourOn37(g.int(16, 40)),
      salaryMinPence: min, salaryMaxPence: min + (hourly ? g.int(0, 150) : g.int(0, 3000) * 100), salaryPeriod: hourly ? "hour" : "year",
      vacancies: g.int(1, 5), closingDate: isoDay(closingDate), status: draft ? "draft" : closingDate < anchor ? "closed" : "open",
      recordCheck, offenceExclusions: exclusions,
      offenceExclusionDetails: exclusions.includes("other") || exclusions.includes("case_by_case") ? "We look at each conviction with the person, and ask only what the role needs." : null,
      documentsNeeded: g.some(["cv", "covering_letter", "disclosure_letter", "id", "right_to_work", "references"] as const, 1, 3),
      demo: true, postedAt, createdAt: postedAt, updatedAt: postedAt,
    });
  }

  // Applications: each walks the statuses a real one does, stopping where the anchor cuts it off.
  const applied = new Set<string>();
  const byCandidate = new Map<string, { applicationId: string; jobIndex: number; status: ApplicationStatus; interviewAt: Date | null }[]>();
  const personaPlan: ApplicationStatus[] = ["started", "interview_booked", "unsuccessful", "applied", "job_offered", "withdrawn"];
  const openJobs = jobInfo.map((job, index) => ({ job, index })).filter(({ job }) => !job.draft);
  const applicationCount = SCALE_ONE.applications * scale;
  const profiles = new Map(rows.candidates.map((candidate) => [candidate.id, candidate]));
  const personNumber = new Map(people.map((person, index) => [person.id, index]));
  for (let n = 0, attempts = 0; n < applicationCount && attempts < applicationCount * 20; attempts++) {
    const persona = n < personaPlan.length;
    const person = persona ? people[0]! : people[g.int(0, people.length - 1)]!;
    // The persona candidate's first application (the one that led to a start) is with the persona employer.
    const { job, index: jobIndex } = persona && n === 0 ? (openJobs.find(({ job }) => job.employer.id === DEMO_PERSONAS.employerId && job.postedAt < ago(300)) ?? openJobs[0]!) : g.pick(openJobs);
    const key = `${jobIndex}:${person.id}`;
    if (applied.has(key)) continue;
    const earliest = Math.max(job.postedAt.getTime(), person.createdAt.getTime()) + DAY_MS;
    const latest = Math.min(job.closingDate.getTime(), anchor.getTime() - 2 * 60 * 60 * 1000);
    if (earliest >= latest) continue;
    applied.add(key);
    n++;
    const appliedAt = new Date(earliest + Math.floor(g.next() * (latest - earliest)));
    const path = applicationPath(g, persona ? personaPlan[n - 1]! : null);
    const id = g.id(appliedAt);
    const changes: { status: ApplicationStatus; at: Date }[] = [];
    let at = appliedAt;
    for (const status of path) {
      if (changes.length > 0) at = new Date(at.getTime() + g.int(2, 12) * DAY_MS + g.int(0, 8) * 3600_000);
      if (at.getTime() > anchor.getTime() - 3600_000) break;
      changes.push({ status, at });
    }
    const last = changes[changes.length - 1]!;
    // Drawn from the same list as before (so the rest of the set is unchanged), but never the caseworker's contact
    // details: the apply form does not offer them, so an employer would be told of something it is never shown.
    const shared: ShareableItem[] = (
      persona ? (["contact_details", "cv", "disclosure_letter"] as ShareableItem[]) : g.some(["contact_details", "cv", "disclosure_letter", "readiness", "caseworker_contact"] as const, 1, 4)
    ).filter((item) => item !== "caseworker_contact");
    if (!shared.includes("contact_details")) shared.unshift("contact_details");
    // A note to the employer on every third application, chosen by position so the random sequence is unchanged.
    const candidateNote = n % 3 === 1 ? DEMO_APPLICATION_NOTES[Math.floor(n / 3) % DEMO_APPLICATION_NOTES.length]! : null;
    // The copy an employer reads, as the apply form takes it: a made-up address on the demonstration domain, no saved CV.
    const profile = profiles.get(person.id)!;
    const sharedCopy: SharedCopy = {
      ...(shared.includes("contact_details") ? { email: emailFor(person.name, 5000 + personNumber.get(person.id)!) } : {}),
      ...(shared.includes("cv") ? { skills: profile.skills ?? [], workInterests: profile.workInterests ?? [], cv: null } : {}),
      ...(shared.includes("readiness") ? { readinessStatus: profile.readinessStatus ?? null } : {}),
    };
    rows.applications.push({ id, jobId: job.id, candidateId: person.id, status: last.status, shared, sharedCopy, candidateNote, demo: true, appliedAt, updatedAt: last.at });
    for (const change of changes) {
      const byCandidateSide = change.status === "applied" || change.status === "withdrawn";
      rows.applicationStatusChanges.push({
        id: g.id(change.at), applicationId: id, status: change.status, changedAt: change.at,
        changedByName: byCandidateSide ? person.name : job.employer.contact,
        note: change.status === "unsuccessful_at_interview" ? "Thank you for coming in. We went with someone with more experience this time." : null,
      });
    }
    const interview = changes.find((c) => c.status === "interview_booked");
    // Held before the next change of status; one still booked may be in the days ahead.
    const interviewAt = interview ? workingTime(interview.at, last.status === "interview_booked" ? g.int(1, 10) : 1, g) : null;
    const list = byCandidate.get(person.id) ?? [];
    list.push({ applicationId: id, jobIndex, status: last.status, interviewAt });
    byCandidate.set(person.id, list);
    if (interviewAt) {
      const past = interviewAt < anchor;
      const appointmentId = g.id(interviewAt);
      const mode = g.pick(["in_person", "in_person", "video"] as const);
      // As an agreed interview is stored: the address to go to, or the link to join by video.
      rows.appointments.push({
        id: appointmentId, candidateId: person.id, caseworkerId: null, organisationId: job.employer.id, title: `Interview: ${job.title}`,
        mode, location: mode === "video" ? `https://video.${DEMO_EMAIL_DOMAIN}/interview/${appointmentId.slice(-12)}` : `${job.employer.name}, ${job.employer.town.name}`,
        startsAt: interviewAt, endsAt: new Date(interviewAt.getTime() + 45 * 60_000),
        attendance: past ? (g.chance(0.9) ? "attended" : "late") : null, attendanceReason: null, demo: true, createdAt: interview!.at,
      });
    }
    const started = changes.find((c) => c.status === "started");
    if (started) {
      const leaves = persona ? null : g.chance(0.3) ? g.pick(["six_weeks", "six_months", "one_year"] as const) : null;
      for (const [checkpoint, days] of [["six_weeks", 42], ["six_months", 182], ["one_year", 365]] as const) {
        const due = new Date(started.at.getTime() + days * DAY_MS);
        const recordedAt = new Date(due.getTime() + g.int(0, 5) * DAY_MS);
        if (recordedAt > anchor) break;
        const left = leaves === checkpoint;
        rows.outcomeChecks.push({ applicationId: id, checkpoint, startedOn: isoDay(started.at), inWork: !left, leftReason: left ? g.pick(LEFT_REASONS) : null, recordedAt });
        if (left) break;
      }
    }
  }
  const filled = new Set(rows.applications.filter((a) => a.status === "started").map((a) => a.jobId));
  for (const job of rows.jobs) {
    if (job.status === "closed" && filled.has(job.id)) job.status = "filled";
  }

  // Casework: appointments, diary, mentoring, notes, referrals, support actions, messages.
  for (const [i, person] of people.entries()) {
    const persona = i === 0;
    const worker = workers[person.caseworkerIndex]!;
    const ageDays = Math.floor((anchor.getTime() - person.createdAt.getTime()) / DAY_MS);
    const pastCount = persona ? 8 : g.int(2, 5);
    for (let k = 0; k < pastCount; k++) {
      const startsAt = workingTime(anchor, -g.int(1, Math.min(ageDays - 1, 180)), g);
      const roll = g.next();
      const attendance = roll < 0.78 ? "attended" : roll < 0.9 ? "late" : "did_not_attend";
      const mode: AppointmentMode = g.pick(["in_person", "in_person", "phone", "video"]);
      rows.appointments.push({
        id: g.id(startsAt), candidateId: person.id, caseworkerId: worker.id, organisationId: null, title: g.pick(APPOINTMENT_TITLES), mode,
        location: mode === "in_person" ? `${person.town.name} jobcentre, meeting room 2` : null, startsAt, endsAt: new Date(startsAt.getTime() + g.pick([30, 45, 60]) * 60_000),
        attendance, attendanceReason: attendance === "late" ? g.pick(LATE_REASONS) : attendance === "did_not_attend" ? g.pick(MISSED_REASONS) : null,
        demo: true, createdAt: new Date(startsAt.getTime() - 7 * DAY_MS),
      });
    }
    const upcoming = persona || person.caseworkerIndex === 0 ? g.int(1, 2) : g.int(0, 2);
    for (let k = 0; k < upcoming; k++) {
      const startsAt = workingTime(anchor, g.int(1, 20), g);
      const mode: AppointmentMode = g.pick(["in_person", "phone", "video"]);
      rows.appointments.push({
        id: g.id(startsAt), candidateId: person.id, caseworkerId: worker.id, organisationId: null, title: g.pick(APPOINTMENT_TITLES), mode,
        location: mode === "in_person" ? `${person.town.name} jobcentre, meeting room 1` : null, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        attendance: null, attendanceReason: null, demo: true, createdAt: ago(g.int(1, 6)),
      });
    }
    let firstEntry = DIARY[0]!;
    for (let k = 0, n = persona ? 6 : g.int(1, 4); k < n; k++) {
      const drawn = g.pick(DIARY);
      if (k === 0) firstEntry = drawn;
      const entry = followingOn(DIARY, firstEntry, k);
      const createdAt = workingTime(anchor, -g.int(1, Math.min(ageDays - 1, 90)), g);
      rows.diaryEntries.push({ id: g.id(createdAt), candidateId: person.id, entryDate: isoDay(createdAt), title: entry.title, body: entry.body, demo: true, createdAt });
    }
    if (persona || g.chance(0.4)) {
      const started = new Date(person.createdAt.getTime() + g.int(10, Math.max(11, Math.min(ageDays - 30, 200))) * DAY_MS);
      const matchId = g.id(started);
      const ended = !persona && g.chance(0.3) ? new Date(Math.min(started.getTime() + 120 * DAY_MS, anchor.getTime() - DAY_MS)) : null;
      rows.mentoringMatches.push({
        id: matchId, candidateId: person.id, mentorName: persona ? "Dev Sharma" : g.pick(MENTORS), mentorOrganisation: g.pick(partners).name,
        livedExperience: g.chance(0.6), startedOn: isoDay(started), endedOn: ended ? isoDay(ended) : null, demo: true,
      });
      const until = (ended ?? anchor).getTime();
      for (let at = started.getTime() + 7 * DAY_MS; at < until; at += g.int(21, 35) * DAY_MS) {
        rows.mentoringSessions.push({ id: g.id(new Date(at)), matchId, heldOn: isoDay(new Date(at)), minutes: g.pick([30, 45, 60]), mode: g.pick(["in_person", "phone", "video"]), notes: g.chance(0.5) ? "Talked about goals for the month." : null });
      }
    }
    let firstNote = CASE_NOTES[0]!;
    for (let k = 0, n = persona ? 5 : g.int(1, 4); k < n; k++) {
      const createdAt = workingTime(anchor, -g.int(1, Math.min(ageDays - 1, 300)), g);
      const drawn = g.pick(CASE_NOTES);
      if (k === 0) firstNote = drawn;
      const body = followingOn(CASE_NOTES, firstNote, k);
      rows.caseNotes.push({ id: g.id(createdAt), candidateId: person.id, caseworkerId: worker.id, authorName: worker.name, body, demo: true, createdAt });
    }

    // Most candidates came through a partner's referral.
    let referral: { id: string; partner: (typeof partners)[number] } | null = null;
    if (persona || g.chance(0.6)) {
      const partner = persona ? partners[0]! : partners[i % partners.length]!;
      const createdAt = new Date(person.createdAt.getTime() - g.int(2, 14) * DAY_MS);
      const placed = byCandidate.get(person.id)?.some((a) => a.status === "started") ?? false;
      const path: ReferralStatus[] = placed ? ["submitted", "accepted", "in_support", "placed"] : ["submitted", "accepted", "in_support"];
      if (!persona && g.chance(0.15)) path.push("closed");
      referral = { id: g.id(createdAt), partner };
      rows.referrals.push(referralRow(g, referral.id, partner, person.name, createdAt, person.id, path.at(-1)!, i, person.town.name));
      let at = createdAt;
      for (const [step, status] of path.entries()) {
        if (step > 0) at = new Date(Math.min(at.getTime() + g.int(1, 20) * DAY_MS, anchor.getTime() - DAY_MS));
        rows.referralStatusChanges.push({ id: g.id(at), referralId: referral.id, status, changedAt: at, changedByName: step === 0 ? partner.contact : worker.name });
      }
    }
    for (let k = 0, n = persona ? 4 : g.int(1, 3); k < n; k++) {
      const createdAt = workingTime(anchor, -g.int(3, Math.min(ageDays - 1, 120)), g);
      const dueOn = new Date(createdAt.getTime() + g.int(7, 30) * DAY_MS);
      // Overdue: still open after its due date. The persona has one of each kind.
      const status = persona ? (["open", "open", "done", "cancelled"] as const)[k]! : dueOn > anchor ? "open" : g.pick(["done", "done", "open", "cancelled"] as const);
      const viaPartner = referral !== null && g.chance(0.4);
      rows.supportActions.push({
        id: g.id(createdAt), candidateId: person.id, referralId: viaPartner ? referral!.id : null, organisationId: viaPartner ? referral!.partner.id : null,
        title: g.pick(SUPPORT_ACTIONS), ownerName: viaPartner ? referral!.partner.contact : g.chance(0.5) ? worker.name : person.name,
        dueOn: isoDay(persona && k === 0 ? ago(4) : dueOn), status, completedAt: status === "done" ? new Date(Math.min(dueOn.getTime(), anchor.getTime() - DAY_MS)) : null,
        demo: true, createdAt,
      });
    }

    // Messages: with the caseworker always, with an employer about an application, with the referring partner.
    addThread(g, rows, anchor, person, "support", "Next steps", [
      { kind: "caseworker", id: worker.id, name: worker.name },
      { kind: "candidate", id: person.id, name: person.name },
    ], persona ? 4 : g.int(2, 5), Math.min(ageDays - 1, 60), persona ? ["candidate"] : i === 1 ? ["caseworker"] : []);
    const application = byCandidate.get(person.id)?.[0];
    if (application && (persona || g.chance(0.5))) {
      const job = jobInfo[application.jobIndex]!;
      const employerUnread: PartyKind[] = job.employer.id === DEMO_PERSONAS.employerId ? ["organisation"] : [];
      addThread(g, rows, anchor, person, "application", `Your application: ${job.title}`, [
        { kind: "organisation", id: job.employer.id, name: job.employer.contact },
        { kind: "candidate", id: person.id, name: person.name },
        { kind: "caseworker", id: worker.id, name: worker.name },
      ], g.int(2, 4), Math.min(ageDays - 1, 90), persona ? ["candidate", ...employerUnread] : employerUnread);
    }
    if (referral && (persona || g.chance(0.5))) {
      addThread(g, rows, anchor, person, "referral", `Referral for ${person.name}`, [
        { kind: "organisation", id: referral.partner.id, name: referral.partner.contact },
        { kind: "caseworker", id: worker.id, name: worker.name },
      ], g.int(2, 4), Math.min(ageDays - 1, 90), referral.partner.id === DEMO_PERSONAS.partnerId ? ["organisation"] : person.caseworkerIndex === 0 ? ["caseworker"] : []);
    }
  }

  // Referrals still waiting for an answer, and a few declined: people who are not candidates (yet).
  for (let k = 0; k < 6 * scale; k++) {
    const partner = partners[k % partners.length]!;
    const createdAt = workingTime(anchor, -g.int(1, k % 3 === 2 ? 120 : 20), g);
    const status: ReferralStatus = k % 3 === 2 ? "closed" : "submitted";
    const id = g.id(createdAt);
    rows.referrals.push(referralRow(g, id, partner, personName(), createdAt, null, status, candidateCount + k, g.pick(TOWNS).name));
    rows.referralStatusChanges.push({ id: g.id(createdAt), referralId: id, status: "submitted", changedAt: createdAt, changedByName: partner.contact });
    if (status === "closed") {
      const at = new Date(createdAt.getTime() + 5 * DAY_MS);
      rows.referralStatusChanges.push({ id: g.id(at), referralId: id, status: "closed", changedAt: at, changedByName: workers[1 % workers.length]!.name, note: "Moved out of the area before we could meet." });
    }
  }
  addPartnerOnboarding(g, rows, partners, anchor);
  // The persona caseworker's last booked appointment was cancelled: it stays on record, marked. No random draw,
  // so every other row stays as it was.
  const personaWorker = workers[0]!;
  const last = rows.appointments
    .filter((a) => a.caseworkerId === personaWorker.id && a.startsAt.getTime() > anchor.getTime())
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
  if (last) Object.assign(last, { cancelledAt: new Date(anchor.getTime() - DAY_MS), cancelledByName: personaWorker.name });
  addPersonaSavedCheck(rows, anchor);
  addMentorRequest(rows, anchor, personaWorker.id);
  leaveInWorkCheckDue(rows, personaWorker.id);
  // The persona candidate's own question to their caseworker, so their messages show one they started. Drawn
  // last, so every other row stays as it was.
  const me = people[0]!;
  const myWorker = workers[me.caseworkerIndex]!;
  addThread(g, rows, anchor, me, "support", "A question before my interview", [
    { kind: "candidate", id: me.id, name: me.name },
    { kind: "caseworker", id: myWorker.id, name: myWorker.name },
  ], 3, 14, []);
  return rows;
}

/** Where a person will travel: their own town, and another when the one drawn is not the same. */
function travelArea(home: string, other: string): string {
  return other === home ? `${home} by bus` : `${home} and ${other} by bus`;
}

/**
 * The `k`th of a person's diary entries or case notes: the first is the one drawn and the rest follow it in the
 * list, so none is written twice on one record. A draw is still made for each, so the rest of the set stays as it
 * was.
 */
function followingOn<T>(list: readonly T[], first: T, k: number): T {
  return list[(list.indexOf(first) + k) % list.length]!;
}

/**
 * The persona saved the checker's result for their conviction (the first conviction record: 18 months' custody) a
 * week before the anchor, ticking no kind of offence. Worked out by the checker's own rules, with no random draw.
 */

function addPersonaSavedCheck(rows: DemonstrationRows, anchor: Date) {
  const conviction = rows.convictionRecords.find((record) => record.candidateId === DEMO_PERSONAS.candidateId && hasConvictionDetails(record.payload));
  if (!conviction || !hasConvictionDetails(conviction.payload)) return;
  const savedAt = new Date(anchor.getTime() - 7 * DAY_MS);
  const payload = savedCheckFromRequest({
    reference_date: isoDay(savedAt),
    age_at_conviction: "adult",
    convictions: [{ kind: "custody", date: conviction.payload.convictionDate, length_months: 18, hearing: "conviction-1" }],
  });
  rows.disclosureCheckResults.push({ id: DEMO_SAVED_CHECK_ID, candidateId: DEMO_PERSONAS.candidateId, payload, createdAt: savedAt });
}


/**
 * Someone on the persona caseworker's caseload, with no mentor, asked for one a few hours before the anchor, as the
 * caseworker's example notice says: the alerts page lists it and the person's record shows the open request. No
 * random draw, so every other row stays as it was.
 */
function addMentorRequest(rows: DemonstrationRows, anchor: Date, caseworkerId: string) {
  const mentored = new Set(rows.mentoringMatches.filter((match) => match.endedOn === null).map((match) => match.candidateId));
  const person = rows.caseworkerAssignments.find(
    (assignment) => assignment.caseworkerId === caseworkerId && assignment.endedAt === null && assignment.candidateId !== DEMO_PERSONAS.candidateId && !mentored.has(assignment.candidateId),
  );
  if (!person) return;
  const askedAt = new Date(anchor.getTime() - 4 * 60 * 60_000);
  rows.supportActions.push({
    id: DEMO_MENTOR_REQUEST_ID, candidateId: person.candidateId, referralId: null, organisationId: null, title: MENTOR_REQUEST_TITLE, ownerName: null,
    dueOn: null, status: "open", completedAt: null, demo: true, createdAt: askedAt,
  });
}

/**
 * One in-work check on the persona caseworker's caseload is due and not yet recorded, as the caseworker's example
 * notice says: of the starts whose newest check says the person is still in work, the one most recently due is
 * taken back out (the alerts and outcomes pages then offer to record it). The candidate persona's own start is left
 * alone. No random draw, so every other row stays as it was.
 */
function leaveInWorkCheckDue(rows: DemonstrationRows, caseworkerId: string) {
  const caseload = new Set(rows.caseworkerAssignments.filter((a) => a.caseworkerId === caseworkerId && a.endedAt === null).map((a) => a.candidateId));
  const starts = new Set(
    rows.applications.filter((a) => a.status === "started" && a.candidateId !== DEMO_PERSONAS.candidateId && caseload.has(a.candidateId)).map((a) => a.id),
  );
  const newest = new Map<string, DemonstrationRows["outcomeChecks"][number]>();
  for (const check of rows.outcomeChecks) if (starts.has(check.applicationId)) newest.set(check.applicationId, check);
  const latest = [...newest.values()].filter((check) => check.inWork).sort((a, b) => b.recordedAt!.getTime() - a.recordedAt!.getTime())[0];
  if (latest) rows.outcomeChecks.splice(rows.outcomeChecks.indexOf(latest), 1);
}

/**
 * Each partner's onboarding (the persona has done three of the four steps: its safeguarding lead is still to be
 * named) and its named contacts. Drawn after everything else, so the rows made before stay as they were.
 */
function addPartnerOnboarding(g: Generator, rows: DemonstrationRows, partners: { id: string; contact: string }[], anchor: Date): void {
  for (const [i, partner] of partners.entries()) {
    const organisation = rows.organisations.find((row) => row.id === partner.id)!;
    const createdAt = organisation.createdAt!;
    if (i === 0 || i % 2 === 0) {
      organisation.dataSharingAgreementSignedOn = isoDay(new Date(createdAt.getTime() + 2 * DAY_MS));
      organisation.dataSharingAgreementSignedBy = partner.contact;
    }
    if (i !== 0 && i % 3 !== 1) {
      const lead = `${g.pick(FIRST_NAMES)} ${g.pick(SURNAMES)}`;
      organisation.safeguardingLeadName = lead;
      organisation.safeguardingLeadEmail = emailFor(lead, 800 + i);
      organisation.safeguardingLeadPhone = dramaPhone(800 + i);
    }
    for (let k = 0, n = i === 0 ? 2 : i % 2; k < n; k++) {
      const name = k === 0 ? partner.contact : `${g.pick(FIRST_NAMES)} ${g.pick(SURNAMES)}`;
      const at = new Date(Math.min(createdAt.getTime() + (3 + k) * DAY_MS, anchor.getTime()));
      rows.organisationContacts.push({
        id: g.id(at), organisationId: partner.id, name, jobTitle: JOB_TITLES_AT_PARTNERS[(i + k) % JOB_TITLES_AT_PARTNERS.length]!,
        email: emailFor(name, 900 + i * 2 + k), phone: k === 0 ? dramaPhone(900 + i * 2 + k) : null, demo: true, createdAt: at,
      });
    }
  }
}


/**
 * A referral's details and consent scope, from its number alone (no draws, so the rest of the set is
 * unchanged): some in custody with a release date ahead, some with access needs or another language, and a
 * mix of what each person let the partner see. The persona candidate agreed to all four.
 */
function referralExtras(n: number, createdAt: Date, candidateId: string | null, status: ReferralStatus): Partial<typeof referrals.$inferInsert> {
  const custody = candidateId === null && status === "submitted" && n % 2 === 0;
  const scopes: PartnerVisibility[][] = [["profile", "progress", "diary", "applications"], ["profile", "progress"], ["progress", "applications"], []];
  return {
    setting: custody ? "custody" : "community",
    expectedReleaseOn: custody ? isoDay(new Date(createdAt.getTime() + (40 + (n % 50)) * DAY_MS)) : null,
    accessibilityNeeds: n % 4 === 1 ? ACCESSIBILITY_NEEDS[n % ACCESSIBILITY_NEEDS.length]! : null,
    preferredLanguage: n % 6 === 2 ? LANGUAGES[n % LANGUAGES.length]! : null,
    supportRequested: SUPPORT_ASKED_FOR[n % SUPPORT_ASKED_FOR.length]!,
    // Partners' referrals are spread by candidate number, so the scope cycles on the number's quarter.
    partnerMaySee: candidateId === DEMO_PERSONAS.candidateId ? scopes[0]! : scopes[Math.floor(n / 4) % scopes.length]!,
  };
}

/** The statuses one application passes through, in order. `goal` fixes where it ends (the persona's). */
function applicationPath(g: Generator, goal: ApplicationStatus | null): ApplicationStatus[] {
  const roll = g.next();
  const end: ApplicationStatus =
    goal ?? (roll < 0.12 ? "applied" : roll < 0.35 ? "unsuccessful" : roll < 0.42 ? "withdrawn" : roll < 0.5 ? "interview_booked" : roll < 0.68 ? "unsuccessful_at_interview" : roll < 0.74 ? "job_offered" : "started");
  switch (end) {
    case "applied":
    case "unsuccessful":
    case "withdrawn":
      return end === "applied" ? ["applied"] : ["applied", end];
    case "selected_for_interview":
      return ["applied", "selected_for_interview"];
    case "interview_booked":
      return ["applied", "selected_for_interview", "interview_booked"];
    case "unsuccessful_at_interview":
    case "job_offered":
      return ["applied", "selected_for_interview", "interview_booked", end];
    case "started":
      return ["applied", "selected_for_interview", "interview_booked", "job_offered", "started"];
  }
}

function referralRow(
  g: Generator,
  id: string,
  partner: { id: string; contact: string },
  name: string,
  createdAt: Date,
  candidateId: string | null,
  status: ReferralStatus,
  n: number,
  town: string,
): typeof referrals.$inferInsert {
  const [firstName = name, ...rest] = name.split(" ");
  return {
    id, partnerId: partner.id, candidateId, firstName, lastName: rest.join(" ") || "Smith", email: emailFor(name, n), phone: dramaPhone(n), town,
    needs: g.some(barrierWords.filter((b) => b !== "none"), 1, 3), notes: "Keen to work; would like help with a disclosure letter.",
    consentGiven: true, consentRecordedAt: createdAt, consentRecordedBy: partner.contact, status, referredByName: partner.contact,
    ...referralExtras(n, createdAt, candidateId, status),
    demo: true, createdAt, updatedAt: createdAt,
  };
}
