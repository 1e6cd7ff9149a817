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
  // Employer jobs and applications: each employer sees and changes only its own roles and the applications to them.
  {
    name: "the employer jobs page lists the employer's own roles",
    method: "GET",
    path: () => areaPath("employerPortalJobs"),
    expect: { others: "denied", anonymous: "sign-in", employerX: "ok", employerY: "ok" },
    sees: { employerX: [castLabels.jobX], employerY: [castLabels.jobY] },
    neverSees: { employerX: [castLabels.jobY], employerY: [castLabels.jobX], everyone: demoLabels },
  },
  {
    name: "an employer opens its own role to change it",
    method: "GET",
    path: (world) => areaPath("employerPortalJob", { jobId: world.jobX }),
    expect: { others: "denied", anonymous: "sign-in", employerX: "ok", employerY: "not-found" },
    sees: { employerX: [castLabels.jobX] },
  },
  {
    name: "another employer's role cannot be changed",
    method: "POST",
    path: (world) => areaPath("employerPortalJob", { jobId: world.jobY }),
    // Incomplete, so the owner's answer is a 400 that changes nothing; anyone else's is "not found".
    fields: { intent: "save", title: "" },
    expect: { others: "denied", anonymous: "sign-in", employerX: "not-found", employerY: "bad-request" },
  },
  {
    name: "a demonstration role is not a real employer's",
    method: "GET",
    path: (world) => areaPath("employerPortalJob", { jobId: world.demo.employerJobId }),
    expect: { others: "denied", anonymous: "sign-in", employerX: "not-found", employerY: "not-found" },
  },
  {
    name: "a demonstration role opens on the demonstration dashboard, and a real one does not",
    method: "GET",
    path: (world) => areaPath("employerDemoJob", { jobId: world.demo.employerJobId }),
    expect: { others: "ok" },
    neverSees: { everyone: realLabels },
  },
  {
    name: "a real role is not on the demonstration dashboard",
    method: "GET",
    path: (world) => areaPath("employerDemoJob", { jobId: world.jobX }),
    expect: { others: "not-found" },
  },
  {
    name: "a form sent to a demonstration role is refused",
    method: "POST",
    path: (world) => areaPath("employerDemoJob", { jobId: world.demo.employerJobId }),
    fields: { intent: "save", title: "Changed" },
    expect: { others: "refused-demo" },
  },
  {
    name: "the employer applications page shows only applications to the employer's own roles, and what was shared",
    method: "GET",
    path: () => areaPath("employerPortalApplications"),
    expect: { others: "denied", anonymous: "sign-in", employerX: "ok", employerY: "ok" },
    sees: { employerX: [candidateA, castLabels.jobX, "Contact details"], employerY: [candidateB, castLabels.jobY] },
    neverSees: { employerX: [candidateB, castLabels.jobY], employerY: [candidateA, castLabels.jobX, "Contact details"], everyone: demoLabels },
  },
  {
    name: "a move that names no application is refused",
    method: "POST",
    path: () => areaPath("employerPortalApplications"),
    fields: { intent: "move", applicationId: "", status: "job_offered" },
    expect: { others: "denied", anonymous: "sign-in", employerX: "bad-request", employerY: "bad-request" },
  },
  {
    name: "a letter that was not shared does not open",
    method: "GET",
    path: (world) => areaPath("employerPortalLetter", { applicationId: world.applicationA }),
    expect: { others: "denied", anonymous: "sign-in", employerX: "not-found", employerY: "not-found" },
  },
  {
    name: "the demonstration letter page shows no letter",
    method: "GET",
    path: (world) => areaPath("employerDemoLetter", { applicationId: world.demo.applicationId }),
    expect: { others: "ok" },
    neverSees: { everyone: realLabels },
  },
  {
    name: "the employer settings page shows the employer's own organisation and members",
    method: "GET",
    path: () => areaPath("employerPortalSettings"),
    expect: { others: "denied", anonymous: "sign-in", employerX: "ok", employerY: "ok" },
    sees: { employerX: [employerX], employerY: [employerY] },
    neverSees: { employerX: [employerY], employerY: [employerX], everyone: demoLabels },
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
