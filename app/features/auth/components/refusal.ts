import type { SubmissionResult } from "@conform-to/react";

/** What the sign-in step actions answer with when they refuse: one message for the whole form, one per field. */
export type AuthRefusal = { error?: string; fieldErrors?: Partial<Record<string, string>>; values?: Record<string, string | undefined> };

/**
 * A refusal from an auth action in Conform's shape, so the form shows it where it shows its own checks (as the
 * sign-in page does): `error` is the whole form's (a rate limit, a busy server), each field's under its field, and
 * the typed values come back (never a password: the actions do not send one).
 */
export function refusalOf(refusal: AuthRefusal): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(refusal.fieldErrors ?? {})) if (message) error[name] = [message];
  if (refusal.error) error[""] = [refusal.error];
  const initialValue = Object.fromEntries(Object.entries(refusal.values ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return {
    status: "error",
    initialValue,
    error,
    state: { validated: Object.fromEntries(Object.keys(error).map((name) => [name, true])) },
  };
}
