import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { ZodType } from "zod";
import { FORM_KEY_FIELD } from "~/lib/form-key";
import type { SummaryItem } from "./error-summary";
import { useFormKey } from "./form-key-field";

/**
 * The form kit's one way to run a form on Conform with one zod schema: the browser checks it on submit (and,
 * once a message shows, as the person types), and the action parses the same schema with parseWithZod and
 * answers with `submission.reply()`, which comes back here as `lastResult`. Without JavaScript only the action
 * checks, and the page it returns shows the same messages with what was typed. The error summary takes focus
 * after every failed submit, in the browser or from the server.
 *
 * After a successful save the form shows what is now stored, never what was typed: a success from the action is
 * taken as a reset to `defaultValue` (which the page gives from its loader, so a select shows the new status and a
 * create form is empty again), and the form is drawn afresh (`revision`), with or without JavaScript. An action
 * that answers a save with a redirect sends no result back, so the kit watches its own submission (by the form's
 * idempotency key) and resets the form the same way once that navigation ends without a refusal.
 */
export function useSchemaForm({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: ZodType<Record<string, unknown>>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: Record<string, string>;
}) {
  const formKey = useFormKey(id);
  const [savedReset, setSavedReset] = useState<{ after: typeof lastResult; result: SubmissionResult<string[]> } | null>(null);
  const answered = useMemo(() => afterSave(lastResult), [lastResult]);
  // A reset made after a redirect holds until the action answers this form again.
  const result = savedReset && savedReset.after === lastResult ? savedReset.result : answered;
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    lastResult: result,
    defaultValue,
    // Checked on submit, not on leaving a field: a message appearing on blur moves the button away from the
    // pointer mid-click. Once shown, a message updates as the person types.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [focusKey, setFocusKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const refocus = useCallback(() => setFocusKey((key) => key + 1), []);

  const [revision, setRevision] = useState(0);
  const navigation = useNavigation();
  const sending = useRef(false);
  const sentKey = navigation.state === "submitting" ? navigation.formData?.get(FORM_KEY_FIELD) : undefined;
  useEffect(() => {
    if (formKey && sentKey === formKey) sending.current = true;
  }, [formKey, sentKey]);

  useEffect(() => {
    if (navigation.state !== "idle" || !sending.current) return;
    sending.current = false;
    if (lastResult?.status === "error") return;
    setSavedReset({ after: lastResult, result: { status: "success", initialValue: null } });
    setRevision((count) => count + 1);
    setAttempted(false);
  }, [navigation.state, lastResult]);

  useEffect(() => {
    if (lastResult?.status === "error") setFocusKey((key) => key + 1);
    if (lastResult?.status === "success") {
      setRevision((count) => count + 1);
      setAttempted(false);
    }
  }, [lastResult]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform also checks single fields by submitting with a hidden button: those are not attempts.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const attempt = !submitter || submitter === submitButton.current;
    if (attempt) setAttempted(true);
    form.onSubmit(event);
    // Conform stops a submit that fails the checks in the browser: send focus to the summary, and empty the
    // password boxes, as a refusal from the server does (a password is never given back).
    if (attempt && event.defaultPrevented) {
      setFocusKey((key) => key + 1);
      for (const input of event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = "";
    }
  }

  /** The summary's links, in page order; `idFor` gives a field's control id when Conform's is not the one to focus. */
  function summaryItems(names: readonly string[], idFor: (name: string) => string = (name) => fields[name]?.id ?? name): SummaryItem[] {
    return names.flatMap((name) => {
      const message = fields[name]?.errors?.[0];
      return message ? [{ fieldId: idFor(name), message }] : [];
    });
  }

  return {
    form,
    fields,
    onSubmit,
    /** Put on the form's submit button, so Conform's own field checks are not taken for attempts. */
    submitButton,
    focusKey,
    /** Moves focus to the summary again (a failure the page learns of another way, such as a network error). */
    refocus,
    /** True once the person has tried to send the form (or the server refused it): only then is the summary shown. */
    submitted: attempted || lastResult?.status === "error",
    summaryItems,
    /** Counts the successful saves this form has had: SchemaForm keys the form by it, so each is drawn afresh. */
    revision,
    /** This drawing's idempotency key, sent in a hidden field. */
    formKey,
  };
}

/**
 * What Conform is given as the last result: a refusal as it came (what was typed stays, with its messages), and a
 * success as a reset (`initialValue: null`), so the fields go back to the page's stored values rather than
 * keeping what was sent.
 */
export function afterSave(lastResult: SubmissionResult<string[]> | null | undefined): SubmissionResult<string[]> | null | undefined {
  if (lastResult?.status !== "success" || lastResult.initialValue === null) return lastResult;
  return { ...lastResult, initialValue: null, error: {} };
}

/**
 * A refusal an action answered in its own words (a message for the whole form, one per field, and what was typed)
 * in Conform's shape, for `lastResult`: the form then shows it where it shows its own checks. Actions never send a
 * password back, so none is among the values.
 */
export function refusalResult({
  formError,
  fieldErrors = {},
  values = {},
}: {
  formError?: string;
  fieldErrors?: Partial<Record<string, string | undefined>>;
  values?: Record<string, string | undefined>;
}): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fieldErrors)) if (message) error[name] = [message];
  if (formError) error[""] = [formError];
  const initialValue = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return { status: "error", initialValue, error, state: { validated: Object.fromEntries(Object.keys(error).map((name) => [name, true])) } };
}
