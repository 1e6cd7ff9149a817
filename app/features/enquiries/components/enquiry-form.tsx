import { getFormProps } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
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
import { ErrorSummary } from "~/components/ui/error-summary";
import { useSchemaForm } from "~/components/ui/use-schema-form";

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
  const { form, fields, onSubmit, submitButton, focusKey, refocus, submitted, summaryItems } = useSchemaForm({
    id: enquiryFormId(variant),
    schema,
    lastResult: actionData?.result,
    defaultValue: { contactConsent: "on" },
  });

  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.split("?")[0] === location.pathname;

  useEffect(() => {
    if (!actionData) return;
    // A fixed id: a second failure replaces the first toast instead of stacking up.
    if (!actionData.failure) return;
    toast.error(FAILURE_TOAST, { id: "enquiry-failure" });
    // A refused result moves focus by itself; a failure with no result does not.
    if (actionData.result?.status !== "error") refocus();
  }, [actionData, refocus]);

  const formErrors = [...(form.errors ?? [])];
  if (actionData?.failure === "network") formErrors.push(formMessages.network);
  const fieldErrors = summaryItems(
    fieldList.map(({ name }) => name),
    (name) => enquiryFieldId(variant, name),
  );
  const showSummary = (submitted || Boolean(actionData?.failure)) && formErrors.length + fieldErrors.length > 0;

  return (
    <>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-label="Call-back request"
        onSubmit={onSubmit}
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
