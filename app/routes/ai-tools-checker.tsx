import { type ReactNode, useEffect } from "react";
import { Form, data } from "react-router";
import { areaPath } from "~/features/dashboards/areas";
import { CheckerStep } from "~/features/disclosure-check/components/checker-step";
import { type SaveOutcome, type Saver, SaveResult } from "~/features/disclosure-check/components/save-result";
import { checkerSaver, saveFromChecker } from "~/features/disclosure-check/save-action.server";
import { STATE_FIELD, type StepErrors, type WizardState, advance, initialState, parseState } from "~/features/disclosure-check/wizard";
import { londonDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-tools-checker";

export const meta = () =>
  pageMeta(
    "Check if your conviction is spent",
    "Find out when a caution or conviction is spent in England and Wales, and what to say for basic, standard and enhanced checks.",
  );

const CHECKER_PATH = "/candidates/ai-tools/checker";

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
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const state = parseState(field(STATE_FIELD));
  // A form from an older version of the page, or changed by hand: start again rather than guess.
  if (!state) return data({ state: initialState(), errors: undefined, today, lost: true, saver: await checkerSaver(context, request) } satisfies PageData, { status: 400 });
  if (field("intent") === "save") {
    const { status, ...saved } = await saveFromChecker(context, request, state, form, today);
    return data({ state, errors: undefined, today, lost: false, ...saved } satisfies PageData, { status });
  }
  const outcome = advance(state, field, field("intent") ?? "next", today);
  const saver = outcome.state.step.q === "results" ? await checkerSaver(context, request) : ({ kind: "other" } as const);
  return data({ state: outcome.state, errors: outcome.errors, today, lost: false, saver } satisfies PageData, { status: outcome.errors ? 422 : 200 });
}

function PostForm({ children, className, ...rest }: { children: ReactNode; className?: string; "aria-label"?: string }) {
  return (
    <Form method="post" className={className} aria-label={rest["aria-label"]} noValidate>
      {children}
    </Form>
  );
}

export default function CheckerPage({ loaderData, actionData }: Route.ComponentProps) {
  const current = (actionData ?? loaderData) as PageData;
  const stepKey = `${current.state.step.q}-${current.state.step.r}-${current.state.step.s}`;
  // A new question starts at the top of the page, as a new page would.
  useEffect(() => {
    if (!current.errors) window.scrollTo({ top: 0 });
  }, [stepKey, current.errors]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
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
        Form={PostForm}
        afterResults={
          <SaveResult
            saver={current.saver}
            state={current.state}
            Form={PostForm}
            outcome={current.outcome}
            disclosurePath={`${areaPath("candidatePortalDisclosure")}#saved-check`}
            signInPath={`/sign-in?redirectTo=${encodeURIComponent(CHECKER_PATH)}`}
          />
        }
      />
    </div>
  );
}
