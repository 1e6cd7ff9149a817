import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";

type FormProps = Omit<ComponentProps<typeof Form>, "children" | "aria-label">;

/**
 * The form kit's one-button form: an action named by hidden fields (`values`: `intent`, the record's id) and sent by
 * the button inside it. It needs a name of its own (`label`, e.g. "Delete Job fair, 3 March"), since a page
 * often lists many such forms and each must be told apart by a screen reader. Without `method` it sends a
 * post; a GET one moves through a flow, as the checker's 'Change your answers' does.
 */
export function ButtonForm({
  label,
  values = {},
  method = "post",
  children,
  ...props
}: FormProps & { label: string; values?: Record<string, string | number | undefined>; children: ReactNode }) {
  return (
    <Form method={method} aria-label={label} {...props}>
      {Object.entries(values).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      {children}
    </Form>
  );
}
