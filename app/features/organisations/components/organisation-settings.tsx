import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Checkbox, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { Table } from "~/components/ui/table";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice, type DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import type { OrganisationSettings } from "../organisation-settings.server";
import { organisationSettingsSchema } from "../organisation-settings-form";

type ActionData = { result?: SubmissionResult<string[]>; saved?: boolean } | DemoRefusal | undefined;

/** The employer's organisation: its details and fair-chance commitments (editable) and its members. */
export function OrganisationSettingsView({ mode, settings }: { mode: "demo" | "portal"; settings: OrganisationSettings | null }) {
  return (
    <>
      <DashboardHeader eyebrow={mode === "demo" ? "Demonstration" : "Employer"} title="Settings" lead={<p>Your organisation's details, its commitments and who can act for it.</p>} />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      {settings === null ? (
        <DashboardSection id="organisation" title="Your organisation">
          <EmptyState>
            <p>Your account is not linked to an employer organisation yet.</p>
            <p className="mt-2">Our team links it once your organisation has been approved. You can then change its details here.</p>
          </EmptyState>
        </DashboardSection>
      ) : (
        <>
          <DashboardSection id="organisation" title={settings.name}>
            <SettingsForm settings={settings} />
          </DashboardSection>
          <DashboardSection id="members" title="Members">
            {settings.members.length === 0 ? (
              <EmptyState>Demonstration organisations have no members.</EmptyState>
            ) : (
              <Table
                caption="People who can act for your organisation"
                rowKey={(member) => member.email}
                rows={settings.members}
                columns={[
                  { header: "Name", rowHeader: true, cell: (member) => member.name },
                  { header: "Email address", cell: (member) => member.email },
                  { header: "Role", cell: (member) => (member.role === "owner" ? "Owner" : "Member") },
                ]}
              />
            )}
            <p className="mt-4 max-w-3xl">To add or remove a member, contact our team.</p>
          </DashboardSection>
        </>
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: OrganisationSettings }) {
  const actionData = useActionData<ActionData>();
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const { form, fields, onSubmit, submitButton, focusKey, submitted, summaryItems } = useSchemaForm({
    id: "organisation-settings",
    schema: organisationSettingsSchema,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: refused ?? settings.values,
  });
  const errors = summaryItems(["sector", "town", "contactName"]);
  const saved = actionData && "saved" in actionData && actionData.saved;
  return (
    <Form method="post" {...getFormProps(form)} onSubmit={onSubmit} className="max-w-3xl space-y-6">
      {submitted && (errors.length > 0 || (form.errors ?? []).length > 0) ? <ErrorSummary formErrors={form.errors ?? []} fieldErrors={errors} focusKey={focusKey} /> : null}
      {saved ? <Notice focusOn={actionData}>Your organisation's details have been saved.</Notice> : null}
      <input type="hidden" name="intent" value="save" />
      <TextField label="Sector" optional meta={fields.sector} width="md" />
      <TextField label="Town or city" optional meta={fields.town} width="md" />
      <TextField label="Contact name" optional hint="Who candidates' caseworkers may ask for." meta={fields.contactName} width="md" />
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold text-ink">Fair-chance commitments</legend>
        <Checkbox label="We have signed up to Ban the Box" meta={fields.banTheBox} />
        <Checkbox label="We are a Disability Confident employer" meta={fields.disabilityConfident} />
        <Checkbox label="We pay at least the real Living Wage" meta={fields.realLivingWage} />
      </fieldset>
      <Button ref={submitButton} type="submit">
        Save details
      </Button>
    </Form>
  );
}
