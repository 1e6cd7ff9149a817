import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button } from "~/components/ui/button";
import { FieldError, Hint, RadioGroup, Select, TextArea, TextField, radioId } from "~/components/ui/field";
import { Table } from "~/components/ui/table";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { formatDateTime } from "~/lib/dates";
import { contractTypes, homeAreas, jobDocuments, recordChecks, salaryPeriods, workingHours } from "../../../../db/schema/vocabulary";
import type { JobChangeRow } from "../employer-jobs.server";
import {
  contractTypeLabels,
  homeAreaLabels,
  jobChangeLabels,
  jobDocumentLabels,
  jobFieldLabels,
  jobFormFieldNames,
  jobFormSchema,
  offenceKindLabels,
  offenceKinds,
  offencePolicies,
  offencePolicyLabels,
  recordCheckDescriptions,
  recordCheckLabels,
  salaryPeriodLabels,
  workingHoursLabels,
  workplaces,
  type JobChangeKind,
  type JobFormValues,
} from "../job-form";
import { NoOrganisation, PageTop, type JobsMode } from "./employer-jobs";

type JobFormActionData = { result?: SubmissionResult<string[]> } | DemoRefusal;

const emptyRole: JobFormValues = { vacancies: "1", documentsNeeded: ["cv"] };

/** The form to post a new role (perhaps started from a past one) or change one, and a role's change history. */
export function JobFormView({
  mode,
  base,
  hasOrganisation,
  job,
  duplicateOf,
  history,
}: {
  mode: JobsMode;
  base: string;
  hasOrganisation: boolean;
  /** Null for a new role. */
  job: { id: string; title: string; status: string; values: JobFormValues; foundPlace: string | null } | null;
  /** A new role started from a past one: its title and fields. */
  duplicateOf?: { title: string; values: JobFormValues } | null;
  history?: JobChangeRow[];
}) {
  const title = job ? `Change ${job.title}` : "Post a role";
  const lead = duplicateOf ? (
    <p>This form starts from {duplicateOf.title}. Check every answer and choose a new closing date. You will see a preview before it is published.</p>
  ) : job ? (
    <p>{job.status === "open" ? "This role is live: your changes show on the jobs board as soon as you save them." : "You will see a preview after saving."}</p>
  ) : (
    <p>All fields are required unless marked optional. You will see a preview before it is published.</p>
  );
  return (
    <>
      <PageTop mode={mode} title={title} lead={lead} />
      <DashboardSection id="role-form" title="About the role">
        <p className="mb-6 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={base} className="text-brand-700 underline">
            Back to your roles
          </Link>
          {job ? (
            <Link to={`${base}/${job.id}/preview`} className="text-brand-700 underline">
              Preview this role
            </Link>
          ) : null}
        </p>
        {hasOrganisation ? <JobForm isNew={job === null} values={job?.values ?? duplicateOf?.values} foundPlace={job?.foundPlace ?? null} /> : <NoOrganisation />}
      </DashboardSection>
      {job && history ? <JobHistory history={history} /> : null}
    </>
  );
}

