import { Button } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { STATE_FIELD } from "~/features/disclosure-check/state";
import type { AssistantAnswer } from "../types";

export const CHECKER_PATH = "/candidates/ai-tools/checker";
/** The checker's own intent for a state posted to it from elsewhere: shown as it is, to confirm. */
export const OPEN_INTENT = "open";

/**
 * Opens the disclosure helper with what the question told us filled in: a plain form posting the helper's own
 * state to it (decision 0015: a person's answers travel in a form, never in an address), so it works without
 * JavaScript and nothing is stored.
 */
export function CheckerButton({ checker }: { checker: NonNullable<AssistantAnswer["checker"]> }) {
  return (
    <ButtonForm
      action={CHECKER_PATH}
      reloadDocument
      label="Open the disclosure helper"
      values={{ [STATE_FIELD]: checker.state, intent: OPEN_INTENT }}
      className="mt-5 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3"
    >
      <p className="mb-3">Our disclosure helper asks one question at a time and works out the exact dates. Nothing you enter is stored.</p>
      <Button type="submit" size="lg">
        {checker.label}
      </Button>
    </ButtonForm>
  );
}
