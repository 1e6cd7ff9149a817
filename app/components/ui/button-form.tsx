import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { FormKeyField } from "./form-key-field";

type FormProps = Omit<ComponentProps<typeof Form>, "children" | "aria-label">;
type ButtonFormOwnProps = { label: string; values?: Record<string, string | number | undefined>; children: ReactNode };

function HiddenValues({ values }: { values: NonNullable<ButtonFormOwnProps["values"]> }) {
  return Object.entries(values).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />));
}

/**
 * The form kit's one-button form: an action named by hidden fields (`values`: `intent`, the record's id) and sent by
 * the button inside it. It needs a name of its own (`label`, e.g. "Delete Job fair, 3 March"), since a page
 * often lists many such forms and each must be told apart by a screen reader. Without `method` it sends a
 * post, with the form's idempotency key (form-key-field.tsx); a GET one moves through a flow.
 */
export function ButtonForm({ label, values = {}, method = "post", children, ...props }: FormProps & ButtonFormOwnProps) {
  return (
    <Form method={method} aria-label={label} {...props}>
      {method.toLowerCase() === "get" ? null : <FormKeyField formId={props.id ?? label} />}
      <HiddenValues values={values} />
      {children}
    </Form>
  );
}

/**
 * ButtonForm inside an island (docs/decisions/0025), which has no React Router: the same form drawn as a plain
 * `<form>`, usually answered in the browser by its onSubmit. An island imports only this, so its build leaves
 * React Router out.
 */
export function IslandButtonForm({ label, values = {}, method = "post", children, ...props }: Omit<ComponentProps<"form">, "children" | "aria-label"> & ButtonFormOwnProps) {
  return (
    <form method={method} aria-label={label} {...props}>
      <HiddenValues values={values} />
      {children}
    </form>
  );
}
