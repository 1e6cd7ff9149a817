import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { Select, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { partnerTypes } from "../../../../db/schema/vocabulary";
import type { PartnerSettings } from "../partner-settings.server";
import { partnerSettingsFieldNames, partnerSettingsMessages, partnerSettingsSchema, partnerTypeLabels } from "../partner-settings-form";

type ActionData = { result?: SubmissionResult<string[]>; saved?: boolean } | DemoRefusal | undefined;

/** The partner organisation's details: name, type, town and contact, editable by the partner. */
export function PartnerSettingsView({ settings }: { settings: PartnerSettings | null }) {
  const lead = <p>Your organisation's details, as our caseworkers and the people you refer see them.</p>;
  return (
    <PartnerPage lead={lead}>
      {settings === null ? (
        <NoOrganisation />
      ) : (
        <DashboardSection id="organisation" title="Your organisation">
          <SettingsForm settings={settings} />
        </DashboardSection>
      )}
    </PartnerPage>
  );
}

function SettingsForm({ settings }: { settings: PartnerSettings }) {
  const actionData = useActionData<ActionData>();
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: "partner-settings",
    schema: partnerSettingsSchema,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: refused ?? settings.values,
  });
  const { fields } = kit;
  const saved = actionData && "saved" in actionData && actionData.saved;
  return (
    <SchemaForm kit={kit} summary={partnerSettingsFieldNames} method="post" aria-label="Your organisation's details" className="max-w-3xl space-y-6">
      {saved ? (
        <Notice focusOn={actionData}>
          {"renamePending" in actionData && actionData.renamePending
            ? `Your organisation's other details have been saved. ${partnerSettingsMessages.renamePending}`
            : "Your organisation's details have been saved."}
        </Notice>
      ) : null}
      <input type="hidden" name="intent" value="save" />
      <TextField
        label="Organisation name"
        hint={
          settings.proposedName
            ? `${partnerSettingsMessages.renamePending} Your current name is "${settings.name}"; type it again to withdraw the request.`
            : "A new name shows once our team has checked it."
        }
        meta={fields.name}
        width="md"
        autoComplete="organization"
      />
      <Select
        label="Organisation type"
        meta={fields.partnerType}
        placeholder="Choose one"
        choices={partnerTypes.map((value) => ({ value, label: partnerTypeLabels[value] }))}
        className="max-w-md"
      />
      <TextField label="Town or city" optional meta={fields.town} width="md" />
      <TextField label="Contact name" optional hint="Who our caseworkers should ask for about referrals." meta={fields.contactName} width="md" autoComplete="off" />
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving...">
        Save details
      </Button>
    </SchemaForm>
  );
}
