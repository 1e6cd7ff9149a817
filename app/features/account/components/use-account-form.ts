import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import type { ZodType } from "zod";
import { refusalResult, useSchemaForm } from "~/components/ui/use-schema-form";
import type { FieldErrors } from "../schema";

/** What the account actions answer after a refusal (AccountActionResult and the delete page's result). */
type Answer = { ok?: boolean; message?: string; errors?: FieldErrors; values?: Record<string, string> };

/** A refusal from the /account actions in Conform's shape, so the form shows it as it shows its own checks. */
function refusalOf(answer: Answer | undefined): SubmissionResult<string[]> | undefined {
  if (!answer || answer.ok) return undefined;
  return refusalResult({ fieldErrors: answer.errors, values: answer.values });
}

/**
 * An account form on the form kit: the browser checks the same schema the action parses, and a refusal from
 * the action shows in the same places. The form is remounted for each answer (its key is the answer's id),
 * so what Conform starts from is always the latest answer.
 */
export function useAccountForm({ id, schema, answer, defaultValue }: { id: string; schema: ZodType<Record<string, unknown>>; answer: Answer | undefined; defaultValue?: Record<string, string> }) {
  const lastResult = useMemo(() => refusalOf(answer), [answer]);
  const kit = useSchemaForm({ id, schema, lastResult, defaultValue });
  // A problem with the whole form (a wait after too many tries, a refusal from better-auth) comes only from the action.
  const formErrors = answer && !answer.ok && answer.message ? [answer.message] : [];
  return { ...kit, formErrors };
}
