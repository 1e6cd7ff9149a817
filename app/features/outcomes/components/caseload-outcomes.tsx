import type { SubmissionResult } from "@conform-to/react";
import { Link } from "~/components/ui/router-link";
import { SubmitButton } from "~/components/ui/button";
import { Select, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { textLinkClasses } from "~/components/ui/prose";
import { Table } from "~/components/ui/table";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { countPhrase } from "~/lib/counts";
import { formatDate } from "~/lib/dates";
import type { CaseloadOutcomes, CaseloadStart } from "../caseload-outcomes.server";
import { outcomeCheckpointLabels } from "../labels";
import { outcomeCheckFormId, outcomeCheckMessages, outcomeCheckSchema } from "../outcome-check-form";

export type OutcomesActionData = { formId: string; result: SubmissionResult<string[]> } | DemoRefusal | undefined;

/** /dashboard/caseworker(portal)/outcomes: the caseload's job starts, the in-work checks after them, and the figures. */
export function CaseloadOutcomesPage({ mode, outcomes, done, actionData }: { mode: PageMode; outcomes: CaseloadOutcomes; done: boolean; actionData: OutcomesActionData }) {
  const { starts, figures } = outcomes;
  return (
    <>
      <CaseworkerPageHeader
        mode={mode}
        lead={<p>Job starts for people on your caseload, and whether they were still in work 6 weeks, 6 months and 1 year later.</p>}
      />
      {done ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice focusOn={done} className="max-w-3xl">
            <p>The in-work check was recorded.</p>
          </Notice>
        </div>
      ) : null}
      <DashboardSection id="figures" title="Summary">
        <p className="mb-4 text-lg">{starts.length === 0 ? "No one on your caseload has started a job yet." : `${countPhrase(starts.length, "job start")} on your caseload.`}</p>
        <Table
          caption="In-work checks after a job start, by checkpoint."
          rowKey={(row) => row.checkpoint}
          rows={figures}
          columns={[
            { header: "Checkpoint", rowHeader: true, cell: (row) => outcomeCheckpointLabels[row.checkpoint] },
            { header: "Checked", cell: (row) => row.checked },
            { header: "Still in work", cell: (row) => row.inWork },
            { header: "Per cent in work", cell: (row) => (row.checked === 0 ? "None checked yet" : `${Math.round((row.inWork / row.checked) * 100)}%`) },
            { header: "Checks due", cell: (row) => row.due },
          ]}
        />
      </DashboardSection>
      <DashboardSection id="starts" title="Job starts" tone="tinted">
        {starts.length === 0 ? (
          <p>When someone on your caseload starts a job, it appears here with its checks.</p>
        ) : (
          <ol className="grid max-w-4xl gap-4">
            {starts.map((start) => (
              <li key={start.applicationId}>
                <StartCard mode={mode} start={start} actionData={actionData} />
              </li>
            ))}
          </ol>
        )}
      </DashboardSection>
    </>
  );
}

function StartCard({ mode, start, actionData }: { mode: PageMode; start: CaseloadStart; actionData: OutcomesActionData }) {
  const headingId = `start-${start.applicationId}-heading`;
  const detailId = `start-${start.applicationId}-detail`;
  // One person can start the same job title twice (another employer, a later date): the name of each start
  // includes where and when, so a list of starts never holds two with the same name.
  return (
    <article id={`start-${start.applicationId}`} aria-labelledby={`${headingId} ${detailId}`} className="scroll-mt-24 rounded-xl border border-line bg-white p-5">
      <h3 id={headingId} className="text-lg font-bold break-words">
        <Link to={areaPath(mode === "demo" ? "caseworkerCandidateDemo" : "caseworkerCandidatePortal", { candidateId: start.candidateId })} className={textLinkClasses}>
          {start.candidateName}
        </Link>
        : {start.jobTitle}
      </h3>
      <p id={detailId} className="mt-1">
        {start.employerName}, started {formatDate(start.startedOn)}.
      </p>
      <ul className="mt-3 space-y-3">
        {start.checks.map((check) => (
          <li key={check.checkpoint}>
            <p>
              <strong>{outcomeCheckpointLabels[check.checkpoint]}</strong> ({formatDate(check.dueOn, "short")}):{" "}
              {check.state === "recorded"
                ? check.inWork
                  ? "still in work."
                  : `had left${check.leftReason ? `: ${check.leftReason}` : ""}.`
                : check.state === "due"
                  ? "due now."
                  : check.state === "upcoming"
                    ? "not due yet."
                    : "not needed: they had already left."}
            </p>
            {check.state === "due" ? <CheckForm start={start} checkpoint={check.checkpoint} actionData={actionData} /> : null}
          </li>
        ))}
      </ul>
    </article>
  );
}

function CheckForm({ start, checkpoint, actionData }: { start: CaseloadStart; checkpoint: CaseloadStart["checks"][number]["checkpoint"]; actionData: OutcomesActionData }) {
  const formId = outcomeCheckFormId(start.applicationId, checkpoint);
  const ours = actionData && "result" in actionData && actionData.formId === formId ? actionData.result : undefined;
  // The demonstration refuses every change, keeping what was typed in the form that was sent.
  const kept = actionData && "demoRefused" in actionData && actionData.values.applicationId === start.applicationId && actionData.values.checkpoint === checkpoint ? actionData.values : undefined;
  const kit = useSchemaForm({ id: formId, schema: outcomeCheckSchema, lastResult: ours, defaultValue: kept });
  const typed = (name: string) => {
    const value = kit.fields[name]?.initialValue;
    return typeof value === "string" ? value : "";
  };
  const id = `check-${start.applicationId}-${checkpoint}`;
  const controlIds: Record<string, string> = { inWork: `${id}-in-work`, leftReason: `${id}-reason` };
  const label = `${outcomeCheckpointLabels[checkpoint]} check for ${start.candidateName}`;
  return (
    <SchemaForm
      kit={kit}
      summary={["inWork", "leftReason"]}
      idFor={(name) => controlIds[name] ?? name}
      summaryClassName="mb-4"
      method="post"
      className="mt-2 space-y-4 rounded-lg border border-line p-4"
      aria-label={label}
    >
      <input type="hidden" name="applicationId" value={start.applicationId} />
      <input type="hidden" name="checkpoint" value={checkpoint} />
      <Select
        id={`${id}-in-work`}
        name="inWork"
        label={`Is ${start.candidateName} still in work?`}
        placeholder="Choose one"
        key={kit.fields.inWork?.key}
        defaultValue={typed("inWork")}
        error={kit.fields.inWork?.errors?.[0]}
        choices={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No, they have left" },
        ]}
      />
      <TextField
        id={`${id}-reason`}
        name="leftReason"
        label="Why they left"
        optional
        hint={`If they have left. ${outcomeCheckMessages.leftReason}.`}
        key={kit.fields.leftReason?.key}
        defaultValue={typed("leftReason")}
        error={kit.fields.leftReason?.errors?.[0]}
        maxLength={500}
      />
      <SubmitButton ref={kit.submitButton} pendingLabel="Saving...">
        Save<span className="sr-only"> the {label}</span>
      </SubmitButton>
    </SchemaForm>
  );
}
