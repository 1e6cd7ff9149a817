import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { Link } from "~/components/ui/router-link";
import { Button } from "~/components/ui/button";
import { TextArea } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { crisisHelplines, emergencyNumber, helplineHref, helplineLinkText } from "~/features/resources/helplines";
import { telHref, useOrganisation } from "~/lib/organisation";
import { MAX_QUESTION_LENGTH, questionSchema } from "../question";
import type { AssistantAnswer, AssistantMode } from "../types";
import { AnswerBlocks } from "./answer-blocks";
import { CheckerButton } from "./checker-button";

/** What the page's action answers: an answer, or the form refused (no question, too long, too many asked). */
export type AssistantView = { kind: "answer"; answer: AssistantAnswer } | { kind: "refused"; result: SubmissionResult<string[]> };

const linkClass = "font-semibold text-brand-800 underline hover:no-underline";

/** How to reach a person and the crisis lines: the end of every answer. */
export function ReachAPerson() {
  const organisation = useOrganisation();
  const samaritans = crisisHelplines.find((line) => line.name === "Samaritans");
  const shout = crisisHelplines.find((line) => line.name === "Shout");
  return (
    <div className="mt-5 border-t border-line pt-4 text-ink">
      <p>
        <strong>Talk to a person:</strong>{" "}
        <Link to="/request-callback" className={linkClass}>
          request a call back
        </Link>{" "}
        or call us on{" "}
        <a href={telHref(organisation.phone)} className={linkClass}>
          {organisation.phone}
        </a>{" "}
        ({organisation.openingHours}).
      </p>
      <p className="mt-2">
        <strong>If you are struggling right now:</strong>{" "}
        {samaritans ? (
          <a href={helplineHref(samaritans)} className={linkClass}>
            {helplineLinkText(samaritans)}
          </a>
        ) : null}
        {shout ? (
          <>
            {" "}
            or{" "}
            <a href={helplineHref(shout)} className={linkClass}>
              {helplineLinkText(shout)}
            </a>
          </>
        ) : null}
        , free, 24 hours a day. In an emergency,{" "}
        <a href={helplineHref(emergencyNumber)} className={linkClass}>
          call 999
        </a>
        .{" "}
        <Link to="/resources#crisis-support" className={linkClass}>
          More helplines
        </Link>
      </p>
    </div>
  );
}

/**
 * The 'Ask a question' box: a form that posts to the page as a whole document, so it works without JavaScript. Its
 * page is sent without React's scripts: app/lib/enhance-submit-label.js shows 'Finding an answer...' while the
 * question is sent, and app/lib/enhance-answers.js focuses the answer (data-focus-on-load) when the page comes back
 * with it; a refusal comes back with the kit's error summary, which takes focus itself. Where React runs, the
 * browser checks questionSchema first, as the action does.
 */
export function AssistantBox({ mode, model, view }: { mode: AssistantMode; model: string | null; view: AssistantView | undefined }) {
  const answer = view?.kind === "answer" ? view.answer : null;
  const kit = useSchemaForm({
    id: "assistant",
    schema: questionSchema,
    lastResult: view?.kind === "refused" ? view.result : undefined,
    defaultValue: answer ? { question: answer.question } : undefined,
  });
  const typed = kit.fields.question?.initialValue;
  // For a visitor whose pages React runs (one who accepted analytics), React moves focus as the script would.
  useEffect(() => {
    if (answer) document.getElementById("assistant-answer-heading")?.focus();
  }, [answer]);

  return (
    <div className="max-w-3xl">
      <p className="rounded-lg border-l-4 border-brand-700 bg-white px-4 py-3">
        {mode === "model" ? (
          <>
            <strong>How answers are written:</strong> an AI model{model ? ` (${model})` : ""} writes each answer from sections of our own
            guides that match your question, and we list them below it. Your question is sent to that service with dates, numbers and
            email addresses taken out. Please do not include your name or details of your case.
          </>
        ) : (
          <>
            <strong>How answers are found:</strong> we search our own guides (the Resources hub, our Legal and Rights guide and the
            disclosure helper&rsquo;s rules) and show the parts that match your question, with links to read more. No AI service is
            used, and your question is not kept.
          </>
        )}
      </p>
      <SchemaForm kit={kit} summary={["question"]} idFor={() => "assistant-question"} method="post" reloadDocument className="mt-6" aria-label="Ask a question">
        <input type="hidden" name="intent" value="ask" />
        <TextArea
          key={kit.fields.question?.key}
          id="assistant-question"
          name="question"
          label="Your question"
          hint="For example: when is a fine spent? Do I have to tell an employer about a caution?"
          rows={3}
          maxLength={MAX_QUESTION_LENGTH}
          defaultValue={typeof typed === "string" ? typed : ""}
          error={kit.fields.question?.errors?.[0]}
        />
        <Button ref={kit.submitButton} type="submit" size="lg" className="mt-4" data-submitting-label="Finding an answer...">
          Ask
        </Button>
      </SchemaForm>

      {answer ? (
        <section aria-labelledby="assistant-answer-heading" className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6">
          <h3 id="assistant-answer-heading" data-focus-on-load="" tabIndex={-1} className="text-xl font-bold focus:outline-none">
            Our answer
          </h3>
          <p className="mt-1 text-ink-soft">You asked: &ldquo;{answer.question}&rdquo;</p>
          {answer.notice ? <p className="mt-3 rounded-lg bg-accent-300/20 px-3 py-2">{answer.notice}</p> : null}
          <AnswerBlocks blocks={answer.blocks} />
          {answer.checker ? <CheckerButton checker={answer.checker} /> : null}
          {answer.sources.length > 0 ? (
            <>
              <h4 className="mt-5 font-semibold">{answer.mode === "model" ? "Written from these sections of our guides" : "Read more in our guides"}</h4>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {answer.sources.map((source) => (
                  <li key={`${source.href}-${source.title}`}>
                    <Link to={source.href} className={linkClass}>
                      {source.title}
                    </Link>{" "}
                    <span className="text-ink-soft">({source.source})</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-4 text-sm text-ink-soft">This is general information, not legal advice.</p>
          <ReachAPerson />
        </section>
      ) : null}
    </div>
  );
}
