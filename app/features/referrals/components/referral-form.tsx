import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { Button, useSubmitting } from "~/components/ui/button";
import { Checkbox, FieldError, Hint, RadioGroup, TextArea, TextField } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { barriers, contactMethods, partnerVisibility, referralSettings } from "../../../../db/schema/vocabulary";
import { barrierLabels, contactMethodLabels, partnerVisibilityLabels, referralSettingLabels } from "../labels";
import { referralFieldNames, referralFormId, referralFormSchema } from "../referral-form";

type ActionData = { result?: SubmissionResult<string[]> } | DemoRefusal;

/** What a demonstration refusal kept, as the form's starting values (the ticked needs come back as one value). */
function keptValues(actionData: ActionData | undefined): Record<string, string> | undefined {
  return actionData && "demoRefused" in actionData ? actionData.values : undefined;
}

/**
 * The referral form, the same in both trees: the portal's action makes the referral, the demonstration's
 * refuses it and keeps what was typed. Works without JavaScript; with it, the same schema checks in the browser.
 */
export function ReferralForm() {
  const actionData = useActionData<ActionData>();
  const sending = useSubmitting();
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const kit = useSchemaForm({
    id: referralFormId,
    schema: referralFormSchema,
    lastResult,
    defaultValue: keptValues(actionData),
  });
  const { fields } = kit;
  const idFor = (name: string) =>
    name === "needs"
      ? `${referralFormId}-needs-${barriers[0]}`
      : name === "partnerMaySee"
        ? `${referralFormId}-sees-${partnerVisibility[0]}`
        : name === "setting"
          ? `${fields.setting!.name}-${referralSettings[0]}`
          : name === "preferredContact"
            ? `${fields.preferredContact!.name}-${contactMethods[0]}`
            : name === "mayLeaveMessage"
              ? `${fields.mayLeaveMessage!.name}-yes`
              : (fields[name]?.id ?? name);
  const needs = fields.needs!;
  const chosenNeeds = [needs.initialValue].flat().filter((value): value is string => typeof value === "string");
  const needsError = needs.errors?.[0];
  const sees = fields.partnerMaySee!;
  const chosenSees = [sees.initialValue].flat().filter((value): value is string => typeof value === "string");
  const seesError = sees.errors?.[0];

  return (
    <DashboardSection
      id="referral"
      title="The person you are referring"
      intro={<p>All fields are required unless marked optional. Only refer a person who has agreed to it.</p>}
    >
      <SchemaForm kit={kit} summary={referralFieldNames} idFor={idFor} method="post" aria-label="Referral" className="max-w-3xl space-y-8">
        <fieldset className="space-y-6">
          <legend className="text-xl font-bold">Their details and how to contact them</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField label="First name" meta={fields.firstName} autoComplete="off" />
            <TextField label="Last name" meta={fields.lastName} autoComplete="off" />
          </div>
          <Hint>Give an email address, a phone number or both, so a caseworker can contact them.</Hint>
          <TextField label="Email address" optional type="email" meta={fields.email} width="md" autoComplete="off" spellCheck={false} />
          <TextField label="Phone number" optional type="tel" meta={fields.phone} width="md" autoComplete="off" />
          <RadioGroup
            legend="How would they prefer to be contacted first?"
            optional
            meta={fields.preferredContact}
            choices={contactMethods.map((value) => ({ value, label: contactMethodLabels[value] }))}
          />
          <TextField
            label="Best times to contact them"
            optional
            hint="For example: weekday mornings, not after 6pm. For someone in custody, how a call can be arranged."
            meta={fields.contactTimes}
            autoComplete="off"
          />
          <RadioGroup
            legend="Can we leave a message for them?"
            optional
            hint="On their voicemail, by text or with the person who answers."
            meta={fields.mayLeaveMessage}
            choices={[
              { value: "yes", label: "Yes, a message can be left" },
              { value: "no", label: "No, do not leave a message" },
            ]}
          />
          <TextField label="Town or city" optional meta={fields.town} width="md" autoComplete="off" />
        </fieldset>

        <fieldset className="space-y-6">
          <legend className="text-xl font-bold">Where they are now</legend>
          <RadioGroup
            legend="Are they in custody or in the community?"
            meta={fields.setting}
            choices={referralSettings.map((value) => ({ value, label: referralSettingLabels[value] }))}
          />
          <TextField label="Prison" optional hint="If they are in custody: the prison they are in now." meta={fields.prison} width="md" autoComplete="off" />
          <TextField
            label="Expected release date"
            hint="Needed if they are in custody. Leave it empty if they are in the community."
            type="date"
            meta={fields.expectedReleaseOn}
            width="md"
          />
          <TextArea
            label="Probation contact"
            optional
            hint="If they have a probation officer or practitioner: their name and how to reach them."
            meta={fields.probationContact}
            rows={2}
          />
        </fieldset>

        <fieldset data-field className="scroll-mt-24" aria-describedby={[`${referralFormId}-needs-hint`, needsError ? `${referralFormId}-needs-error` : ""].filter(Boolean).join(" ")}>
          <legend className="text-xl font-bold">Needs and barriers</legend>
          <Hint id={`${referralFormId}-needs-hint`}>Choose everything that stands between them and work.</Hint>
          {needsError ? <FieldError id={`${referralFormId}-needs-error`}>{needsError}</FieldError> : null}
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {barriers.map((barrier) => (
              <Checkbox
                key={`${needs.key ?? ""}${barrier}`}
                id={`${referralFormId}-needs-${barrier}`}
                name={needs.name}
                value={barrier}
                label={barrierLabels[barrier]}
                defaultChecked={chosenNeeds.includes(barrier)}
                aria-invalid={needsError ? true : undefined}
              />
            ))}
          </div>
        </fieldset>

        <TextArea
          label="Accessibility needs"
          optional
          hint="Anything that helps them take part: large print, a quiet room, step-free access, help with reading, a hearing loop."
          meta={fields.accessibilityNeeds}
          rows={3}
        />
        <TextField label="Preferred language" optional hint="If they would rather not speak English, or would like an interpreter." meta={fields.preferredLanguage} width="md" />

        <TextArea
          label="Support asked for"
          hint="What they would like help with, in their words if you can: finding work, training, a CV, disclosure."
          meta={fields.supportAskedFor}
          rows={5}
        />

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">Their agreement</legend>
          <Checkbox
            label="The person has agreed to this referral and to their details being shared with Fair Chance Works"
            hint="We record that you confirmed this, and when."
            meta={fields.consentGiven}
          />
        </fieldset>

        <fieldset data-field className="scroll-mt-24" aria-describedby={[`${referralFormId}-sees-hint`, seesError ? `${referralFormId}-sees-error` : ""].filter(Boolean).join(" ")}>
          <legend className="text-xl font-bold">What they agree you may see afterwards</legend>
          <Hint id={`${referralFormId}-sees-hint`}>
            Tick only what the person has agreed to. You always see the referral and its status. Once they have an account with us, they can change this at any time in their own settings.
          </Hint>
          {seesError ? <FieldError id={`${referralFormId}-sees-error`}>{seesError}</FieldError> : null}
          <div className="mt-4 space-y-4">
            {partnerVisibility.map((item) => (
              <Checkbox
                key={`${sees.key ?? ""}${item}`}
                id={`${referralFormId}-sees-${item}`}
                name={sees.name}
                value={item}
                label={partnerVisibilityLabels[item].label}
                hint={partnerVisibilityLabels[item].hint}
                defaultChecked={chosenSees.includes(item)}
                aria-invalid={seesError ? true : undefined}
              />
            ))}
          </div>
        </fieldset>

        <Button ref={kit.submitButton} type="submit" data-submitting-label="Sending the referral..." className="w-full sm:w-auto" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? "Sending the referral..." : "Send the referral"}
        </Button>
      </SchemaForm>
    </DashboardSection>
  );
}
