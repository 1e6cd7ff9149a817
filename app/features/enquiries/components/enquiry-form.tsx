import { useEffect, useMemo, useState } from "react";
import { useActionData, useLocation, useNavigation } from "react-router";
import { toast, Toaster } from "sonner";
// Linked as a file: sonner's own inline <style> injection is blocked by the CSP and stripped at build time.
import toasterStylesheet from "sonner/dist/styles.css?url";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { usePageHydrates } from "~/lib/page-hydrates";
import {
  enquiryBrowserRules,
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
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";

/**
 * The call-back form for one audience. It posts to the page's own action (see createEnquiryAction) and works
 * without JavaScript. Its pages are sent without React's scripts: app/lib/enhance-form.js then checks it in the
 * browser and sends it, from the rules this component renders (enquiryFormScriptData). A visitor who accepted
 * analytics gets React, and this component does the same with Conform and sonner.
 */
export function EnquiryForm({ variant }: { variant: FormSource }) {
  const schema = useMemo(() => enquiryFormSchema(variant), [variant]);
  const fieldList = enquiryFields(variant);
  const actionData = useActionData() as EnquiryActionData | undefined;
  const navigation = useNavigation();
  const hydrates = usePageHydrates();
  const location = useLocation();
  // Server time when rendered on the server; the browser keeps that value when it takes over the page.
  // A page sent back with messages keeps the first start time, so a person who corrects a field at once is not
  // then refused for sending too fast.
  const [startedAt] = useState(() => {
    const submitted = actionData?.result?.initialValue?.[STARTED_AT_FIELD];
    return typeof submitted === "string" && /^\d{1,16}$/.test(submitted) ? Number(submitted) : Date.now();
  });
  const kit = useSchemaForm({
    id: enquiryFormId(variant),
    schema,
    lastResult: actionData?.result,
    defaultValue: { contactConsent: "on" },
  });
  const { fields, refocus } = kit;

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

  const formErrors = [...(kit.form.errors ?? [])];
  if (actionData?.failure === "network") formErrors.push(formMessages.network);

  // A failure comes only after the person has tried to send the form, so the kit's summary shows it.
  return (
    <>
      <SchemaForm
        kit={kit}
        summary={fieldList.map(({ name }) => name)}
        idFor={(name) => enquiryFieldId(variant, name)}
        formErrors={formErrors}
        method="post"
        aria-label="Call-back request"
        data-enquiry-form={hydrates ? undefined : ""}
        className="relative rounded-xl border border-line bg-white p-5 text-ink shadow-sm sm:p-8"
      >
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

        <Button ref={kit.submitButton} type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
        </Button>
      </SchemaForm>
      {hydrates ? (
        <>
          {/* Only React's pages load sonner's styles; React puts the link in the head. */}
          <link rel="stylesheet" href={toasterStylesheet} precedence="default" />
          <Toaster />
        </>
      ) : (
        <EnquiryFormScriptData
          formId={enquiryFormId(variant)}
          data={{
            fields: fieldList.flatMap(({ name, hint }) => {
              const meta = fields[name];
              const rule = enquiryBrowserRules(variant)[name];
              if (!meta || !rule) return [];
              return [{ name, id: meta.id, errorId: meta.errorId, hintId: hint ? meta.descriptionId : undefined, rule }];
            }),
            failureToast: FAILURE_TOAST,
            networkMessage: formMessages.network,
            submitLabel: SUBMIT_LABEL,
            submittingLabel: SUBMITTING_LABEL,
          }}
        />
      )}
    </>
  );
}

/**
 * What app/lib/enhance-form.js needs, rendered by the server so the rules and messages have one source: the rules
 * as JSON (a script of type application/json, which never runs, so the CSP allows it), and the error summary and
 * a field's message as templates, so the script shows exactly the markup the server renders.
 */
function EnquiryFormScriptData({ formId, data }: { formId: string; data: unknown }) {
  // "<" escaped, so no text in the rules can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <>
      <script type="application/json" id={`${formId}-rules`} dangerouslySetInnerHTML={{ __html: json }} />
      <template id={`${formId}-summary-template`}>
        {/* One form-level message, then one linked to a field: the script copies each kind of item. */}
        <ErrorSummary formErrors={["form"]} fieldErrors={[{ fieldId: "field", message: "field" }]} focusKey={0} />
      </template>
      <template id={`${formId}-error-template`}>
        <FieldError>-</FieldError>
      </template>
    </>
  );
}
