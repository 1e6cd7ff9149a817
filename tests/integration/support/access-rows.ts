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