function JobForm({ isNew, values, foundPlace }: { isNew: boolean; values?: JobFormValues; foundPlace: string | null }) {
  const actionData = useActionData<JobFormActionData>();
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: "job-form",
    schema: jobFormSchema,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: (refused ?? values ?? emptyRole) as Record<string, string>,
  });
  const { fields } = kit;
  const radios: Record<string, readonly string[]> = { workplace: workplaces, homeArea: homeAreas, contractType: contractTypes, hours: workingHours, recordCheck: recordChecks, offencePolicy: offencePolicies };
  const idFor = (name: string) => {
    const choices = radios[name];
    if (choices) return radioId(fields[name]?.name ?? name, choices[0]!);
    if (name === "offenceKinds") return `offenceKinds-${offenceKinds[0]}`;
    if (name === "documentsNeeded") return `documentsNeeded-${jobDocuments[0]}`;
    return fields[name]?.id ?? name;
  };
  const meta = (name: (typeof jobFormFieldNames)[number]) => fields[name]!;
  const checkedList = (name: "offenceKinds" | "documentsNeeded"): string[] => {
    const value = fields[name]?.initialValue;
    return Array.isArray(value) ? (value as string[]) : typeof value === "string" ? [value] : [];
  };
  // The place found is shown while the form holds what was saved, not once the person has typed something new.
  const placeTyped = fields.place?.initialValue;
  const placeHint = foundPlace && placeTyped && placeTyped === values?.place ? `Found: ${foundPlace}. If that is wrong, enter the town or the full postcode again.` : "A town or city, or the workplace's postcode, such as LS11 5QN.";
  return (
    <SchemaForm kit={kit} summary={jobFormFieldNames} idFor={idFor} method="post" aria-label={isNew ? "Post a role" : "Change the role"} className="max-w-3xl space-y-8">
      <input type="hidden" name="intent" value="save" />
      <TextField label="Job title" meta={meta("title")} width="md" />
      <TextField label="Sector" hint="For example, Hospitality, Construction or Logistics." meta={meta("sector")} width="md" />
      <TextArea label="What the role involves" meta={meta("description")} rows={6} />

      <fieldset className="space-y-6">
        <legend className="text-xl font-semibold text-ink">Where the work is</legend>
        <RadioGroup
          legend="Where the work is done"
          meta={meta("workplace")}
          choices={[
            { value: "workplace", label: "At a workplace", description: "Enter its town or postcode below." },
            { value: "home", label: "It can be done from home", description: "Choose below the area the role takes people from." },
          ]}
        />
        <TextField label="Town or postcode of the workplace" hint={placeHint} meta={meta("place")} width="md" autoComplete="off" />
        <RadioGroup
          legend="For work from home: the area it covers"
          hint="The role shows in searches from places in this area only. Choose the whole UK only if anyone in the country can do it."
          meta={meta("homeArea")}
          choices={homeAreas.map((value) => ({ value, label: homeAreaLabels[value] }))}
        />
      </fieldset>

      <fieldset className="space-y-6">
        <legend className="text-xl font-semibold text-ink">Contract, hours and pay</legend>
        <RadioGroup legend="Type of contract" meta={meta("contractType")} choices={contractTypes.map((value) => ({ value, label: contractTypeLabels[value] }))} />
        <RadioGroup legend="Working hours" meta={meta("hours")} choices={workingHours.map((value) => ({ value, label: workingHoursLabels[value] }))} />
        <TextField label="Hours a week" optional hint="Whole or half hours, such as 37.5." meta={meta("hoursPerWeek")} width="short" inputMode="decimal" />
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField label="Pay from, in pounds" meta={meta("salaryMin")} inputMode="decimal" />
          {/* No hint here: the three boxes line up; an empty "to" is a single rate. */}
          <TextField label="Pay to, in pounds" optional meta={meta("salaryMax")} inputMode="decimal" />
          <Select label="Pay is" placeholder="Choose one" meta={meta("salaryPeriod")} choices={salaryPeriods.map((value) => ({ value, label: salaryPeriodLabels[value] }))} />
        </div>
        <TextField label="How many people you are hiring" meta={meta("vacancies")} width="short" inputMode="numeric" />
        <TextField label="Closing date" hint="For example, 31/03/2027. The role closes itself at the end of this day." meta={meta("closingDate")} width="md" />
      </fieldset>

      <fieldset className="space-y-6">
        <legend className="text-xl font-semibold text-ink">Criminal records</legend>
        <RadioGroup
          legend="Criminal record check the role needs"
          hint={<RecordCheckHelp />}
          meta={meta("recordCheck")}
          choices={recordChecks.map((value) => ({ value, label: recordCheckLabels[value], description: recordCheckDescriptions[value] }))}
        />
        <RadioGroup
          legend="Offences and this role"
          hint="Candidates see this before they apply. Exclude only what the role's duties justify."
          meta={meta("offencePolicy")}
          choices={offencePolicies.map((value) => ({ value, label: offencePolicyLabels[value] }))}
        />
        <CheckboxGroup
          legend="If some kinds are excluded: which kinds"
          optional
          name="offenceKinds"
          error={fields.offenceKinds?.errors?.[0]}
          checked={checkedList("offenceKinds")}
          choices={offenceKinds.map((value) => ({ value, label: offenceKindLabels[value] }))}
        />
        <TextArea
          label="Which offences are excluded, and why"
          hint="Needed if some kinds are excluded. You may also add a note for any other answer."
          meta={meta("offenceExclusionDetails")}
          rows={3}
        />
      </fieldset>

      <CheckboxGroup
        legend="Documents an applicant will need"
        optional
        name="documentsNeeded"
        error={fields.documentsNeeded?.errors?.[0]}
        checked={checkedList("documentsNeeded")}
        choices={jobDocuments.map((value) => ({ value, label: jobDocumentLabels[value] }))}
      />

      <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving..." size="lg">
        {isNew ? "Save and preview" : "Save changes"}
      </Button>
    </SchemaForm>
  );
}

/** Which roles may ask for which check, in the law reference's words, with its source. */
function RecordCheckHelp() {
  return (
    <>
      Most jobs may ask for a basic check at most. Standard and enhanced checks are only for roles listed as exceptions to the Rehabilitation of
      Offenders Act (for example work with children or vulnerable adults, some regulated professions). A protected (filtered) conviction or caution
      never has to be disclosed, not even for those roles. Source: GOV.UK, &ldquo;DBS filtering guide&rdquo; (updated 28 October 2023).
    </>
  );
}

/** Who changed the role, when, and which fields: kept for every change since it was first saved. */
function JobHistory({ history }: { history: JobChangeRow[] }) {
  return (
    <DashboardSection id="role-history" title="Change history">
      {history.length === 0 ? (
        <p>No changes have been recorded for this role yet.</p>
      ) : (
        <Table
          caption="Changes to this role, newest first"
          rowKey={(row) => row.id}
          rows={history}
          columns={[
            { header: "When", rowHeader: true, cell: (row) => formatDateTime(row.changedAt) },
            { header: "Who", cell: (row) => row.changedByName ?? "Former user" },
            { header: "What", cell: (row) => jobChangeLabels[row.change as JobChangeKind] ?? row.change },
            { header: "Fields changed", cell: (row) => (row.fields.length ? row.fields.map((name) => jobFieldLabels[name as keyof typeof jobFieldLabels] ?? name).join(", ") : "None") },
          ]}
        />
      )}
    </DashboardSection>
  );
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
