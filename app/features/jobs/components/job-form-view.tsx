import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FieldError, Hint, RadioGroup, Select, TextArea, TextField } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { contractTypes, jobDocuments, offenceExclusions, recordChecks, salaryPeriods, workingHours } from "../../../../db/schema/vocabulary";
import {
  contractTypeLabels,
  jobDocumentLabels,
  jobFormFieldNames,
  jobFormSchema,
  newJobStatuses,
  offenceExclusionLabels,
  recordCheckDescriptions,
  recordCheckLabels,
  salaryPeriodLabels,
  workingHoursLabels,
  type JobFormValues,
} from "../job-form";
import { NoOrganisation, PageTop, type JobsMode } from "./employer-jobs";

type JobFormActionData = { result?: SubmissionResult<string[]> } | DemoRefusal;

/** The form to post a new role or change one: every field of the data model. */
export function JobFormView({
  mode,
  base,
  hasOrganisation,
  job,
}: {
  mode: JobsMode;
  base: string;
  hasOrganisation: boolean;
  /** Null for a new role. */
  job: { id: string; title: string; status: string; values: JobFormValues } | null;
}) {
  const title = job ? `Change ${job.title}` : "Post a role";
  return (
    <>
      <PageTop mode={mode} title={title} lead={<p>All fields are required unless marked optional.</p>} />
      <DashboardSection id="role-form" title="About the role">
        <p className="mb-6">
          <Link to={base} className="text-brand-700 underline">
            Back to your roles
          </Link>
        </p>
        {hasOrganisation ? <JobForm isNew={job === null} values={job?.values} /> : <NoOrganisation />}
      </DashboardSection>
    </>
  );
}

