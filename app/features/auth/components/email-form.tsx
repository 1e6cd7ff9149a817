import { useMemo } from "react";
import { SubmitButton } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { refusalResult, useSchemaForm } from "~/components/ui/use-schema-form";
import { emailFormSchema } from "../email-link-schemas";
import type { EmailFormData } from "../email-links.server";

/**
 * One email field and a button: used to ask for a reset link or a new confirmation link. The browser checks the
 * address as the action does (emailFormSchema); a refusal from the action (a rate limit too) shows the same way.
 */
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
  const lastResult = useMemo(() => (actionData?.error ? refusalResult({ formError: actionData.error, fieldErrors: actionData.fieldErrors, values: actionData.values }) : undefined), [actionData]);
  const kit = useSchemaForm({ id: "email-form", schema: emailFormSchema, lastResult });
  const typed = kit.fields.email?.initialValue;
  return (
    <SchemaForm kit={kit} summary={["email"]} idFor={() => "email"} summaryClassName="" method="post" action={action} replace aria-label={label} className="mt-6 space-y-6">
      <TextField
        key={kit.fields.email?.key}
        label="Email address"
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        defaultValue={typeof typed === "string" ? typed : undefined}
        error={kit.fields.email?.errors?.[0]}
      />
      <SubmitButton ref={kit.submitButton} size="lg" className="w-full" pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
    </SchemaForm>
  );
}
