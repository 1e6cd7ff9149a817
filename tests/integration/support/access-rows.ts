import { areaPath, dashboardAreas, type Area } from "../../../app/features/dashboards/areas";
import { castLabels, demoLabels, realLabels, type AccessRow } from "./access-matrix";

/**
 * The access matrix's hand-written rows: pages that take ids (with the person's own, someone else's and a
 * demonstration id), and whose data each person must and must never see. A new dashboard page adds its rows
 * here; the area table's own rows (every page, GET and POST, by its rule) come from areaRows().
 */

const { candidateA, candidateB, employerX, employerY, partnerP, partnerQ, caseworkerC1, caseworkerC2 } = castLabels;

export const accessRows: AccessRow[] = [
  // Homes: each person sees their own data and no one else's.
  {
    name: "the candidate portal home shows the candidate's own applications and appointments",
    method: "GET",
    path: () => areaPath("candidatePortal"),
    expect: { others: "denied", anonymous: "sign-in", candidateA: "ok", candidateB: "ok" },
    sees: { candidateA: [castLabels.jobX, castLabels.appointmentA], candidateB: [castLabels.jobY, castLabels.appointmentB] },
    neverSees: {
      candidateA: [castLabels.jobY, castLabels.appointmentB, candidateB],
      candidateB: [castLabels.jobX, castLabels.appointmentA, candidateA],
      everyone: demoLabels,
    },
  },
  {
    name: "the employer portal home shows the applications to the employer's own jobs",
    method: "GET",
    path: () => areaPath("employerPortal"),
    expect: { others: "denied", anonymous: "sign-in", employerX: "ok", employerY: "ok" },
    sees: { employerX: [employerX, castLabels.jobX, candidateA], employerY: [employerY, castLabels.jobY, candidateB] },
    neverSees: {
      employerX: [employerY, castLabels.jobY, candidateB],
      employerY: [employerX, castLabels.jobX, candidateA],
      everyone: demoLabels,
    },
  },
  {
    name: "the partner portal home shows the partner's own referrals",
    method: "GET",
    path: () => areaPath("partnerPortal"),
    expect: { others: "denied", anonymous: "sign-in", partnerP: "ok", partnerQ: "ok" },
    sees: { partnerP: [candidateA], partnerQ: [candidateB] },
    neverSees: { partnerP: [candidateB, partnerQ], partnerQ: [candidateA, partnerP], everyone: demoLabels },
  },
  {
    name: "the caseworker portal home shows only the caseworker's own caseload",
    method: "GET",
    path: () => areaPath("caseworkerPortal"),
    expect: { others: "denied", anonymous: "sign-in", caseworkerC1: "ok", caseworkerC2: "ok" },
    sees: { caseworkerC1: [castLabels.appointmentA], caseworkerC2: [castLabels.appointmentB] },
    neverSees: {
      caseworkerC1: [castLabels.appointmentB, candidateB, caseworkerC2],
      caseworkerC2: [castLabels.appointmentA, candidateA, caseworkerC1],
      everyone: demoLabels,
    },
  },
  // Caseworker pages: each caseworker sees only their own caseload and records; anyone else's person is not found.
  {
    name: "the caseworker caseload shows only the caseworker's own people",
    method: "GET",
    path: () => areaPath("caseworkerCaseloadPortal"),
    expect: { others: "denied", anonymous: "sign-in", caseworkerC1: "ok", caseworkerC2: "ok" },
    sees: { caseworkerC1: [candidateA, castLabels.appointmentA], caseworkerC2: [candidateB, castLabels.appointmentB] },
    neverSees: { caseworkerC1: [candidateB, castLabels.appointmentB], caseworkerC2: [candidateA, castLabels.appointmentA], everyone: demoLabels },
  },
  {
    name: "a caseworker opens their own person's record, and another caseworker finds nothing there",
    method: "GET",
    path: (world) => areaPath("caseworkerCandidatePortal", { candidateId: world.candidateA }),
    expect: { others: "denied", anonymous: "sign-in", caseworkerC1: "ok", caseworkerC2: "not-found" },
    sees: { caseworkerC1: [candidateA, castLabels.appointmentA, "Readiness checklist", "Case notes"] },
    neverSees: { caseworkerC2: [candidateA, castLabels.appointmentA], everyone: [candidateB, ...demoLabels] },
  },
  {
    name: "the other caseworker's person is theirs alone",
    method: "GET",
    path: (world) => areaPath("caseworkerCandidatePortal", { candidateId: world.candidateB }),
    expect: { others: "denied", anonymous: "sign-in", caseworkerC1: "not-found", caseworkerC2: "ok" },
    sees: { caseworkerC2: [candidateB, castLabels.appointmentB] },
    neverSees: { caseworkerC1: [candidateB], everyone: [candidateA, ...demoLabels] },
  },
  {
    name: "a demonstration candidate's id is no one on a real caseload",
    method: "GET",
    path: (world) => areaPath("caseworkerCandidatePortal", { candidateId: world.demo.candidateId }),
    expect: { others: "denied", anonymous: "sign-in", caseworkerC1: "not-found", caseworkerC2: "not-found" },
    neverSees: { everyone: demoLabels },
  },
  {
    name: "a case note with no words is refused; another caseworker cannot write to the record",
    method: "POST",
    path: (world) => areaPath("caseworkerCandidatePortal", { candidateId: world.candidateA }),
    fields: { intent: "add-note", body: "   " },
    expect: { others: "denied", anonymous: "sign-in", caseworkerC1: "bad-request", caseworkerC2: "not-found" },
  },
  {
    name: "the candidate record takes no unknown form",
    method: "POST",
    path: (world) => areaPath("caseworkerCandidatePortal", { candidateId: world.candidateB }),
    fields: { intent: "matrix" },
    expect: { others: "denied", anonymous: "sign-in", caseworkerC1: "not-found", caseworkerC2: "bad-request" },
  },
  {
    name: "the demonstration candidate record shows the demonstration candidate",
    method: "GET",
    path: (world) => areaPath("caseworkerCandidateDemo", { candidateId: world.demo.candidateId }),
    expect: { others: "ok" },
    sees: { anonymous: ["Readiness checklist"] },
    neverSees: { everyone: realLabels },
  },
  {
    name: "the demonstration candidate record refuses a case note",
    method: "POST",
    path: (world) => areaPath("caseworkerCandidateDemo", { candidateId: world.demo.candidateId }),
    fields: { intent: "add-note", body: "Matrix note" },
    expect: { others: "refused-demo" },
  },
  {
    name: "a real candidate's id is no one on the demonstration caseload",
    method: "GET",
    path: (world) => areaPath("caseworkerCandidateDemo", { candidateId: world.candidateA }),
    expect: { others: "not-found" },
    neverSees: { everyone: realLabels },
  },
  {
    name: "assigning a caseworker needs a real caseworker account",
    method: "POST",
    path: (world) => areaPath("adminAccount", { userId: world.users.candidateA }),
    fields: { intent: "assign-caseworker", caseworker: "not-an-account" },
    expect: { others: "denied", anonymous: "sign-in", admin: "bad-request" },
  },
  {
    name: "a candidate's account page shows their caseworker to an administrator",
    method: "GET",
    path: (world) => areaPath("adminAccount", { userId: world.users.candidateA }),
    expect: { others: "denied", anonymous: "sign-in", admin: "ok" },
    sees: { admin: [`${caseworkerC1} is their caseworker.`] },
  },
  // Partner pages: each partner lists only its own referrals; a referral without the person's agreement is refused.
  {
    name: "the partner's referral list shows only the partner's own referrals",
    method: "GET",
    path: () => `${areaPath("partnerReferralsPortal")}?status=accepted&sort=name`,
    expect: { others: "denied", anonymous: "sign-in", partnerP: "ok", partnerQ: "ok" },
    sees: { partnerP: [candidateA, "Accepted"], partnerQ: [candidateB] },
    neverSees: { partnerP: [candidateB], partnerQ: [candidateA], everyone: demoLabels },
  },
  {
    name: "a referral without the person's agreement is refused, keeping what was typed",
    method: "POST",
    path: () => areaPath("partnerReferralNewPortal"),
    fields: { firstName: "Matrixonly", lastName: "Unconsented", phone: "07700 900 982", needs: "housing", supportAskedFor: "Work" },
    expect: { others: "denied", anonymous: "sign-in", partnerP: "bad-request", partnerQ: "bad-request" },
    neverSees: { everyone: demoLabels },
  },
  {
    name: "the partner's messages list only the partner's own conversations",
    method: "GET",
    path: () => areaPath("partnerMessagesPortal"),
    expect: { others: "denied", anonymous: "sign-in", partnerP: "ok", partnerQ: "ok" },
    sees: { partnerP: [castLabels.threadP], partnerQ: [castLabels.threadQ] },
    neverSees: { partnerP: [castLabels.threadQ], partnerQ: [castLabels.threadP], everyone: demoLabels },
  },
  {
    name: "a partner opens its own conversation; another partner's is not there for it",
    method: "GET",
    path: (world) => areaPath("partnerMessagePortal", { threadId: world.threadP }),
    expect: { others: "denied", anonymous: "sign-in", partnerP: "ok", partnerQ: "not-found" },
    sees: { partnerP: [castLabels.threadP, "Avery starts on Monday."] },
    neverSees: { partnerQ: [castLabels.threadP, "Avery starts on Monday."], everyone: demoLabels },
  },
  {
    name: "a demonstration conversation is not there on the real messages page",
    method: "GET",
    path: (world) => areaPath("partnerMessagePortal", { threadId: world.demo.partnerThreadId }),
    expect: { others: "denied", anonymous: "sign-in", partnerP: "not-found", partnerQ: "not-found" },
  },
  {
    name: "a partner's empty reply is refused; a reply to another partner's conversation finds nothing",
    method: "POST",
    path: (world) => areaPath("partnerMessagePortal", { threadId: world.threadQ }),
    fields: { body: "   " },
    expect: { others: "denied", anonymous: "sign-in", partnerP: "not-found", partnerQ: "bad-request" },
    neverSees: { partnerP: [castLabels.threadQ], everyone: demoLabels },
  },
  {
    name: "the demonstration conversation shows demonstration data to everyone, and refuses a reply",
    method: "GET",
    path: (world) => areaPath("partnerMessageDemo", { threadId: world.demo.partnerThreadId }),
    expect: { others: "ok" },
    neverSees: { everyone: realLabels },
  },
  {
    name: "a real conversation is not there in the demonstration",
    method: "GET",
    path: (world) => areaPath("partnerMessageDemo", { threadId: world.threadP }),
    expect: { others: "not-found" },
    neverSees: { everyone: realLabels },
  },
  {
    name: "a reply in the demonstration is refused",
    method: "POST",
    path: (world) => areaPath("partnerMessageDemo", { threadId: world.demo.partnerThreadId }),
    fields: { body: "Matrix reply" },
    expect: { others: "refused-demo" },
  },
  {
    name: "the partner's support actions are those for the people it referred, and no one else's",
    method: "GET",
    path: () => areaPath("partnerSupportPortal"),
    expect: { others: "denied", anonymous: "sign-in", partnerP: "ok", partnerQ: "ok" },
    sees: { partnerP: [castLabels.supportP, candidateA, "Overdue"], partnerQ: [castLabels.supportQ, candidateB, "Open"] },
    neverSees: { partnerP: [castLabels.supportQ, candidateB], partnerQ: [castLabels.supportP, candidateA], everyone: demoLabels },
  },
  {
    name: "the partner's outcomes count only the people it referred",
    method: "GET",
    path: () => areaPath("partnerOutcomesPortal"),
    expect: { others: "denied", anonymous: "sign-in", partnerP: "ok", partnerQ: "ok" },
    sees: { partnerP: ["One person referred by your organisation.", "Still in work"], partnerQ: ["One person referred by your organisation."] },
    neverSees: { everyone: demoLabels },
  },
  {
    name: "the partner's outcomes download is a CSV of the partner's own figures",
    method: "GET",
    path: () => areaPath("partnerOutcomesExportPortal"),
    // A file refuses with a bare 403: it has no page to say 'Access denied' on.
    expect: { others: "forbidden", anonymous: "sign-in", partnerP: "ok", partnerQ: "ok" },
    sees: { partnerP: ["Measure,People,Checked,Still in work,Per cent in work", "Referred,1,,,"], partnerQ: ["Referred,1,,,"] },
  },
  // Candidate pages: each candidate reads only their own appointments, in the diary and in its calendar file.
  ...(["candidatePortalDiary", "candidatePortalDiaryExport"] as const).map(
    (page): AccessRow => ({
      name: `${areaPath(page)} holds the candidate's own appointments only`,
      method: "GET",
      path: () => areaPath(page),
      // The calendar file refuses with a bare 403: it has no page to say 'Access denied' on.
      expect: { others: (dashboardAreas[page] as Area).download ? "forbidden" : "denied", anonymous: "sign-in", candidateA: "ok", candidateB: "ok" },
      sees: { candidateA: [castLabels.appointmentA], candidateB: [castLabels.appointmentB] },
      neverSees: { candidateA: [castLabels.appointmentB], candidateB: [castLabels.appointmentA], everyone: demoLabels },
    }),
  ),
  {
    name: "the candidate portal's applications show the candidate's own applications only",
    method: "GET",
    path: () => areaPath("candidatePortalApplications"),
    expect: { others: "denied", anonymous: "sign-in", candidateA: "ok", candidateB: "ok" },
    sees: { candidateA: [castLabels.jobX], candidateB: [castLabels.jobY] },
    neverSees: { candidateA: [castLabels.jobY], candidateB: [castLabels.jobX], everyone: demoLabels },
  },
  {
    name: "the candidate portal's profile shows the candidate's own details only",
    method: "GET",
    path: () => areaPath("candidatePortalProfile"),
    expect: { others: "denied", anonymous: "sign-in", candidateA: "ok", candidateB: "ok" },
    sees: { candidateA: [candidateA], candidateB: [candidateB] },
    neverSees: { candidateA: [candidateB], candidateB: [candidateA], everyone: demoLabels },
  },
  // A demonstration application is not the candidate's own: not found, and nothing is withdrawn.
  {
    name: "a candidate cannot withdraw a demonstration application",
    method: "POST",
    path: () => areaPath("candidatePortalApplications"),
    fields: (world) => ({ intent: "withdraw", applicationId: world.demo.applicationId }),
    expect: { others: "denied", anonymous: "sign-in", candidateA: "not-found", candidateB: "not-found" },
  },
  {
    name: "a candidate cannot delete a diary entry that is not theirs",
    method: "POST",
    path: () => areaPath("candidatePortalDiary"),
    fields: () => ({ intent: "delete", entryId: "00000000-0000-7000-8000-000000000000" }),
    expect: { others: "denied", anonymous: "sign-in", candidateA: "not-found", candidateB: "not-found" },
  },
  {
    name: "the candidate demonstration disclosure page shows the demonstration candidate's saved letter",
    method: "GET",
    path: () => areaPath("candidateDemoDisclosure"),
    expect: { others: "ok" },
    sees: { anonymous: ["Letter 1", "I have completed my sentence"] },
    neverSees: { everyone: realLabels },
  },
  // The demonstration homes show their personas to everyone, and nothing real.
  ...(["candidate", "employer", "partner", "caseworker"] as const).map(
    (role): AccessRow => ({
      name: `the ${role} demonstration home shows demonstration data only`,
      method: "GET",
      path: () => areaPath(`${role}Demo`),
      expect: { others: "ok" },
      neverSees: { everyone: realLabels },
    }),
  ),
  {
    name: "the candidate demonstration home shows the demonstration candidate's applications",
    method: "GET",
    path: () => areaPath("candidateDemo"),
    expect: { others: "ok" },
    sees: { anonymous: ["Your applications"], candidateA: ["Your applications"] },
  },
  // An administrator's account page: a real account opens, a made-up id or a demonstration id does not.
  {
    name: "an administrator opens a real account",
    method: "GET",
    path: (world) => areaPath("adminAccount", { userId: world.users.candidateA }),
    expect: { others: "denied", anonymous: "sign-in", admin: "ok" },
    sees: { admin: [candidateA] },
  },
  {
    name: "a demonstration candidate's id is no account",
    method: "GET",
    path: (world) => areaPath("adminAccount", { userId: world.demo.candidateId }),
    expect: { others: "denied", anonymous: "sign-in", admin: "not-found" },
  },
  {
    name: "an administrator's account page takes no unknown action",
    method: "POST",
    path: (world) => areaPath("adminAccount", { userId: world.users.candidateB }),
    fields: { intent: "matrix" },
    expect: { others: "denied", anonymous: "sign-in", admin: "bad-request" },
  },
];
