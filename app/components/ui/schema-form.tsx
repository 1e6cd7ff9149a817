import { getFormProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "./error-summary";
import { FormKeyField } from "./form-key-field";
import type { useSchemaForm } from "./use-schema-form";

type FormProps = Omit<ComponentProps<typeof Form>, "id" | "onSubmit" | "noValidate" | "children">;

/**
 * The form kit's form: a `<Form>` run by useSchemaForm, with the 'There is a problem' box at its top once the
 * person has tried to send it. `summary` names the fields in page order (and, where a field's control is not
 * the one Conform names, which control to focus); `formErrors` are problems with the whole form, by default
 * those the action answered with `submission.reply({ formErrors })`. A posting form carries its idempotency key
 * (form-key-field.tsx), and after a successful save it shows what is now stored (useSchemaForm).
 */
export function SchemaForm({
  kit,
  summary = [],
  idFor,
  formErrors,
  summaryHelp,
  summaryClassName,
  children,
  ...props
}: FormProps & {
  kit: ReturnType<typeof useSchemaForm>;
  summary?: readonly string[];
  idFor?: (name: string) => string;
  formErrors?: string[];
  /** Anything the summary offers after its list, such as a link that helps put the problem right. */
  summaryHelp?: ReactNode;
  summaryClassName?: string;
  children: ReactNode;
}) {
  const fieldErrors = kit.summaryItems(summary, idFor);
  const wholeForm = formErrors ?? kit.form.errors ?? [];
  return (
    // Keyed by the kit's revision: after a save the form is drawn afresh from what is now stored.
    <Form key={kit.revision} {...props} {...getFormProps(kit.form, { ariaAttributes: false })} onSubmit={kit.onSubmit}>
      {kit.submitted && fieldErrors.length + wholeForm.length > 0 ? (
        <ErrorSummary formErrors={wholeForm} fieldErrors={fieldErrors} focusKey={kit.focusKey} className={summaryClassName}>
          {summaryHelp}
        </ErrorSummary>
      ) : null}
      {props.method && props.method.toLowerCase() !== "get" ? <FormKeyField formId={kit.form.id} formKey={kit.formKey} /> : null}
      {children}
    </Form>
  );
}
