import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { emptyEmployerSummary } from "~/features/overview/employer-summary.server";
import { EmployerSummaryView } from "~/features/overview/components/employer-summary";
import { emptyPartnerSummary } from "~/features/overview/partner-summary.server";
import { PartnerSummaryView } from "~/features/overview/components/partner-summary";
import { emptyCandidateSummary, type CandidateSummary } from "~/features/overview/candidate-summary.server";
import { emptyCaseworkerSummary, type CaseworkerSummary } from "~/features/overview/caseworker-summary.server";
import { CandidateSummarySkeleton, CandidateSummaryView } from "~/features/overview/components/candidate-summary";
import { CaseworkerSummaryView } from "~/features/overview/components/caseworker-summary";

/** The page as text, tags stripped, spaces collapsed: what a person reads. */
function text(element: React.ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("home summaries", () => {
  it("tell a new candidate in plain words what to do", () => {
    const page = text(<CandidateSummaryView summary={emptyCandidateSummary} />);
    expect(page).toContain("You have not applied for any jobs yet.");
    expect(page).toContain("Browse jobs from fair-chance employers");
    expect(page).toContain("You have no appointments booked.");
    expect(page).toContain("You do not have a mentor yet.");
    expect(page).toContain("You have no unread messages.");
  });

  it("give a candidate's figures in words, with dates in UK time", () => {
    const summary: CandidateSummary = {
      ...emptyCandidateSummary,
      readiness: {
        status: "support_needed",
        reason: "Housing comes first.",
        changedAt: "2026-06-01T10:00:00Z",
        changedByName: "Sam Okafor",
        done: 2,
        items: [
          { item: "bank_account", status: "done", markedByService: false },
          { item: "email", status: "done", markedByService: true },
          { item: "phone", status: "in_progress", markedByService: false },
        ],
      },
      applicationCounts: [
        { value: "applied", count: 1 },
        { value: "interview_booked", count: 1 },
        { value: "withdrawn", count: 0 },
      ],
      recentApplications: [
        { id: "a", jobTitle: "Baker", employerName: "Exe Bakery", status: "interview_booked", appliedAt: "2026-05-31T23:30:00Z" },
        { id: "b", jobTitle: "Porter", employerName: "Exe Hotel", status: "applied", appliedAt: "2026-06-02T09:00:00Z" },
      ],
      nextAppointments: [{ id: "b", title: "Mock interview", mode: "video", location: null, startsAt: "2026-06-12T09:00:00Z", endsAt: "2026-06-12T10:00:00Z" }],
      unreadMessages: 1,
    };
    const page = text(<CandidateSummaryView summary={summary} />);
    expect(page).toContain("Status: Support needed");
    expect(page).toContain("Why: Housing comes first. (Sam Okafor, 1 June 2026)");
    expect(page).toContain("Email address Done (marked automatically)");
    expect(page).toContain("Bank account Done Email");
    expect(page).toContain("2 of 3 checklist items done.");
    expect(page).toContain("You have two applications.");
    expect(page).toContain("Your applications by status Status Number Applied 1 Interview booked 1");
    expect(page).not.toContain("Withdrawn");
    expect(page).toContain("Applied on 1 Jun 2026.");
    // A status of "applied" is not said twice.
    expect(page).toContain("Porter, Exe Hotel Applied on 2 Jun 2026.");
    expect(page).not.toContain("Applied. Applied on");
    expect(page).toContain("Fri 12 Jun 2026, 10:00 to 11:00");
    expect(page).toContain("You have one unread message.");
  });

  it("tell a partner how many support actions with their organisation are open, and how many are overdue", () => {
    const page = text(<PartnerSummaryView summary={{ ...emptyPartnerSummary, organisationName: "Open Door", supportActions: { open: 1, overdue: 1 } }} />);
    expect(page).toContain("One support action with your organisation is open.");
    expect(page).toContain("One action is past the due date.");
    const two = text(<PartnerSummaryView summary={{ ...emptyPartnerSummary, organisationName: "Open Door", supportActions: { open: 2, overdue: 0 } }} />);
    expect(two).toContain("Two support actions with your organisation are open.");
  });

  it("tell an employer or partner not yet linked to an organisation what happens next", () => {
    expect(text(<EmployerSummaryView summary={emptyEmployerSummary} />)).toContain("Your account is not linked to an employer organisation yet.");
    expect(text(<PartnerSummaryView summary={emptyPartnerSummary} />)).toContain("Your account is not linked to a partner organisation yet.");
  });

  it("list a caseworker's alerts by name, and say when there are none", () => {
    const quiet = text(<CaseworkerSummaryView summary={emptyCaseworkerSummary} />);
    expect(quiet).toContain("No one is assigned to you yet.");
    expect(quiet).toContain("Nothing needs your attention.");
    const summary: CaseworkerSummary = {
      ...emptyCaseworkerSummary,
      caseloadSize: 1,
      readiness: [{ value: "support_needed", count: 1 }],
      alerts: {
        noContact: { total: 1, items: [{ candidateId: "c", candidateName: "Alex Able", lastContact: "2026-05-20T09:00:00Z", since: "2026-01-01T09:00:00Z" }] },
        interviews: { total: 0, items: [] },
        referrals: { total: 0, items: [] },
        releases: { total: 1, items: [{ candidateId: "m", candidateName: "Marcus Ready", releaseOn: "2026-06-17", daysToGo: 10 }] },
        firstContact: {
          total: 1,
          items: [{ referralId: "r", candidateId: "m", candidateName: "Marcus Ready", partnerName: "Open Door", referredAt: "2026-06-01T09:00:00Z", dueAt: "2026-06-03T09:00:00Z" }],
        },
        enquiries: { total: 4, items: [{ enquiryId: "e", name: "Sam Caller", formSource: "candidate", receivedAt: "2026-06-07T09:00:00Z", dueAt: "2026-06-08T09:00:00Z" }] },
        outcomes: { total: 2, items: [{ applicationId: "a", candidateId: "c", candidateName: "Alex Able", jobTitle: "Baker", checkpoint: "six_weeks", dueOn: "2026-06-01" }] },
        mentorRequests: { total: 1, items: [{ supportActionId: "s", candidateId: "c", candidateName: "Alex Able", askedAt: "2026-06-02T09:00:00Z" }] },
      },
      enquiries: { waiting: 5, overdue: 4 },
    };
    const busy = text(<CaseworkerSummaryView summary={summary} />);
    expect(busy).toContain("You support one person.");
    expect(busy).toContain("Ten alerts need your attention.");
    expect(busy).toContain("Alex Able asked for a mentor on 2 Jun 2026");
    expect(busy).toContain("Marcus Ready: expected release 17 Jun 2026 (in 10 days), no appointment booked");
    expect(busy).toContain("Marcus Ready: referred by Open Door on 1 Jun 2026, first contact was due by 3 Jun 2026, 10:00");
    expect(busy).toContain("Alex Able: last contact 20 May 2026");
    expect(busy).toContain("Sam Caller (candidate enquiry), reply was due 8 Jun 2026, 10:00");
    expect(busy).toContain("and three more");
    expect(busy).toContain("Alex Able: 6 weeks check for Baker, due 1 Jun 2026");
    expect(busy).toContain("No interviews in the next 48 hours.");
    expect(busy).toContain("Five enquiries waiting for a call back, four past their promised reply.");
  });

  it("show a skeleton hidden from screen readers, which hear that it is loading", () => {
    const markup = renderToStaticMarkup(<CandidateSummarySkeleton />);
    expect(markup).toContain('role="status"');
    expect(markup).toContain("Loading…");
    expect(markup).toContain('aria-hidden="true"');
  });
});
