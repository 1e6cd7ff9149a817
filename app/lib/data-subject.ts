/**
 * Whose data a dashboard page shows, and from which data set. Every dashboard query takes one of these and
 * filters by it: `demo` selects the demonstration rows (and only those) or the real rows (and only those);
 * the id says whose. A real subject is resolved from the signed-in account on the server
 * (features/dashboards/subject.server.ts); a demonstration subject from DEMO_PERSONAS. A subject whose id is
 * null is a real account with nothing set up yet (an employer not yet linked to an organisation): pages
 * show an empty state.
 */
export type CandidateSubject = { kind: "candidate"; demo: boolean; candidateId: string | null };
export type EmployerSubject = { kind: "employer"; demo: boolean; organisationId: string | null };
export type PartnerSubject = { kind: "partner"; demo: boolean; organisationId: string | null };
export type CaseworkerSubject = { kind: "caseworker"; demo: boolean; caseworkerId: string | null };

export type DataSubject = CandidateSubject | EmployerSubject | PartnerSubject | CaseworkerSubject;

/** Who is acting, for audit rows and for "changed by" columns. Demonstration views never act. */
export type Actor = { userId: string; name: string; role: string };

/**
 * A portal page's request once the guard has passed it: who is signed in, their session, and whose data the
 * page is about. A portal action takes this from the page (features/dashboards/dashboard-page.server.ts)
 * rather than guarding the request a second time.
 */
export type SignedInPage<S extends DataSubject> = { actor: { id: string; name: string }; session: { id: string }; subject: S };
