import type { SubmissionResult } from "@conform-to/react";
import { Button, useSubmitting } from "~/components/ui/button";
import { Select, TextArea, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDateTime } from "~/lib/dates";
import {
  availabilityLabels,
  PROFILE_FORM_ID,
  profileFieldNames,
  profileFormValues,
  profileSchema,
  type Availability,
  type CandidateProfile,
} from "../profile";
import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";

/** What the profile page's action answers: a result (portal) or the demonstration's refusal. */
export type ProfileActionData =
  | { result: SubmissionResult<string[]>; saved: boolean }
  | { demoRefused: true; values: Record<string, string> }
  | undefined;

const availabilityChoices = (Object.keys(availabilityLabels) as Availability[]).map((value) => ({ value, label: availabilityLabels[value] }));

export function CandidateProfilePage({ mode, profile, actionData }: { mode: PageMode; profile: CandidateProfile | null; actionData: ProfileActionData }) {
  return (
    <CandidatePage mode={mode} lead="What employers and our team see about you when you apply: your details, the work you want and when you can work.">
      <DashboardSection id="your-details" title="Your details">
        {profile ? <ProfileForm profile={profile} actionData={actionData} /> : <p className="text-ink-soft">There is nothing to show here yet.</p>}
      </DashboardSection>
    </CandidatePage>
  );
}

function ProfileForm({ profile, actionData }: { profile: CandidateProfile; actionData: ProfileActionData }) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  // A refused demonstration form shows what was typed again (it is not saved).
  const refusedValues = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: PROFILE_FORM_ID,
    schema: profileSchema,
    lastResult: result,
    defaultValue: refusedValues ?? profileFormValues(profile),
  });
  const { fields } = kit;
  const submitting = useSubmitting();
  const saved = actionData && "saved" in actionData && actionData.saved;
  return (
    <SchemaForm kit={kit} summary={profileFieldNames} formErrors={[]} method="post" aria-label="Your details" className="max-w-2xl space-y-6">
      {saved ? (
        <Notice focusOn={result}>
          <p>Your details have been saved.</p>
        </Notice>
      ) : null}
      <p className="text-ink-soft">Last changed {formatDateTime(profile.updatedAt)}. All fields are optional except your name.</p>
      <TextField meta={fields.fullName} label="Your name" autoComplete="name" />
      <TextField meta={fields.town} label="Town or city" optional autoComplete="address-level2" width="md" />
      <TextField meta={fields.travelArea} label="Where you can travel for work" optional hint="In your own words, for example 'Leeds and Bradford by bus'." />
      <TextField meta={fields.travelMiles} label="How far you can travel, in miles" optional inputMode="numeric" width="short" />
      <Select meta={fields.availability} label="When you can work" optional choices={availabilityChoices} placeholder="Choose one" />
      <TextArea meta={fields.workInterests} label="Work you are interested in" optional hint="One a line, for example 'Warehouse work'." rows={4} />
      <TextArea meta={fields.skills} label="Your skills" optional hint="One a line, for example 'Forklift licence'." rows={4} />
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving your details..." disabled={submitting} aria-disabled={submitting || undefined}>
        {submitting ? "Saving your details..." : "Save your details"}
      </Button>
    </SchemaForm>
  );
}
