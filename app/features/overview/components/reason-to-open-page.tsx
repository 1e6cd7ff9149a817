import { getTextareaProps } from "@conform-to/react";
import { useActionData } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button, useSubmitting } from "~/components/ui/button";
import { TextArea } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { GRANT_HOURS, openRecordSchema, REASON_MIN } from "~/features/candidates/case-access";
import { CaseworkerPageHeader } from "~/features/dashboards/components/caseworker-page-header";
import type { RecordActionData } from "./candidate-record-page";

/** A real person not on the caseworker's caseload, before a reason is given: the form, and nothing of the person. */
export function ReasonToOpenPage() {
  const actionData = useActionData<RecordActionData>();
  const ours = actionData && "intent" in actionData && actionData.intent === "open-record" ? actionData : undefined;
  const kit = useSchemaForm({
    id: "open-record",
    schema: openRecordSchema,
    lastResult: ours?.result,
  });
  const opening = useSubmitting("open-record");
  const { fields } = kit;
  return (
    <>
      <CaseworkerPageHeader
        mode="portal"
        lead={
          <p>
            This person is not on your caseload.{" "}
            <Link to={areaPath("caseworkerCaseloadPortal")} className="font-semibold text-white underline underline-offset-4">
              Back to your caseload
            </Link>
          </p>
        }
      />
      <DashboardSection id="reason" title="Say why you need to open this record">
        <div className="max-w-3xl space-y-4">
          <p>
            You can open the record of someone on another caseworker's caseload, or waiting for a caseworker, when your work needs it: covering for a
            colleague, or answering the person or their referrer. Your reason and the time are recorded, and our administrators can see that
            you opened it.
          </p>
          <p>
            The record then stays open to you for {GRANT_HOURS} hours, and no later than the end of today. Conviction details stay with the person's own caseworker.
          </p>
          <SchemaForm
            kit={kit}
            summary={["reason"]}
            formErrors={[]}
            method="post"
            aria-label="Reason for opening this record"
            className="space-y-6 rounded-xl border border-line bg-white p-5"
          >
            <input type="hidden" name="intent" value="open-record" />
            <TextArea label="Reason for opening this record" hint={`At least ${REASON_MIN} characters, for example 'Covering for Sam while on leave: interview tomorrow'.`} meta={fields.reason!} {...getTextareaProps(fields.reason!)} rows={3} />
            <Button ref={kit.submitButton} type="submit" data-submitting-label="Opening..." disabled={opening}>
              {opening ? "Opening..." : "Open the record"}
            </Button>
          </SchemaForm>
        </div>
      </DashboardSection>
    </>
  );
}
