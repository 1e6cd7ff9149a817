import { Link } from "~/components/ui/router-link";
import { Button } from "~/components/ui/button";
import { FieldError, Hint } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { OFFENCE_CATEGORY_FIELD, offenceCategories, offenceCategoryLabels } from "../saved-result";
import type { WizardState } from "../state";
import { type FormShell, stateValues } from "./question-parts";

/** Who is looking at the results: a candidate may save them; a signed-out visitor is offered to sign in; others see nothing. */
export type Saver = { kind: "candidate"; hasSaved: boolean } | { kind: "signed-out" } | { kind: "other" };

export type SaveOutcome = { saved: "saved" | "replaced" } | { error: string; categories: string[] };

export const saveMessages = {
  signedOut: "Sign in as a candidate to save this result to your account.",
  notCandidate: "Only a candidate account can save a result.",
  categories: "Select only the kinds of offence listed",
  nothingToSave: "There is no result to save. Answer the questions first.",
} as const;

const SAVE_HEADING = "save-result-heading";
/** The "Saved to your account" notice, which takes focus after saving. */
export const SAVED_NOTICE = "save-result-notice";

/**
 * "Save to my account" under the checker's results. It posts the answers (the server works the results out again
 * from them) and, if the person ticks any, the kinds of offence, which only the job matcher uses.
 */
export function SaveResult({
  saver,
  state,
  Shell,
  outcome,
  disclosurePath,
  signInPath,
}: {
  saver: Saver;
  state: WizardState;
  Shell: FormShell;
  outcome?: SaveOutcome;
  disclosurePath: string;
  signInPath: string;
}) {
  if (saver.kind === "other") return null;
  if (saver.kind === "signed-out") {
    return (
      <section aria-labelledby={SAVE_HEADING} className="mt-10 max-w-prose rounded-xl border border-line bg-white p-5 sm:p-6 print:hidden">
        <h2 id={SAVE_HEADING} className="text-xl font-bold">
          Keep this result
        </h2>
        <p className="mt-2">
          With a candidate account you can save this result, see it again on your disclosure page, and let the job matcher leave out roles
          your record would rule you out of. After you sign in you will need to answer the questions again: we keep nothing until you save.
        </p>
        <p className="mt-4">
          <Link to={signInPath} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white underline-offset-2 hover:underline">
            Sign in to save this result
          </Link>
        </p>
      </section>
    );
  }
  if (outcome && "saved" in outcome) {
    return (
      <Notice tone="success" focusOn={outcome.saved} id={SAVED_NOTICE} className="mt-10 max-w-prose print:hidden">
        <p className="font-semibold">{outcome.saved === "replaced" ? "Saved to your account, in place of the result you saved before." : "Saved to your account."}</p>
        <p>
          <Link to={disclosurePath} className="font-semibold text-brand-800 underline hover:no-underline">
            See it on your disclosure page
          </Link>
          , where you can also delete it.
        </p>
      </Notice>
    );
  }
  const error = outcome && "error" in outcome ? outcome.error : undefined;
  const checked = outcome && "categories" in outcome ? outcome.categories : [];
  const errorId = error ? `${OFFENCE_CATEGORY_FIELD}-error` : undefined;
  return (
    <section aria-labelledby={SAVE_HEADING} className="mt-10 max-w-prose rounded-xl border border-line bg-white p-5 sm:p-6 print:hidden">
      <h2 id={SAVE_HEADING} className="text-xl font-bold">
        Save this result to your account
      </h2>
      <p className="mt-2">
        You will see it on your disclosure page, and the job matcher can use it to leave out roles your record would rule you out of. It is
        stored encrypted. Employers never see it.
      </p>
      {saver.hasSaved ? <p className="mt-2 font-semibold">Saving this replaces the result you saved before.</p> : null}
      <Shell className="mt-5" label="Save this result to your account" values={stateValues(state)}>
        <fieldset data-field aria-describedby={[`${OFFENCE_CATEGORY_FIELD}-hint`, errorId].filter(Boolean).join(" ")}>
          <legend className="font-semibold text-ink">
            Which of these describe your offences? <span className="font-normal text-ink-soft">(optional)</span>
          </legend>
          <Hint id={`${OFFENCE_CATEGORY_FIELD}-hint`}>
            Only the job matcher uses this, to leave out roles whose employer rules out that kind of offence. Leave them all empty if none
            fit or you would rather not say.
          </Hint>
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
          <div className="mt-3 space-y-3">
            {offenceCategories.map((category) => (
              <div key={category} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id={`${OFFENCE_CATEGORY_FIELD}-${category}`}
                  name={OFFENCE_CATEGORY_FIELD}
                  value={category}
                  defaultChecked={checked.includes(category)}
                  className="mt-0.5 size-6 shrink-0 accent-brand-700"
                />
                <label htmlFor={`${OFFENCE_CATEGORY_FIELD}-${category}`} className="font-semibold text-ink">
                  {offenceCategoryLabels[category]}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <Button type="submit" name="intent" value="save" className="mt-6">
          Save to my account
        </Button>
      </Shell>
    </section>
  );
}
