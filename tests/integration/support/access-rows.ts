import { areaPath } from "../../../app/features/dashboards/areas";
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
