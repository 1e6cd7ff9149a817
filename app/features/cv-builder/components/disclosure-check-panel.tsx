import { type ComponentProps, createContext, useContext, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { IslandButtonForm } from "~/components/ui/button-form";
import { CheckerStep } from "~/features/disclosure-check/components/checker-step";
import type { FormShell } from "~/features/disclosure-check/components/question-parts";
import { summariseResults } from "~/features/disclosure-check/summary";
import type { StepErrors } from "~/features/disclosure-check/answer-checks";
import { type WizardState, initialState } from "~/features/disclosure-check/state";
import { advance } from "~/features/disclosure-check/wizard";
import { resultsFor } from "~/features/disclosure-check/wizard-results";
import { formatCalendarDate, londonDate } from "~/lib/dates";
import type { DisclosureCheckResult } from "../draft";
import type { StepProps } from "./step-props";

/**
 * The disclosure helper, run in place on the disclosure step: the same questions as /candidates/ai-tools/checker,
 * answered in the browser (nothing is sent). Only its outcome is kept, in the draft on this device.
 */

type Submit = (form: FormData, intent: string) => void;
const SubmitContext = createContext<Submit | null>(null);

/**
 * The checker's forms here are answered in the browser, by the panel: nothing is sent. The builder is an island
 * (docs/decisions/0025), so they are plain forms; the panel only opens when React runs (its open button is a
 * script's), so one is never sent without it.
 */
function ClientForm(props: ComponentProps<FormShell>) {
  const submit = useContext(SubmitContext);
  return (
    <IslandButtonForm
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const data = new FormData(event.currentTarget, submitter instanceof HTMLButtonElement ? submitter : null);
        submit?.(data, String(data.get("intent") ?? "next"));
      }}
    />
  );
}

export const CHECKER_PAGE = "/candidates/ai-tools/checker";

export function DisclosureCheckPanel({ draft, update, announce }: Pick<StepProps, "draft" | "update" | "announce">) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<WizardState>(initialState);
  const [errors, setErrors] = useState<StepErrors | undefined>();
  const openButton = useRef<HTMLButtonElement>(null);
  const justOpened = useRef(false);

  useEffect(() => {
    if (!open || !justOpened.current) return;
    justOpened.current = false;
    document.getElementById("checker-question-jurisdiction-0-0")?.focus();
  }, [open]);

  const submit: Submit = (form, intent) => {
    const today = londonDate(new Date());
    const outcome = advance(state, (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    }, intent, today);
    setState(outcome.state);
    setErrors(outcome.errors);
    if (outcome.errors || outcome.state.step.q !== "results") return;
    const summary = summariseResults(resultsFor(outcome.state.answers, today).results);
    if (summary.outcome === "none") return;
    const result: DisclosureCheckResult = {
      checkedOn: today,
      outcome: summary.outcome,
      showsOnStandardEnhanced: summary.showsOnStandardEnhanced,
      unspentUntil: summary.unspentUntil,
    };
    // Unspent: a letter may be needed. All spent: none for most jobs; for roles with a standard or enhanced check the
    // step asks, and only when the record would show on one.
    update((previous) => ({
      disclosureCheck: result,
      disclosureNeeded: result.outcome === "unspent" ? true : result.showsOnStandardEnhanced ? previous.disclosureNeeded : false,
    }));
    announce("Your result has been added to this step.");
  };

  function start() {
    setState(initialState());
    setErrors(undefined);
    justOpened.current = true;
    setOpen(true);
  }

  function close() {
    setOpen(false);
    requestAnimationFrame(() => openButton.current?.focus());
  }

  return (
    <div className="space-y-4">
      <p>
        Answer a few questions about each caution or conviction and we will work out whether it is spent, and what you need to say.
        Your answers stay in this browser: only the result is kept in your draft.
      </p>
      {draft.disclosureCheck ? <CheckOutcome check={draft.disclosureCheck} /> : null}
      {open ? (
        <div className="rounded-xl border-2 border-brand-700 bg-white p-4 sm:p-6">
          <SubmitContext value={submit}>
            <CheckerStep
              state={state}
              errors={errors}
              today={londonDate(new Date())}
              Shell={ClientForm}
              headingLevel={4}
              embedded
              continueLabel="Next question"
              resultActions={
                <Button type="button" onClick={close}>
                  Close the checker
                </Button>
              }
            />
          </SubmitContext>
          {state.step.q !== "results" ? (
            <Button type="button" variant="link" className="mt-6 px-0 text-brand-800 underline" onClick={close}>
              Close the checker without a result
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <Button ref={openButton} type="button" variant="outline" onClick={start}>
            {draft.disclosureCheck ? "Check again" : "Check if you need to disclose"}
          </Button>
          <a href={CHECKER_PAGE} className="font-semibold text-brand-800 underline">
            Or use the disclosure helper on its own page
          </a>
        </div>
      )}
    </div>
  );
}

function CheckOutcome({ check }: { check: DisclosureCheckResult }) {
  const when = formatCalendarDate(check.checkedOn);
  return (
    <p className="text-ink-soft">
      Your last check, on {when}: {check.outcome === "unspent" ? "something is not spent yet." : "everything you told us is spent."}
    </p>
  );
}
