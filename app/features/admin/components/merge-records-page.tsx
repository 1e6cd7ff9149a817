import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { FilterForm } from "~/components/ui/filter-form";
import { Button } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate } from "~/lib/dates";
import { mergeMessages, mergeRecordsSchema } from "../merge-records";
import type { MergeRecordsPage as PageData, RecordSummary } from "../merge-records.server";

type MergeActionData = { result: SubmissionResult<string[]> } | undefined;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** /dashboard/admin/merge-records: find two records of one person, compare them, and merge one into the other. */
export function MergeRecordsPage({ query, results, pair, done, sameJob }: PageData) {
  // A refusal sent to the page without the two records in its address has no comparison to show it beside.
  const answer = useActionData<MergeActionData>();
  const stray = pair ? [] : (answer?.result.error?.[""] ?? []);
  return (
    <>
      <DashboardHeader
        eyebrow="Administration"
        title="Merge two records"
        lead={<p>When one person has two records (for example, a partner referred them before they had an account), merge them so their caseworker, partners and employers see one person.</p>}
      />
      {done ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice focusOn={done} className="max-w-3xl">
            <p>The records are merged. Everything from the merged record is now on the record you kept, and the merged record has been deleted.</p>
            {sameJob > 0 ? <p className="mt-2">Both records had applied for the same job {sameJob === 1 ? "once" : `${sameJob} times`}: the kept record&apos;s application stays, and the other was removed.</p> : null}
          </Notice>
        </div>
      ) : null}
      {stray.length > 0 ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice tone="error" focusOn={answer} className="max-w-3xl">
            {stray.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Notice>
        </div>
      ) : null}
      <DashboardSection id="find" title="Find the records">
        <FilterForm label="Find records by name" submitLabel="Search" submitVariant="outline" resetKey={query} className="flex max-w-3xl flex-wrap items-end gap-4">
          <TextField className="min-w-60 flex-1" label="Person's name" id="merge-search" name="q" type="search" defaultValue={query} maxLength={200} />
        </FilterForm>
        {results ? <Results query={query} results={results} chosen={pair ? { keep: pair.keep?.id, merge: pair.merge?.id } : {}} /> : null}
      </DashboardSection>
      {pair ? <Compare pair={pair} query={query} /> : null}
    </>
  );
}

/** The search results, with the pair being compared still chosen (the radios keep the admin's choice). */
function Results({ query, results, chosen }: { query: string; results: RecordSummary[]; chosen: { keep?: string; merge?: string } }) {
  if (results.length === 0) return <p className="mt-6">No record has a name containing &ldquo;{query}&rdquo;.</p>;
  return (
    <FilterForm label="Choose two records" submitLabel="Compare the two records" resetKey={`${query}|${chosen.keep}|${chosen.merge}`} className="mt-6 grid justify-items-start gap-4">
      <input type="hidden" name="q" value={query} />
      <fieldset className="w-full">
        <legend className="text-lg font-bold">Choose the record to keep and the record to merge into it</legend>
        <ul className="mt-4 grid gap-4">
          {results.map((record) => (
            <li key={record.id} className="rounded-xl border border-line bg-white p-5">
              <RecordFacts record={record} level="h3" />
              <div className="mt-3 flex flex-wrap gap-6">
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name="keep" value={record.id} defaultChecked={record.id === chosen.keep} className="size-5" />
                  Keep this record<span className="sr-only"> of {record.name}</span>
                </label>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name="merge" value={record.id} defaultChecked={record.id === chosen.merge} className="size-5" />
                  Merge this record into it<span className="sr-only"> ({record.name})</span>
                </label>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
    </FilterForm>
  );
}

function RecordFacts({ record, level }: { record: RecordSummary; level: "h3" | "h4" }) {
  const Heading = level;
  return (
    <>
      <Heading className="text-lg font-bold break-words">{record.name}</Heading>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-semibold">Account</dt>
        <dd className="break-all">{record.email ?? "No account"}</dd>
        <dt className="font-semibold">Caseworker</dt>
        <dd>{record.caseworker ?? "None yet"}</dd>
        <dt className="font-semibold">Holds</dt>
        <dd>
          {plural(record.referrals, "referral")}, {plural(record.applications, "application")}, {plural(record.appointments, "appointment")}
        </dd>
        <dt className="font-semibold">Created</dt>
        <dd>{formatDate(record.createdAt)}</dd>
      </dl>
    </>
  );
}

function Compare({ pair, query }: { pair: NonNullable<PageData["pair"]>; query: string }) {
  const answer = useActionData<MergeActionData>();
  const kit = useSchemaForm({ id: "merge-records", schema: mergeRecordsSchema, lastResult: answer?.result });
  const back = query ? `${areaPath("adminMergeRecords")}?${new URLSearchParams({ q: query })}` : areaPath("adminMergeRecords");
  return (
    <DashboardSection id="compare" title="Compare the two records" tone="tinted">
      {pair.refusal ? (
        <Notice tone="error" className="mb-6 max-w-3xl">
          <p>{mergeMessages[pair.refusal]}</p>
        </Notice>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {([
          ["Record to keep", pair.keep],
          ["Record to merge into it, then delete", pair.merge],
        ] as const).map(([title, record]) => (
          <section key={title} aria-label={title} className="rounded-xl border border-line bg-white p-5">
            <h3 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{title}</h3>
            {record ? <RecordFacts record={record} level="h4" /> : <p className="mt-2">No record to show.</p>}
          </section>
        ))}
      </div>
      {!pair.refusal && pair.keep && pair.merge ? (
        <ConfirmPanel
          id="merge-question"
          level="h3"
          className="mt-6 max-w-3xl bg-white p-5"
          question={`Merge ${pair.merge.name}'s record into the one you keep?`}
          consequence="Their referrals, applications, appointments, notes, checklist, messages and everything else move to the record you keep. Where both records have the same thing, the kept record's caseworker and job applications stay, and the further-along checklist item and the newer CV stay. If only the merged record has an account, the account moves too. A partner that referred the record without an account sees nothing more than its referral until the person chooses in their settings. The merged record is then deleted. This cannot be undone."
          cancelTo={back}
          focusOn={pair.merge.id}
        >
          <SchemaForm kit={kit} summaryClassName="mb-4 w-full" method="post" aria-label="Merge the records">
            <input type="hidden" name="intent" value="merge" />
            <input type="hidden" name="keep" value={pair.keep.id} />
            <input type="hidden" name="merge" value={pair.merge.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button ref={kit.submitButton} type="submit" data-submitting-label="Merging..." variant="danger">
              Yes, merge the records
            </Button>
          </SchemaForm>
        </ConfirmPanel>
      ) : null}
    </DashboardSection>
  );
}
