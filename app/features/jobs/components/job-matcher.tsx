import { Link } from "~/components/ui/router-link";
import { Checkbox, RadioGroup, Select, TextArea, TextField } from "~/components/ui/field";
import { FilterForm } from "~/components/ui/filter-form";
import { PageHero, Section } from "~/components/ui/section";
import { LEAVE_OUT_PARAM, LEAVE_OUT_VALUE, type MatcherForm } from "../matcher-params";
import type { RankedRole } from "../matcher.server";
import { DISTANCES } from "../search-params";
import { JobList } from "./job-list";

export const matcherTitle = "Job Matcher";

/** "Leave out roles my record would rule out": offered to a candidate with a saved checker result. */
export type RecordFilter = { offered: boolean; applied: boolean; noCategories: boolean };

type Props = {
  form: MatcherForm;
  fromProfile: boolean;
  recordFilter: RecordFilter;
  /** Whether any role is open on the jobs board: with none, there is nothing to match yet. */
  boardOpen: boolean;
  results: { matches: RankedRole[]; unknownPlace: boolean; leftOut: number } | null;
};

function BoardNotOpen({ className }: { className: string }) {
  return (
    <p className={`max-w-3xl ${className}`} role="status">
      Our jobs board has no open roles yet, so there is nothing to match for now. Our team can{" "}
      <Link to="/request-callback" className="font-semibold text-brand-700 underline">
        match you with employers by phone
      </Link>
      .
    </p>
  );
}

/** What was left out, in general words: never which roles, and never anything of the record. */
export function leftOutText(filter: RecordFilter, leftOut: number): string | null {
  if (!filter.applied) return null;
  if (filter.noCategories) {
    return "No role was left out: your saved result names no kind of offence. To use this, check again and tick the kinds of offence when you save.";
  }
  if (leftOut === 0) return "No role was left out: none that matched rules out a kind of offence you told us about on a check that would show your record.";
  return `We left out ${leftOut === 1 ? "1 role" : `${leftOut} roles`} that would have matched: ${leftOut === 1 ? "its employer rules" : "each employer rules"} out a kind of offence you told us about, and the role's criminal record check would show your record.`;
}

/** The matcher: what you can do and want, then live roles ranked by fit, each with the reasons. */
export function JobMatcher({ form, fromProfile, recordFilter, boardOpen, results }: Props) {
  const leftOut = results ? leftOutText(recordFilter, results.leftOut) : null;
  return (
    <>
      <PageHero
        title={matcherTitle}
        lead="Tell us what you can do and what you are looking for. We will show the open roles that fit best, and why."
      />
      <Section tone="tinted" className="!py-8">
        {boardOpen ? null : <BoardNotOpen className="mb-6 font-semibold" />}
        {fromProfile ? <p className="mb-6 font-semibold">We have filled this in from your profile. Change anything you like.</p> : null}
        <FilterForm label="Match me to jobs" action="/job-matcher#matches" resetKey={JSON.stringify(form)} submitLabel="Find matching jobs" className="max-w-3xl space-y-6">
          <TextArea label="Your skills" hint="Separate them with commas, for example: forklift, food hygiene, customer service." name="skills" rows={3} defaultValue={form.skills} maxLength={500} optional />
          <TextField label="Work you are interested in" hint="For example: warehouse, catering, construction." name="interests" defaultValue={form.interests} maxLength={300} optional />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Town, city or postcode" name="where" defaultValue={form.place} maxLength={100} optional />
            <Select label="How far you can travel" name="miles" defaultValue={String(form.miles)} choices={DISTANCES.map((miles) => ({ value: String(miles), label: `Up to ${miles} miles` }))} />
          </div>
          <RadioGroup
            legend="Hours you can work"
            name="availability"
            defaultValue={form.availability}
            choices={[
              { value: "either", label: "Full-time or part-time" },
              { value: "full_time", label: "Full-time" },
              { value: "part_time", label: "Part-time" },
            ]}
          />
          {recordFilter.offered ? (
            <Checkbox
              name={LEAVE_OUT_PARAM}
              value={LEAVE_OUT_VALUE}
              label="Leave out roles my record would rule out"
              hint="Uses the result you saved from the disclosure checker. It is compared on our server and never shown to employers, and we do not keep which roles were left out."
              defaultChecked={form.leaveOut}
            />
          ) : null}
        </FilterForm>
      </Section>
      {results ? (
        <Section>
          <h2 id="matches" className="scroll-mt-24 text-2xl font-bold" aria-live="polite">
            {results.matches.length ? `Your best ${results.matches.length === 1 ? "match" : `${results.matches.length} matches`}` : "No roles match yet"}
          </h2>
          {leftOut ? (
            <p className="mt-2 max-w-3xl" role="status">
              {leftOut}
            </p>
          ) : null}
          {results.unknownPlace ? (
            <p className="mt-2 text-ink-soft" role="status">
              We could not find the place “{form.place}”, so these roles are from anywhere.
            </p>
          ) : null}
          {results.matches.length ? (
            <ol className="mt-6 space-y-6">
              {results.matches.map((match) => (
                <li key={match.id}>
                  <JobList jobs={[match]} />
                  <p className="mt-2 font-semibold">Why it matches</p>
                  <ul className="mt-1 list-disc pl-6">
                    {match.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          ) : !boardOpen ? (
            <BoardNotOpen className="mt-3" />
          ) : (
            <p className="mt-3">
              Try other words for your skills, a wider distance, or{" "}
              <Link to="/jobs" className="font-semibold text-brand-700 underline">
                browse all jobs
              </Link>
              . Our team can also{" "}
              <Link to="/request-callback" className="font-semibold text-brand-700 underline">
                match you by phone
              </Link>
              .
            </p>
          )}
        </Section>
      ) : null}
    </>
  );
}
