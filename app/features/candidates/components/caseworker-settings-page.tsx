import type { SubmissionResult } from "@conform-to/react";
import { Button, useSubmitting } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import type { CaseworkerSettings } from "../caseworker-settings.server";
import { caseworkerSettingsSchema, settingsFieldNames } from "../caseworker-settings";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";

export type SettingsActionData = { result: SubmissionResult<string[]>; saved: boolean } | DemoRefusal | undefined;

/** /dashboard/caseworker(portal)/settings: the name and team others see. */
export function CaseworkerSettingsPage({ mode, settings, actionData }: { mode: PageMode; settings: CaseworkerSettings | null; actionData: SettingsActionData }) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const saved = Boolean(actionData && "saved" in actionData && actionData.saved);
  const kit = useSchemaForm({
    id: "caseworker-settings",
    schema: caseworkerSettingsSchema,
    lastResult: result,
    defaultValue: refused ?? { fullName: settings?.fullName ?? "", team: settings?.team ?? "" },
  });
  const saving = useSubmitting();
  const { fields } = kit;
  return (
    <>
      <CaseworkerPageHeader mode={mode} lead={<p>Your name and team as candidates, partners and colleagues see them on notes, messages and appointments.</p>} />
      <DashboardSection id="details" title="Your details">
        {saved ? (
          <Notice focusOn={result} className="mb-6 max-w-3xl">
            <p>Your details were saved.</p>
          </Notice>
        ) : null}
        <SchemaForm kit={kit} summary={settingsFieldNames} method="post" aria-label="Your details" className="max-w-2xl space-y-6">
          <TextField meta={fields.fullName} label="Your name" autoComplete="name" maxLength={100} />
          <TextField meta={fields.team} label="Team" optional hint="For example 'Leeds employment team'." maxLength={100} />
          <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving..." disabled={saving} aria-disabled={saving || undefined}>
            {saving ? "Saving..." : "Save your details"}
          </Button>
        </SchemaForm>
        <p className="mt-6 max-w-3xl text-ink-soft">Your sign-in email, password and two-step sign-in are on your account page.</p>
      </DashboardSection>
    </>
  );
}
