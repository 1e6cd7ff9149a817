import { useLocation } from "react-router";
import { Button, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { InterviewLink } from "~/features/interviews/components/interview-link";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { TextLink } from "~/components/ui/prose";
import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { ApplicationWithHistory } from "../candidate-applications.server";
import { applicationStatusLabels, shareableItemLabels } from "../labels";
import { canWithdraw, WITHDRAW_MESSAGES } from "../withdraw";

type WithdrawConfirmation = { applicationId: string; jobTitle: string };

export type WithdrawActionData =
  | { error: string | null; done: string | null; confirm?: WithdrawConfirmation }
  | { demoRefused: true; values: Record<string, string> }
  | undefined;

export function CandidateApplicationsPage({
  mode,
  applications,
  actionData,
}: {
  mode: PageMode;
  applications: ApplicationWithHistory[];
  actionData: WithdrawActionData;
}) {
  const outcome = actionData && "done" in actionData ? actionData : null;
  return (
    <CandidatePage mode={mode} lead="Every job you have applied for, what you chose to share with it, and each change of status.">
      <DashboardSection id="applications" title="Your applications">
        {outcome?.done ? (
          <Notice focusOn={outcome} className="mb-6 max-w-3xl">
            <p>{outcome.done}</p>
          </Notice>
        ) : null}
        {outcome?.error ? (
          <Notice tone="error" focusOn={outcome} className="mb-6 max-w-3xl">
            <p>{outcome.error}</p>
          </Notice>
        ) : null}
        {applications.length === 0 ? (
          <p className="max-w-3xl text-ink-soft">
            You have not applied for any jobs yet. <TextLink to="/jobs">Look at the jobs board</TextLink>.
          </p>
        ) : (
          <ul className="grid max-w-4xl gap-6">
            {applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} mode={mode} confirming={outcome?.confirm?.applicationId === application.id ? outcome.confirm : null} />
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>
    </CandidatePage>
  );
}

function ApplicationCard({ application, mode, confirming }: { application: ApplicationWithHistory; mode: PageMode; confirming: WithdrawConfirmation | null }) {
  const headingId = `application-${application.id}`;
  return (
    // Named by its heading and the line under it: two applications can share a job title, never also the
    // employer and the day.
    <article aria-labelledby={`${headingId} ${headingId}-summary`} className="rounded-xl border border-line bg-white p-5">
      <h3 id={headingId} className="text-xl font-bold">
        {application.jobTitle}
      </h3>
      <p id={`${headingId}-summary`} className="text-ink-soft">
        {application.employerName} · applied {formatDate(application.appliedAt)}
      </p>
      <p className="mt-3">
        <span className="font-semibold">Status:</span> {applicationStatusLabels[application.status]}
      </p>
      <h4 className="mt-4 font-semibold">What you shared</h4>
      {application.shared.length === 0 ? (
        <p className="text-ink-soft">Nothing beyond the application itself.</p>
      ) : (
        <ul className="mt-1 list-disc pl-6">
          {application.shared.map((item) => (
            <li key={item}>{shareableItemLabels[item]}</li>
          ))}
        </ul>
      )}
      {application.cvFile && mode === "portal" ? (
        <p className="mt-2">
          <a href={areaPath("candidatePortalApplicationCvFile", { applicationId: application.id })} download className="font-semibold text-brand-700 underline">
            Download the CV file you sent<span className="sr-only"> for {application.jobTitle}</span>
          </a>{" "}
          <span className="text-ink-soft">({application.cvFile.name})</span>
        </p>
      ) : null}
      {application.note ? (
        <>
          <h4 className="mt-4 font-semibold">Your note to the employer</h4>
          <p className="whitespace-pre-line text-ink-soft">{application.note}</p>
        </>
      ) : null}
      <InterviewLink mode={mode} href={areaPath("candidatePortalInterview", { applicationId: application.id })} about={`${application.jobTitle}, ${application.employerName}`} />
      <h4 className="mt-4 font-semibold">History</h4>
      {application.history.length === 0 ? (
        <p className="text-ink-soft">No changes yet.</p>
      ) : (
        <ol className="mt-1 space-y-2 border-l-2 border-brand-200 pl-4">
          {application.history.map((change, index) => (
            <li key={`${change.changedAt}-${index}`}>
              <span className="font-semibold">{applicationStatusLabels[change.status]}</span>
              <span className="text-ink-soft"> · {formatDateTime(change.changedAt)}</span>
              {change.changedByName ? <span className="text-ink-soft"> · {change.changedByName}</span> : null}
              {change.note ? <p className="text-ink-soft">{change.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {canWithdraw(application.status) ? confirming ? <ConfirmWithdraw confirmation={confirming} /> : <WithdrawForm application={application} /> : null}
    </article>
  );
}

function WithdrawForm({ application }: { application: ApplicationWithHistory }) {
  const submitting = useSubmitting("withdraw");
  return (
    <ButtonForm
      label={`Withdraw your application for ${application.jobTitle} at ${application.employerName}, applied ${formatDate(application.appliedAt)}`}
      values={{ intent: "withdraw", applicationId: application.id }}
      className="mt-5"
    >
      <Button type="submit" data-submitting-label="Withdrawing..." variant="danger-outline" disabled={submitting}>
        Withdraw<span className="sr-only"> your application for {application.jobTitle}</span>
      </Button>
    </ButtonForm>
  );
}

/** Asked after the first press of Withdraw: what withdrawing means, and a way back. */
function ConfirmWithdraw({ confirmation }: { confirmation: WithdrawConfirmation }) {
  const submitting = useSubmitting("withdraw");
  const { pathname } = useLocation();
  return (
    <ConfirmPanel
      id={`withdraw-${confirmation.applicationId}`}
      level="h4"
      question={WITHDRAW_MESSAGES.question(confirmation.jobTitle)}
      consequence={WITHDRAW_MESSAGES.consequence}
      cancelTo={`${pathname}#application-${confirmation.applicationId}`}
      cancelLabel="Keep my application"
      focusOn={confirmation}
      className="mt-5 p-4"
    >
      <ButtonForm
        label={`Yes, withdraw my application for ${confirmation.jobTitle}`}
        values={{ intent: "withdraw", applicationId: confirmation.applicationId, confirmed: "yes" }}
      >
        <Button type="submit" data-submitting-label="Withdrawing..." variant="danger" disabled={submitting}>
          Yes, withdraw my application
        </Button>
      </ButtonForm>
    </ConfirmPanel>
  );
}
