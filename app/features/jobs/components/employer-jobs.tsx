import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/router-link";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { ButtonForm } from "~/components/ui/button-form";
import { Notice } from "~/components/ui/notice";
import { Table } from "~/components/ui/table";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { formatDate } from "~/lib/dates";
import type { EmployerJobRow } from "../employer-jobs.server";
import { jobStatusLabels, recordCheckLabels } from "../job-form";
import { whereText } from "../job-labels";

export type JobsMode = "demo" | "portal";

/** What a change on the jobs pages says afterwards (from the address, so it survives the redirect). */
export const jobDoneMessages = {
  posted: "Your role has been published. Candidates can now find it on the jobs board.",
  drafted: "Your role has been saved as a draft.",
  saved: "Your changes have been saved.",
  closed: "The role has been closed. It no longer takes applications.",
  reopened: "The role has been reopened.",
} as const;
export type JobDone = keyof typeof jobDoneMessages;

/** The role the first press of Close asked about: the page then asks before closing it. */
export type CloseConfirmation = { jobId: string; title: string };

export function isJobDone(value: string | null): value is JobDone {
  return value !== null && Object.hasOwn(jobDoneMessages, value);
}

export function PageTop({ mode, title, lead }: { mode: JobsMode; title: string; lead: ReactNode }) {
  return (
    <>
      <DashboardHeader eyebrow={mode === "demo" ? "Demonstration" : "Employer"} title={title} lead={lead} />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
    </>
  );
}

export function NoOrganisation() {
  return (
    <EmptyState>
      <p>Your account is not linked to an employer organisation yet.</p>
      <p className="mt-2">Our team links it once your organisation has been approved. You can then post roles here.</p>
    </EmptyState>
  );
}

/** The employer's roles, with close and reopen for each; `base` is this tree's jobs address. */
export function EmployerJobsView({
  mode,
  base,
  hasOrganisation,
  jobs,
  done,
  problem,
  confirmClose,
}: {
  mode: JobsMode;
  base: string;
  hasOrganisation: boolean;
  jobs: EmployerJobRow[];
  done: JobDone | null;
  problem?: string;
  confirmClose?: CloseConfirmation;
}) {
  return (
    <>
      <PageTop mode={mode} title="Jobs" lead={<p>Post roles, change them, and close a role when you have filled it.</p>} />
      <DashboardSection id="roles" title="Your roles">
        {done ? (
          <Notice className="mb-6 max-w-3xl" focusOn={done}>
            {jobDoneMessages[done]}
          </Notice>
        ) : null}
        {problem ? (
          <Notice tone="error" className="mb-6 max-w-3xl">
            {problem}
          </Notice>
        ) : null}
        {!hasOrganisation ? (
          <NoOrganisation />
        ) : (
          <>
            <ButtonLink to={`${base}/new`} className="mb-6">
              Post a role
            </ButtonLink>
            {jobs.length === 0 ? (
              <EmptyState>You have not posted any roles yet.</EmptyState>
            ) : (
              <Table
                caption="Your roles, open ones first"
                tableFrom="lg"
                rowKey={(job) => job.id}
                rows={jobs}
                columns={[
                  {
                    header: "Role",
                    rowHeader: true,
                    cell: (job) => (
                      <Link to={`${base}/${job.id}`} className="font-semibold text-brand-700 underline">
                        {job.title}
                        <span className="sr-only"> (change)</span>
                      </Link>
                    ),
                  },
                  { header: "Where", cell: (job) => (job.homeArea || job.national ? whereText(job) : job.locationName) },
                  { header: "Status", cell: (job) => jobStatusLabels[job.status] },
                  { header: "Closing date", cell: (job) => (job.closingDate ? formatDate(job.closingDate) : "None set") },
                  { header: "Check", cell: (job) => recordCheckLabels[job.recordCheck] },
                  { header: "Applications", cell: (job) => job.applications },
                  {
                    header: "Action",
                    cell: (job) =>
                      confirmClose?.jobId === job.id && (job.status === "open" || job.status === "draft") ? (
                        <ConfirmClose confirmation={confirmClose} />
                      ) : (
                        <div className="flex flex-wrap items-center gap-3">
                          <Link to={`${base}/${job.id}/preview`} className="text-brand-700 underline">
                            Preview<span className="sr-only"> {job.title}</span>
                          </Link>
                          <Link to={`${base}/new?from=${job.id}`} className="text-brand-700 underline">
                            Duplicate<span className="sr-only"> {job.title}</span>
                          </Link>
                          <StatusButton job={job} />
                        </div>
                      ),
                  },
                ]}
              />
            )}
          </>
        )}
      </DashboardSection>
    </>
  );
}

/** Asked after the first press of Close: what closing means, and a way back that changes nothing. */
function ConfirmClose({ confirmation }: { confirmation: CloseConfirmation }) {
  const { pathname } = useLocation();
  return (
    <ConfirmPanel
      id={`close-${confirmation.jobId}`}
      level="h3"
      question={`Close ${confirmation.title}?`}
      consequence="It will stop taking applications. You can reopen it later."
      cancelTo={pathname}
      cancelLabel="Keep it open"
      focusOn={confirmation}
      className="p-4"
    >
      <ButtonForm label={`Yes, close ${confirmation.title}`} values={{ intent: "close", jobId: confirmation.jobId, confirmed: "yes" }}>
        <SubmitButton variant="danger" pendingLabel="Closing…">
          Yes, close the role
        </SubmitButton>
      </ButtonForm>
    </ConfirmPanel>
  );
}

function StatusButton({ job }: { job: EmployerJobRow }) {
  const closing = job.status === "open" || job.status === "draft";
  const intent = closing ? "close" : "reopen";
  // Two roles can share a title and a place: the closing date tells this row's form from the others.
  const which = `${job.title}, closing date ${job.closingDate ? formatDate(job.closingDate) : "none set"}`;
  return (
    <ButtonForm label={`${closing ? "Close" : "Reopen"} ${which}`} values={{ intent, jobId: job.id }}>
      <SubmitButton variant={closing ? "danger-outline" : "outline"} pendingLabel={closing ? "Closing…" : "Reopening…"}>
        {closing ? "Close" : "Reopen"}
        <span className="sr-only"> {which}</span>
      </SubmitButton>
    </ButtonForm>
  );
}
