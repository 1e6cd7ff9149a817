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
      <HiddenValues values={values} />
      {children}
    </Form>
  );
}

function HiddenValues({ values }: { values: Record<string, string | number | undefined> }) {
  return Object.entries(values).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />));
}

/**
 * ButtonForm for an island (app/lib/islands.tsx), which React DOM runs without React Router and whose bundle must
 * not carry it: a plain form that posts (the island may send it with fetch from `onSubmit`). Nothing here uses
 * React Router, so an island importing only this leaves it out of its bundle.
 */
export function IslandButtonForm({
  label,
  values = {},
  action,
  onSubmit,
  className,
  children,
}: Pick<ComponentProps<"form">, "action" | "onSubmit" | "className"> & { label: string; values?: Record<string, string | number | undefined>; children: ReactNode }) {
  return (
    <form method="post" action={action} onSubmit={onSubmit} className={className} aria-label={label}>
      <HiddenValues values={values} />
      {children}
    </form>
  );
}
