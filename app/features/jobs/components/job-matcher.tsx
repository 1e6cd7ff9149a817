import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { RadioGroup, Select, TextArea, TextField } from "~/components/ui/field";
import { PageHero, Section } from "~/components/ui/section";
import type { MatcherForm } from "../matcher-params";
import type { RankedRole } from "../matcher.server";
import { DISTANCES } from "../search-params";
import { JobList } from "./job-list";

export const matcherTitle = "Job Matcher";

type Props = {
  form: MatcherForm;
  fromProfile: boolean;
  results: { matches: RankedRole[]; unknownPlace: boolean } | null;
};

/** The matcher: what you can do and want, then live roles ranked by fit, each with the reasons. */
export function JobMatcher({ form, fromProfile, results }: Props) {
  return (
    <>
      <PageHero
        title={matcherTitle}
        lead="Tell us what you can do and what you are looking for. We will show the open roles that fit best, and why."
      />
      <Section tone="tinted" className="!py-8">
        {fromProfile ? <p className="mb-6 font-semibold">We have filled this in from your profile. Change anything you like.</p> : null}
        <Form method="get" action="/job-matcher" key={JSON.stringify(form)} className="max-w-3xl space-y-6" aria-label="Match me to jobs">
          <TextArea label="Your skills" hint="Separate them with commas, for example: forklift, food hygiene, customer service." name="skills" rows={3} defaultValue={form.skills} maxLength={500} />
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
          <Button type="submit">Find matching jobs</Button>
        </Form>
      </Section>
      {results ? (
        <Section>
          <h2 className="text-2xl font-bold" aria-live="polite">
            {results.matches.length ? `Your best ${results.matches.length === 1 ? "match" : `${results.matches.length} matches`}` : "No roles match yet"}
          </h2>
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
