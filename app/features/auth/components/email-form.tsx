import { Form } from "react-router";
import type { EmailFormData } from "../email-links.server";
import { Field, FormErrorBox, SubmitButton } from "./auth-form";

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
    <Form method="post" action={action} noValidate replace className="mt-6 space-y-6">
      <Field
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        defaultValue={errors?.values?.email}
        error={errors?.fieldErrors.email}
      />
      <FormErrorBox message={errors?.error} />
      <SubmitButton label={label} pendingLabel={pendingLabel} />
    </Form>
  );
}
