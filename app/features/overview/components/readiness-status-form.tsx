import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Select, TextArea } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { READINESS_REASON_MAX, readinessStatusSchema } from "~/features/candidates/record-forms";
import type { PageMode } from "~/features/dashboards/components/caseworker-page-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { readinessStatusChoices, readinessStatusLabels } from "~/features/readiness/labels";
import type { CandidateReadiness } from "~/features/readiness/readiness.server";
import { formatDate } from "~/lib/dates";

type Answer = { intent: string; result?: SubmissionResult<string[]> } | DemoRefusal;

/**
 * Where the person is up to, and the caseworker's form to change it with a reason. The form is drawn again from
 * what is stored after each save (its key is the time of the last change), so it never offers the old status.
 */
export function ReadinessStatus({ mode, readiness }: { mode: PageMode; readiness: CandidateReadiness }) {
  return (
    <div className="mb-6 max-w-3xl rounded-xl border border-line bg-white p-5">
      <h3 className="text-lg font-bold text-ink">Readiness status</h3>
      <p className="mt-2">
        Now: <strong className="text-ink">{readinessStatusLabels[readiness.status]}</strong>
        {readiness.changedByName && readiness.changedAt ? ` (set by ${readiness.changedByName}, ${formatDate(readiness.changedAt)})` : ""}.
      </p>
      {/* The reason is the caseworker's own sentence, with its own full stop or none: nothing is added to it. */}
      {readiness.reason ? <p className="mt-1 break-words">Why: {readiness.reason}</p> : null}
      <StatusForm key={readiness.changedAt ?? "never"} mode={mode} readiness={readiness} />
    </div>
  );
}

function StatusForm({ mode, readiness }: { mode: PageMode; readiness: CandidateReadiness }) {
  const answer = useActionData<Answer>();
  const ours = answer && "intent" in answer && answer.intent === "readiness" ? answer : undefined;
  const kept = answer && "demoRefused" in answer && answer.values.intent === "readiness" ? answer.values : undefined;
  const stored = (readinessStatusChoices as readonly string[]).includes(readiness.status) ? readiness.status : undefined;
  const kit = useSchemaForm({
    id: "readiness-status",
    schema: readinessStatusSchema,
    lastResult: ours?.result?.status === "error" ? ours.result : undefined,
    defaultValue: kept ? { status: kept.status ?? "", reason: kept.reason ?? "" } : { status: stored ?? "", reason: readiness.reason ?? "" },
  });
  const reason = kit.fields.reason!;
  return (
    <SchemaForm kit={kit} summary={["status", "reason"]} method="post" className="mt-4 space-y-4" aria-label="Readiness status">
      <input type="hidden" name="intent" value="readiness" />
      <Select
        label="Set the status"
        meta={kit.fields.status}
        placeholder="Choose a status"
        choices={readinessStatusChoices.map((value) => ({ value, label: readinessStatusLabels[value] }))}
      />
      <TextArea
        label="Why"
        hint={
          mode === "demo"
            ? "This is demonstration data, so the status will not be saved."
            : `The candidate sees this on their home page; their referring partner does not. Up to ${READINESS_REASON_MAX} characters.`
        }
        meta={reason}
        {...getTextareaProps(reason)}
        rows={3}
      />
      <SubmitButton ref={kit.submitButton} pendingLabel="Saving...">
        Save the status
      </SubmitButton>
    </SchemaForm>
  );
}
