import { Checkbox, Select, TextField } from "~/components/ui/field";
import { FilterForm } from "~/components/ui/filter-form";
import { contractTypes, workingHours } from "../../../../db/schema/vocabulary";
import { contractLabels, hoursLabels } from "../job-labels";
import { DISTANCES, SALARY_UNREAD_MESSAGE, type JobSearch } from "../search-params";

const signalChoices = [
  { value: "ban-the-box", label: "Employer has signed up to Ban the Box" },
  { value: "no-check", label: "No criminal record check needed" },
  { value: "unspent", label: "Open to people with unspent convictions" },
] as const;

/** The board's filters: a plain GET form, so every filter lives in the URL and works without JavaScript. */
export function JobSearchForm({ search, sectors }: { search: JobSearch; sectors: string[] }) {
  return (
    // resetKey: a new search in the URL (back button, a link) resets the boxes to what it holds.
    <FilterForm
      label="Search jobs"
      action="/jobs"
      resetKey={JSON.stringify(search)}
      submitLabel="Search jobs"
      clear={{ to: "/jobs", label: "Clear all filters" }}
      className="space-y-6"
      footer="flex flex-wrap items-center gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Job title or keywords" name="q" type="search" defaultValue={search.words} maxLength={100} />
        <TextField label="Town, city or postcode" name="where" defaultValue={search.place} maxLength={100} autoComplete="address-level2" />
        <Select
          label="Distance"
          name="miles"
          defaultValue={String(search.miles)}
          choices={DISTANCES.map((miles) => ({ value: String(miles), label: `Within ${miles} miles` }))}
        />
        <Select label="Sector" name="sector" defaultValue={search.sector} placeholder="Any sector" choices={sectors.map((sector) => ({ value: sector, label: sector }))} />
        <TextField
          label="Lowest salary, in pounds a year"
          hint="Hourly pay counts as 37½ hours a week. For example, 24000."
          name="salary"
          inputMode="numeric"
          defaultValue={search.salaryUnread || (search.salaryFloor ? String(search.salaryFloor) : "")}
          error={search.salaryUnread ? SALARY_UNREAD_MESSAGE : undefined}
          width="md"
        />
        <Select
          label="Sort by"
          name="sort"
          defaultValue={search.sort}
          choices={[
            { value: "closing", label: "Closing date, soonest first" },
            { value: "distance", label: "Distance, nearest first" },
            { value: "newest", label: "Newest first" },
          ]}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-3">
        <fieldset>
          <legend className="font-semibold">Hours</legend>
          <div className="mt-2 space-y-2">
            {workingHours.map((hours) => (
              <Checkbox key={hours} id={`hours-${hours}`} name="hours" value={hours} label={hoursLabels[hours]} defaultChecked={search.hours.includes(hours)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold">Contract type</legend>
          <div className="mt-2 space-y-2">
            {contractTypes.map((contract) => (
              <Checkbox key={contract} id={`contract-${contract}`} name="contract" value={contract} label={contractLabels[contract]} defaultChecked={search.contracts.includes(contract)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold">Fair chance</legend>
          <div className="mt-2 space-y-2">
            {signalChoices.map((signal) => (
              <Checkbox key={signal.value} id={`signal-${signal.value}`} name="signal" value={signal.value} label={signal.label} defaultChecked={search.signals.includes(signal.value)} />
            ))}
          </div>
        </fieldset>
      </div>
    </FilterForm>
  );
}
