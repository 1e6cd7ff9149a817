import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { toast, Toaster } from "sonner";
// Linked as a file: sonner's own inline <style> injection is blocked by the CSP and stripped at build time.
import toasterStylesheet from "sonner/dist/styles.css?url";
import { Button } from "~/components/ui/button";
import {
  enquiryFieldId,
  enquiryFields,
  enquiryFormId,
  enquiryFormSchema,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  SUBMIT_LABEL,
  SUBMITTING_LABEL,
} from "../form-fields";
import { FAILURE_TOAST, formMessages, type EnquiryActionData } from "../form-submission";
import { replyPromise, type FormSource } from "../schema";
import { EnquiryFieldControl } from "./enquiry-field";
import { ErrorSummary, type SummaryItem } from "~/components/ui/error-summary";

/**
 * The call-back form for one audience. It posts to the page's own action (see createEnquiryAction),
 * works without JavaScript, and with JavaScript checks each field as the person goes.
 */
/**
 * For the `links` export of every route that shows the form: the toast's stylesheet, so pages without a
 * form load neither sonner nor its styles.
 */
export function enquiryFormLinks() {
  return [{ rel: "stylesheet", href: toasterStylesheet }];
}

export function EnquiryForm({ variant }: { variant: FormSource }) {
  const schema = useMemo(() => enquiryFormSchema(variant), [variant]);
  const fieldList = enquiryFields(variant);
  const actionData = useActionData() as EnquiryActionData | undefined;
  const navigation = useNavigation();
  const location = useLocation();
  // Server time when rendered on the server; the browser keeps that value when it takes over the page.
  const [startedAt] = useState(() => Date.now());
  const [focusKey, setFocusKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  const [form, fields] = useForm<Record<string, unknown>>({
    id: enquiryFormId(variant),
    lastResult: actionData?.result,
    defaultValue: { contactConsent: "on" },
    // Checked on submit, not on leaving a field: a message appearing on blur moves the button away from the
    // pointer mid-click. Once shown, a message updates as the person types.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.split("?")[0] === location.pathname;

  useEffect(() => {
    if (!actionData) return;
    // A fixed id: a second failure replaces the first toast instead of stacking up.
    if (actionData.failure) toast.error(FAILURE_TOAST, { id: "enquiry-failure" });
    if (actionData.failure || actionData.result?.status === "error") setFocusKey((key) => key + 1);
  }, [actionData]);

  const formErrors = [...(form.errors ?? [])];
  if (actionData?.failure === "network") formErrors.push(formMessages.network);
  const fieldErrors: SummaryItem[] = fieldList.flatMap(({ name }) => {
    const message = fields[name]?.errors?.[0];
    return message ? [{ fieldId: enquiryFieldId(variant, name), message }] : [];
  });
  const submitted = attempted || Boolean(actionData?.failure) || actionData?.result?.status === "error";
  const showSummary = submitted && formErrors.length + fieldErrors.length > 0;

  return (
    <>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-label="Call-back request"
        onSubmit={(event) => {
          // Conform also checks single fields by submitting with a hidden button: those are not attempts.
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          const attempt = !submitter || submitter === submitButton.current;
          if (attempt) setAttempted(true);
          form.onSubmit(event);
          // Conform stops a submit that fails the checks in the browser: send focus to the summary.
          if (attempt && event.defaultPrevented) setFocusKey((key) => key + 1);
        }}
        className="relative rounded-xl border border-line bg-white p-5 text-ink shadow-sm sm:p-8"
      >
        {showSummary ? <ErrorSummary formErrors={formErrors} fieldErrors={fieldErrors} focusKey={focusKey} /> : null}

        <p className="text-ink-soft">
          All fields are required unless marked optional. We will get back to you {replyPromise(variant)}.
        </p>

        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {fieldList.map((field) => {
            const meta = fields[field.name];
            return meta ? <EnquiryFieldControl key={field.name} field={field} meta={meta} /> : null;
          })}
        </div>

        {/* Spam checks: people never see or fill the first; the second times how long the form took. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`${enquiryFormId(variant)}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            id={`${enquiryFormId(variant)}-${HONEYPOT_FIELD}`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <input type="hidden" name={STARTED_AT_FIELD} value={String(startedAt)} readOnly suppressHydrationWarning />

        <Button ref={submitButton} type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
        </Button>
      </Form>
      <Toaster />
    </>
  );
}
