import { type ReactNode, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { IslandButtonForm } from "~/components/ui/button-form";
import { formatCalendarDate } from "~/lib/dates";
import { kindLabels } from "../kinds";
import { guideLinkTopic, guideSections } from "../rule-wording";
import type { EntryResult } from "../rules";
import { recordName } from "../answer-words";
import { STATE_FIELD, type WizardState, serialiseState } from "../state";
import { resultsFor } from "../wizard-results";
import { type ResultSummary, summariseResults } from "../summary";
import { type HeadingLevel, headingTag } from "./heading";

/** The results of the checker: one card per caution or conviction, printable, and downloadable as a PDF. */

/** `basic`: the result's basic-check words, whose first sentence says what an open-ended result waits for. */
export const statusHeadline: Record<EntryResult["status"], (date: string | null, basic: string) => string> = {
  spent_immediately: () => "Spent immediately",
  spent: (date) => `Spent on ${date ? formatCalendarDate(date) : ""}`,
  not_spent: (date) => `Not spent yet: it will be spent on ${date ? formatCalendarDate(date) : ""}`,
  never_spent: () => "Never spent",
  indefinite: (_date, basic) => basic.split(".")[0] ?? "Not spent",
  not_a_conviction: () => "Not a conviction",
};

const statusTone: Record<EntryResult["status"], string> = {
  spent_immediately: "border-brand-600 bg-brand-50",
  spent: "border-brand-600 bg-brand-50",
  not_spent: "border-focus bg-accent-300/20",
  never_spent: "border-danger bg-red-50",
  indefinite: "border-focus bg-accent-300/20",
  not_a_conviction: "border-brand-600 bg-brand-50",
};

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function lawNote(today: string) {
  return (
    `Worked out on ${formatCalendarDate(today)} under the law of England and Wales in force since 28 October 2023 ` +
    `(the Rehabilitation of Offenders Act 1974, as amended by the Police, Crime, Sentencing and Courts Act 2022). ` +
    `Many convictions now become spent sooner than before. Tables from before that change, some still found online, give longer ` +
    `periods (for example 2 years for a prison sentence of up to 6 months) and are out of date: these dates follow the current law.`
  );
}

export function CheckerResults({
  state,
  today,
  headingLevel,
  headingId,
  actions,
  embedded,
  pdfAction,
}: {
  state: WizardState;
  today: string;
  headingLevel: HeadingLevel;
  headingId: string;
  actions?: ReactNode;
  embedded: boolean;
  /**
   * Where a page sent without React's scripts posts the answers for the PDF (the checker's own page): the PDF is
   * then made by the server, and app/lib/enhance-answers.js turns the note about printing into a Print button.
   */
  pdfAction?: string;
}) {
  const { results, sources, problems } = resultsFor(state.answers, today);
  const summary = summariseResults(results);
  const hydrated = useHydrated();
  const Heading = headingTag(headingLevel);
  const Sub = headingTag(headingLevel + 1);
  const Minor = headingTag(headingLevel + 2);

  const records = [...new Set(sources.map((source) => source.r))].map((r) => {
    const indexes = sources.flatMap((source, index) => (source.r === r ? [index] : []));
    return { r, entries: indexes.map((index) => ({ result: results[index]!, source: sources[index]! })) };
  });

  async function downloadPdf() {
    const { resultsPdf } = await import("../results-pdf");
    const blob = resultsPdf({ answers: state.answers, results, sources, today });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `disclosure-check-${today}.pdf`;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <div className="disclosure-results">
      <Heading id={headingId} tabIndex={-1} className={`${headingLevel === 1 ? "text-3xl sm:text-4xl" : "text-2xl"} font-bold tracking-tight focus:outline-none`}>
        Your results
      </Heading>
      {problems.length > 0 ? (
        <div role="alert" className="mt-6 rounded-lg border-4 border-danger bg-white p-5">
          <p className="font-semibold">We could not work out your results from these answers:</p>
          <ul className="mt-2 list-disc pl-6">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className="mt-2">Please change your answers, or start again.</p>
        </div>
      ) : (
        <>
          <p className="mt-4 max-w-prose text-lg">
            <SummaryLine summary={summary} />
          </p>
          <p className="mt-3 max-w-prose text-ink-soft">{lawNote(today)}</p>
          {sources.some((source) => source.approximate) ? (
            <p className="mt-3 max-w-prose rounded-lg border-l-4 border-focus bg-accent-300/20 px-4 py-3">
              <strong>Some dates are approximate</strong> because you were not sure of a date or length. Where you gave no day we used
              the last day of the month, and where you gave only the year, the last day of that year (or today, for this year). Check
              your court papers, or ask us, before you rely on them.
            </p>
          ) : null}

          <div className="mt-8 space-y-8">
            {records.map(({ r, entries }) => {
              const first = entries[0]!.result;
              const rules = [...new Set(entries.map((entry) => entry.result.rule))];
              const links = [...new Set(entries.map((entry) => entry.result.guideHref))];
              return (
                <section key={r} aria-labelledby={`result-${r}-heading`} className="break-inside-avoid rounded-xl border border-line bg-white p-5 sm:p-6">
                  <Sub id={`result-${r}-heading`} className="text-xl font-bold sm:text-2xl">
                    {recordName(state.answers, r)}
                    {entries.some((entry) => entry.source.approximate) ? " (approximate)" : ""}
                  </Sub>
                  <p className="mt-1 text-ink-soft">
                    {entries.map((entry) => (entry.result.recordType !== "conviction" ? kindLabels[state.answers.records[r]!.type as "simple_caution"] : sentenceLabel(state, entry.source))).join(", ")}
                  </p>
                  <p className={`mt-4 rounded-lg border-l-4 px-4 py-3 text-lg font-bold ${statusTone[first.status]}`}>
                    {statusHeadline[first.status](first.spent_date, first.basic_check)}
                  </p>
                  <Minor className="mt-5 text-lg font-semibold">If an employer asks, or asks for a basic check</Minor>
                  <p className="mt-1 max-w-prose">{first.basic_check}</p>
                  <Minor className="mt-5 text-lg font-semibold">If a role needs a standard or enhanced check</Minor>
                  <p className="mt-1 max-w-prose">{first.standard_enhanced_check}</p>
                  <Minor className="mt-5 text-lg font-semibold">The rule we used</Minor>
                  <ul className="mt-1 max-w-prose list-disc space-y-1 pl-6">
                    {rules.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ul>
                  <ul className="mt-3 space-y-1 print:hidden">
                    {links.map((href) => (
                      <li key={href}>
                        <a href={href} className="font-semibold text-brand-800 underline hover:no-underline">
                          Read about {guideLinkTopic(href)} in our Legal and Rights guide
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>

          <section aria-labelledby="results-next-heading" className="mt-10 max-w-prose">
            <Sub id="results-next-heading" className="text-xl font-bold">
              What you can do next
            </Sub>
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {embedded ? null : (
                <li>
                  <a href="/cv-builder?step=disclosure" className="font-semibold text-brand-800 underline hover:no-underline">
                    Write a disclosure letter in our CV builder
                  </a>
                  , if you need one.
                </li>
              )}
              <li>
                <a href={guideSections.whatToTell} className="font-semibold text-brand-800 underline hover:no-underline">
                  Read what you have to tell people
                </a>{" "}
                about spent and unspent convictions.
              </li>
              <li>
                <a href="/request-callback" className="font-semibold text-brand-800 underline hover:no-underline">
                  Request a call back
                </a>{" "}
                to talk this through with one of our team. This is general information, not legal advice.
              </li>
            </ul>
          </section>

          <div className="mt-8 flex flex-wrap gap-3 print:hidden">
            {hydrated ? (
              <>
                <Button type="button" variant="outline" onClick={() => window.print()}>
                  Print these results
                </Button>
                <Button type="button" variant="outline" onClick={() => void downloadPdf()}>
                  Save as a PDF
                </Button>
              </>
            ) : pdfAction ? (
              <>
                <p data-print-note className="text-ink-soft">
                  To keep these results, use your browser&rsquo;s Print option: it can also save them as a PDF.
                </p>
                <template data-print-button>
                  <Button type="button" variant="outline">
                    Print these results
                  </Button>
                </template>
                {/* The CV builder's island carries this module too, so its form is the island-safe one (no React Router). */}
                <IslandButtonForm method="post" action={pdfAction} label="Save as a PDF" values={{ [STATE_FIELD]: serialiseState(state) }}>
                  <Button type="submit" variant="outline">
                    Save as a PDF
                  </Button>
                </IslandButtonForm>
              </>
            ) : (
              <p className="text-ink-soft">To keep these results, use your browser&rsquo;s Print option: it can also save them as a PDF.</p>
            )}
            {actions}
          </div>
          <p className="mt-4 max-w-prose text-ink-soft print:hidden">
            We do not keep your answers. They are gone when you leave this page, unless you print or save them.
          </p>
        </>
      )}
    </div>
  );
}

function sentenceLabel(state: WizardState, source: { r: number; s: number }): string {
  const sentence = state.answers.records[source.r]?.sentences[source.s];
  if (!sentence) return "";
  return sentence.kind === "excluded" ? "Life, public protection or extended sentence" : sentence.kind ? kindLabels[sentence.kind] : "";
}

function SummaryLine({ summary }: { summary: ResultSummary }) {
  switch (summary.outcome) {
    case "all-spent":
      return <>Everything you told us is spent. For most jobs you do not have to tell an employer about it.</>;
    case "unspent":
      return <>Something you told us is not spent yet. Read what that means for each one below.</>;
    default:
      return null;
  }
}
