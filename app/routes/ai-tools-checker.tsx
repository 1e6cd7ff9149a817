import { type ComponentProps, useEffect } from "react";
import { data } from "react-router";
import { ButtonForm } from "~/components/ui/button-form";
import { OPEN_INTENT } from "~/features/assistant/components/checker-button";
import { areaPath } from "~/features/dashboards/areas";
import { CheckerStep } from "~/features/disclosure-check/components/checker-step";
import type { FormShell } from "~/features/disclosure-check/components/question-parts";
import { SAVED_NOTICE, type SaveOutcome, type Saver, SaveResult } from "~/features/disclosure-check/components/save-result";
import { checkerSaver, saveFromChecker } from "~/features/disclosure-check/save-action.server";
import type { StepErrors } from "~/features/disclosure-check/answer-checks";
import { STATE_FIELD, type WizardState, initialState, parseState } from "~/features/disclosure-check/state";
import { advance } from "~/features/disclosure-check/wizard";
import { londonDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";
import type { Route } from "./+types/ai-tools-checker";
import { readForm } from "~/lib/read-form.server";

// Every step is a plain form posted to this page and answered with the next one, so the page is sent without
// React's scripts (docs/decisions/0017): app/lib/enhance-answers.js moves focus to the new question or the results
// and draws the Print button. The first question is the same for every anonymous visitor, so it is kept in memory.
export const handle: PageHandle = { scripts: false, enhance: ["submit-label", "answers"], cache: true };

export const meta = () =>
  pageMeta(
    "Check if your conviction is spent",
    "Find out when a caution or conviction is spent in England and Wales, and what to say for basic, standard and enhanced checks.",
  );

const CHECKER_PATH = "/candidates/ai-tools/checker";
const PDF_PATH = `${CHECKER_PATH}/results.pdf`;

type PageData = { state: WizardState; errors?: StepErrors; today: string; lost: boolean; saver: Saver; outcome?: SaveOutcome; problem?: string };

/**
 * Nothing is stored unless a signed-in candidate presses "Save to my account": the answers travel in the form,
 * and this page works the same with or without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { state: initialState(), errors: undefined, today: londonDate(new Date()), lost: false, saver: await checkerSaver(context, request) } satisfies PageData;
}

export async function action({ context, request }: Route.ActionArgs) {
  const today = londonDate(new Date());
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const state = parseState(field(STATE_FIELD));
  // A form from an older version of the page, or changed by hand: start again rather than guess.
  if (!state) return data({ state: initialState(), errors: undefined, today, lost: true, saver: await checkerSaver(context, request) } satisfies PageData, { status: 400 });
  // A state filled in elsewhere (the assistant's answer) opens where it stands, for the person to confirm.
  if (field("intent") === OPEN_INTENT) {
    const saver = state.step.q === "results" ? await checkerSaver(context, request) : ({ kind: "other" } as const);
    return data({ state, errors: undefined, today, lost: false, saver } satisfies PageData);
  }
  if (field("intent") === "save") {
    const { status, ...saved } = await saveFromChecker(context, request, state, form, today);
    return data({ state, errors: undefined, today, lost: false, ...saved } satisfies PageData, { status });
  }
  const outcome = advance(state, field, field("intent") ?? "next", today);
  const saver = outcome.state.step.q === "results" ? await checkerSaver(context, request) : ({ kind: "other" } as const);
  return data({ state: outcome.state, errors: outcome.errors, today, lost: false, saver } satisfies PageData, { status: outcome.errors ? 422 : 200 });
}

/**
 * Each of the checker's forms here is a native post to this page (reloadDocument), whether or not React runs: the
 * action checks the answers with advance() and answers with the next step.
 */
function PostForm(props: ComponentProps<FormShell>) {
  return <ButtonForm {...props} method="post" action={CHECKER_PATH} reloadDocument noValidate />;
}

export default function CheckerPage({ loaderData, actionData }: Route.ComponentProps) {
  const current = (actionData ?? loaderData) as PageData;
  const stepKey = `${current.state.step.q}-${current.state.step.r}-${current.state.step.s}`;
  // After an answer, focus goes to what it led to: the saved notice, or the new question (or the results); the
  // error summary takes it by itself (autofocus).
  const focusOnLoad = !actionData || current.errors ? undefined : current.outcome && "saved" in current.outcome ? SAVED_NOTICE : `checker-question-${stepKey}`;
  // For a visitor whose pages React runs (one who accepted analytics), React moves focus as the script would.
  useEffect(() => {
    if (focusOnLoad) document.getElementById(focusOnLoad)?.focus();
  }, [focusOnLoad]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14" data-focus-on-load={focusOnLoad}>
      <p className="mb-6 text-ink-soft print:hidden">
        <span className="font-semibold text-ink">Disclosure helper</span>: check if a caution or conviction is spent
      </p>
      {current.lost ? (
        <p role="status" className="mb-6 rounded-lg border-2 border-focus bg-white p-4">
          We could not read your earlier answers, so the checker has started again. Nothing was saved.
        </p>
      ) : null}
      {current.problem ? (
        <p role="alert" className="mb-6 rounded-lg border-2 border-danger bg-red-50 p-4 font-semibold text-danger">
          {current.problem}
        </p>
      ) : null}
      <CheckerStep
        state={current.state}
        errors={current.errors}
        today={current.today}
        Shell={PostForm}
        focusOnChange={false}
        pdfAction={PDF_PATH}
        afterResults={
          <SaveResult
            saver={current.saver}
            state={current.state}
            Shell={PostForm}
            outcome={current.outcome}
            disclosurePath={`${areaPath("candidatePortalDisclosure")}#saved-check`}
            signInPath={`/sign-in?redirectTo=${encodeURIComponent(CHECKER_PATH)}`}
          />
        }
      />
    </div>
  );
}
