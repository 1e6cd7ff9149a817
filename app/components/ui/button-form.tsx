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
  island = false,
  children,
  ...props
}: FormProps & {
  label: string;
  values?: Record<string, string | number | undefined>;
  /**
   * In an island (app/lib/islands.tsx), which React DOM runs without React Router: a plain form, given only
   * `action`, `onSubmit` and `className` (the island sends it with fetch, or the browser posts it).
   */
  island?: boolean;
  children: ReactNode;
}) {
  const hidden = Object.entries(values).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />));
  if (island) {
    return (
      <form method={method === "get" ? "get" : "post"} action={props.action} onSubmit={props.onSubmit} className={props.className} aria-label={label}>
        {hidden}
        {children}
      </form>
    );
  }
  return (
    <Form method={method} aria-label={label} {...props}>
      {hidden}
      {children}
    </Form>
  );
}
