import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button } from "~/components/ui/button";
import { Select, TextArea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { readinessStatusLabels } from "~/features/readiness/labels";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { EmployerApplication } from "../employer-applications.server";
import { applicationStatusLabels, shareableItemLabels, WITHDRAWN_MESSAGE } from "../labels";
import { employerStatuses, moveApplicationSchema, moveFormId } from "../move-application-form";

type ActionData = { applicationId?: string; result?: SubmissionResult<string[]>; moved?: string; problem?: string } | undefined;

/**
 * One application to an employer's role: what the person shared when they applied, the status history, the
 * interview (drawn by the page's `interview` slot) and the form to move it on.
 */
export function EmployerApplicationView({
  mode,
  base,
  application,
  interview,
}: {
  mode: "demo" | "portal";
  /** This tree's applications address (the list, and letters and CVs below it). */
  base: string;
  application: EmployerApplication;
  /** The interview section, given by the route; none yet. */
  interview?: ReactNode;
}) {
  const actionData = useActionData() as ActionData;
  return (
    <>
      <DashboardHeader
        eyebrow={mode === "demo" ? "Demonstration" : "Employer"}
        title={`${application.candidateName}, for ${application.jobTitle}`}
        lead={
          <p>
            Applied {formatDate(application.appliedAt)}. Status: <strong>{applicationStatusLabels[application.status]}</strong>.{" "}
            <Link to={base} className="font-semibold text-brand-800 underline underline-offset-4">
              Back to all applications
            </Link>
          </p>
        }
      />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      {actionData?.problem ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice tone="error" className="max-w-3xl">
            {actionData.problem}
          </Notice>
        </div>
      ) : null}
      <DashboardSection id="shared" title="What they shared">
        <SharedItems application={application} base={base} />
      </DashboardSection>
      <DashboardSection id="history" title="Status history" tone="tinted">
        <History application={application} />
        {application.withdrawn ? null : <MoveForm application={application} actionData={actionData?.applicationId === application.id ? actionData : undefined} />}
      </DashboardSection>
      {interview}
    </>
  );
}

/** A file's size in words: "240 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the person shared, from the copy taken when they applied. */
function SharedItems({ application, base }: { application: EmployerApplication; base: string }) {
  return (
        <div className="max-w-3xl">
          {application.withdrawn ? (
            <p className="text-ink-soft">{WITHDRAWN_MESSAGE}</p>
          ) : application.shared.length === 0 ? (
            <p className="text-ink-soft">Nothing beyond their name.</p>
          ) : (
            <>
              <p className="text-ink-soft">As it was when they applied: a later change to their profile or CV does not reach you.</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-soft">
                {application.shared.map((item) => (
                  <li key={item}>{shareableItemLabels[item]}</li>
                ))}
              </ul>
            </>
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
  );
}

function History({ application }: { application: EmployerApplication }) {
  return (
        <div className="max-w-3xl">
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
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving..." className="mt-4">
        Save status<span className="sr-only"> for {application.candidateName}</span>
      </Button>
    </SchemaForm>
  );
}