function JobForm({ isNew, values }: { isNew: boolean; values?: JobFormValues }) {
  const actionData = useActionData<JobFormActionData>();
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: "job-form",
    schema: jobFormSchema,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: (refused ?? values ?? { vacancies: "1", recordCheck: "none", offenceExclusions: ["none"], documentsNeeded: ["cv"], status: "open" }) as Record<string, string>,
  });
  const { fields } = kit;
  const idFor = (name: string) => {
    if (name === "contractType" || name === "hours" || name === "recordCheck" || name === "status") return `${fields[name]?.name}-${choicesOf(name)[0]}`;
    if (name === "offenceExclusions") return "offenceExclusions-none";
    return fields[name]?.id ?? name;
  };
  const meta = (name: (typeof jobFormFieldNames)[number]) => fields[name]!;
  const checkedList = (name: "offenceExclusions" | "documentsNeeded"): string[] => {
    const value = fields[name]?.initialValue;
    return Array.isArray(value) ? (value as string[]) : typeof value === "string" ? [value] : [];
  };
  return (
    <SchemaForm kit={kit} summary={jobFormFieldNames} idFor={idFor} method="post" aria-label="Post a role" className="max-w-3xl space-y-8">
      <input type="hidden" name="intent" value="save" />
      <TextField label="Job title" meta={meta("title")} width="md" />
      <TextField label="Sector" hint="For example, Hospitality, Construction or Logistics." meta={meta("sector")} width="md" />
      <TextArea label="What the role involves" meta={meta("description")} rows={6} />

      <fieldset className="space-y-6">
        <legend className="text-xl font-semibold text-ink">Where the work is</legend>
        <TextField label="Town or city" meta={meta("locationName")} width="md" />
        <TextField label="Postcode" optional meta={meta("postcode")} width="short" autoComplete="postal-code" />
        <Checkbox label="The role can be done anywhere in the country" hint="Remote or travelling work. Then no map position is needed." meta={meta("national")} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="Latitude" hint="The map position of the workplace, such as 51.5074." meta={meta("latitude")} inputMode="decimal" />
          <TextField label="Longitude" hint="Such as -0.1278." meta={meta("longitude")} inputMode="decimal" />
        </div>
      </fieldset>

      <fieldset className="space-y-6">
        <legend className="text-xl font-semibold text-ink">Contract, hours and pay</legend>
        <RadioGroup legend="Type of contract" meta={meta("contractType")} choices={contractTypes.map((value) => ({ value, label: contractTypeLabels[value] }))} />
        <RadioGroup legend="Working hours" meta={meta("hours")} choices={workingHours.map((value) => ({ value, label: workingHoursLabels[value] }))} />
        <TextField label="Hours a week" optional meta={meta("hoursPerWeek")} width="short" inputMode="numeric" />
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField label="Lowest pay, in pounds" optional meta={meta("salaryMin")} inputMode="decimal" />
          <TextField label="Highest pay, in pounds" optional meta={meta("salaryMax")} inputMode="decimal" />
          <Select label="Pay is" optional placeholder="Choose one" meta={meta("salaryPeriod")} choices={salaryPeriods.map((value) => ({ value, label: salaryPeriodLabels[value] }))} />
        </div>
        <TextField label="How many people you are hiring" meta={meta("vacancies")} width="short" inputMode="numeric" />
        <TextField label="Closing date" optional hint="For example, 31/03/2027. Leave empty to keep the role open until you close it." meta={meta("closingDate")} width="md" />
      </fieldset>

      <fieldset className="space-y-6">
        <legend className="text-xl font-semibold text-ink">Criminal records</legend>
        <RadioGroup
          legend="Criminal record check the role needs"
          meta={meta("recordCheck")}
          choices={recordChecks.map((value) => ({ value, label: recordCheckLabels[value], description: recordCheckDescriptions[value] }))}
        />
        <CheckboxGroup
          legend="Offences that rule a person out of this role"
          hint="Candidates see this before they apply. Exclude only what the role's duties justify."
          name="offenceExclusions"
          error={fields.offenceExclusions?.errors?.[0]}
          checked={checkedList("offenceExclusions")}
          choices={offenceExclusions.map((value) => ({ value, label: offenceExclusionLabels[value] }))}
        />
        <TextArea label="Which other offences, and why" optional meta={meta("offenceExclusionDetails")} rows={3} />
      </fieldset>

      <CheckboxGroup
        legend="Documents an applicant will need"
        optional
        name="documentsNeeded"
        error={fields.documentsNeeded?.errors?.[0]}
        checked={checkedList("documentsNeeded")}
        choices={jobDocuments.map((value) => ({ value, label: jobDocumentLabels[value] }))}
      />

      {isNew ? (
        <RadioGroup
          legend="When to publish"
          meta={meta("status")}
          choices={newJobStatuses.map((value) => ({ value, label: value === "open" ? "Publish the role now" : "Save as a draft for now" }))}
        />
      ) : null}

      <Button ref={kit.submitButton} type="submit" size="lg">
        {isNew ? "Post the role" : "Save changes"}
      </Button>
    </SchemaForm>
  );
}

function choicesOf(name: "contractType" | "hours" | "recordCheck" | "status"): readonly string[] {
  return { contractType: contractTypes, hours: workingHours, recordCheck: recordChecks, status: newJobStatuses }[name];
}

/** Several checkboxes under one legend, posted under one name (the kit has single boxes and radio groups). */
function CheckboxGroup({
  legend,
  hint,
  optional,
  name,
  error,
  checked,
  choices,
}: {
  legend: string;
  hint?: string;
  optional?: boolean;
  name: string;
  error?: string;
  checked: string[];
  choices: { value: string; label: string }[];
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset data-field className="scroll-mt-24" aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}>
      <legend className="font-semibold text-ink">
        {legend}
        {optional ? <span className="font-normal text-ink-soft"> (optional)</span> : null}
      </legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="mt-3 space-y-3">
        {choices.map((choice) => (
          <div key={choice.value} className="flex items-start gap-3">
            <input
              type="checkbox"
              id={`${name}-${choice.value}`}
              name={name}
              value={choice.value}
              defaultChecked={checked.includes(choice.value)}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${name}-${choice.value}`} className="font-semibold text-ink">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
