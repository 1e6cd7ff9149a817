import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { TextField } from "~/components/ui/field";
import type { EmailFormData } from "../email-links.server";

/** One email field and a button: used to ask for a reset link or a new confirmation link. */
export function EmailForm({
  action,
  actionData,
  label,
  pendingLabel,
}: {
  action: string;
  actionData: EmailFormData | undefined;
  label: string;
  pendingLabel: string;
}) {
  const errors = actionData?.error ? actionData : undefined;
  return (
    <Form method="post" action={action} noValidate replace aria-label={label} className="mt-6 space-y-6">
      {errors ? (
        <ErrorSummary className="" formErrors={[errors.error ?? ""]} fieldErrors={summaryItems(errors.fieldErrors, ["email"])} focusKey={actionData} />
      ) : null}
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        defaultValue={errors?.values?.email}
        error={errors?.fieldErrors.email}
      />
      <SubmitButton size="lg" className="w-full" pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
    </Form>
  );
}
