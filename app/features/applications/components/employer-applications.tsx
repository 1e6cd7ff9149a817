import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { Select, TextArea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { InterviewLink } from "~/features/interviews/components/interview-link";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { readinessStatusLabels } from "~/features/readiness/labels";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { EmployerApplication } from "../employer-applications.server";
import { applicationStatusLabels, shareableItemLabels, WITHDRAWN_MESSAGE } from "../labels";
import { employerStatuses, moveApplicationSchema, moveFormId } from "../move-application-form";

type ActionData = { applicationId?: string; result?: SubmissionResult<string[]>; moved?: string; problem?: string } | undefined;

/** The applications to an employer's roles: only what each person shared, the history, and a form to move each on. */
export function EmployerApplicationsView({
  mode,
  base,
  hasOrganisation,
  applications,
}: {
  mode: "demo" | "portal";
  /** This tree's applications address (letters open below it). */
  base: string;
  hasOrganisation: boolean;
  applications: EmployerApplication[];
}) {
  const actionData = useActionData() as ActionData;
  return (
    <>
      <DashboardHeader
        eyebrow={mode === "demo" ? "Demonstration" : "Employer"}
        title="Applications"
        lead={<p>The people who applied to your roles. You see only what each person chose to share with their application.</p>}
      />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      <DashboardSection id="received" title="Applications received">
        {actionData?.problem ? (
          <Notice tone="error" className="mb-6 max-w-3xl">
            {actionData.problem}
          </Notice>
        ) : null}
        {!hasOrganisation ? (
          <EmptyState>
            <p>Your account is not linked to an employer organisation yet.</p>
            <p className="mt-2">Our team links it once your organisation has been approved. Applications to your roles will then appear here.</p>
          </EmptyState>
        ) : applications.length === 0 ? (
          <EmptyState>No one has applied to your roles yet.</EmptyState>
        ) : (
          <ol className="space-y-6">
            {applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} base={base} mode={mode} actionData={actionData?.applicationId === application.id ? actionData : undefined} />
              </li>
            ))}
          </ol>
        )}
      </DashboardSection>
    </>
  );
}

/** A file's size in words: "240 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function ApplicationCard({ application, base, mode, actionData }: { application: EmployerApplication; base: string; mode: "demo" | "portal"; actionData: ActionData }) {
  const headingId = `application-${application.id}`;
  return (
    // Named by its heading and the line under it (the day applied): one person can apply for the same role twice.
    <article aria-labelledby={`${headingId} ${headingId}-summary`} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {application.candidateName}, for {application.jobTitle}
      </h3>
      <p id={`${headingId}-summary`} className="mt-1 text-ink-soft">
        Applied {formatDate(application.appliedAt)}. Status: <strong className="text-ink">{applicationStatusLabels[application.status]}</strong>
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="font-semibold text-ink">What they shared</h4>
          {application.withdrawn ? (
            <p className="text-ink-soft">{WITHDRAWN_MESSAGE}</p>
          ) : application.shared.length === 0 ? (
            <p className="text-ink-soft">Nothing beyond their name.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-soft">
              {application.shared.map((item) => (
                <li key={item}>{shareableItemLabels[item]}</li>
              ))}
            </ul>
          )}
          <dl className="mt-3 space-y-2">
            {application.shared.includes("contact_details") ? (
              <div>
                <dt className="font-semibold text-ink">Email address</dt>
                <dd>{application.contactEmail ?? "None on record"}</dd>
              </div>
            ) : null}
            {application.cv ? (
              <div>
                <dt className="font-semibold text-ink">Skills and interests, from their profile</dt>
                <dd>{[...application.cv.skills, ...application.cv.workInterests].join(", ") || "None listed"}</dd>
              </div>
            ) : null}
            {application.cv?.file ? (
              <div>
                <dt className="font-semibold text-ink">CV file</dt>
                <dd>
                  <a href={`${base}/${application.id}/cv/file`} download className="font-semibold text-brand-700 underline">
                    Download the CV {application.candidateName} sent
                  </a>{" "}
                  <span className="text-ink-soft">({fileSize(application.cv.file.sizeBytes)})</span>
                </dd>
              </div>
            ) : application.cv?.saved ? (
              <div>
                <dt className="font-semibold text-ink">CV</dt>
                <dd>
                  <Link to={`${base}/${application.id}/cv`} className="font-semibold text-brand-700 underline">
                    Read the CV {application.candidateName} shared
                  </Link>
                </dd>
              </div>
            ) : null}
            {application.note ? (
              <div>
                <dt className="font-semibold text-ink">Their note to you</dt>
                <dd className="whitespace-pre-line">{application.note}</dd>
              </div>
            ) : null}
            {application.readinessStatus ? (
              <div>
                <dt className="font-semibold text-ink">Readiness for work</dt>
                <dd>{readinessStatusLabels[application.readinessStatus]}</dd>
              </div>
            ) : null}
          </dl>
          {application.shared.includes("disclosure_letter") ? (
            <p className="mt-3">
              <Link to={`${base}/${application.id}/letter`} className="font-semibold text-brand-700 underline">
                Read the disclosure letter {application.candidateName} shared
              </Link>
            </p>
          ) : null}
        </div>
        <div>
          <h4 className="font-semibold text-ink">Status history</h4>
          {application.history.length === 0 ? (
            <p className="text-ink-soft">No changes yet.</p>
          ) : (
            <ol className="mt-1 space-y-2">
              {application.history.map((change, index) => (
                <li key={index}>
                  <span className="font-semibold text-ink">{applicationStatusLabels[change.status]}</span>, {formatDateTime(change.changedAt)}
                  {change.changedByName ? ` by ${change.changedByName}` : ""}
                  {change.note ? <p className="text-ink-soft">{change.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <InterviewLink mode={mode} href={`${base}/${application.id}/interview`} about={`${application.candidateName}, ${application.jobTitle}`} />
      {application.withdrawn ? null : <MoveForm application={application} actionData={actionData} />}
    </article>
  );
}

function MoveForm({ application, actionData }: { application: EmployerApplication; actionData: ActionData }) {
  const kit = useSchemaForm({
    id: moveFormId(application.id),
    schema: moveApplicationSchema,
    lastResult: actionData?.result,
    defaultValue: { applicationId: application.id, status: application.status === "withdrawn" ? "" : application.status },
  });
  const { fields } = kit;
  return (
    <SchemaForm
      kit={kit}
      summary={["status", "note"]}
      formErrors={[]}
      method="post"
      aria-label={`Move ${application.candidateName}'s application for ${application.jobTitle}, applied ${formatDate(application.appliedAt)}`}
      className="mt-6 border-t border-line pt-4"
    >
      {actionData?.moved ? (
        <Notice className="mb-4" focusOn={actionData.moved}>
          Moved to {applicationStatusLabels[actionData.moved as keyof typeof applicationStatusLabels]}. {application.candidateName} can see the change.
        </Notice>
      ) : null}
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="applicationId" value={application.id} />
      <div className="grid gap-4 md:grid-cols-2">
        <Select label="New status" meta={fields.status} choices={employerStatuses.map((value) => ({ value, label: applicationStatusLabels[value] }))} placeholder="Choose one" />
        <TextArea label="Note" optional hint="Kept in the status history, which the candidate can see." meta={fields.note} rows={2} />
      </div>
      <Button ref={kit.submitButton} type="submit" className="mt-4">
        Save status<span className="sr-only"> for {application.candidateName}</span>
      </Button>
    </SchemaForm>
  );
}
