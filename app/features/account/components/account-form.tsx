import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import type { Intent } from "../schema";

/**
 * A form on the account page. It posts to the /account action with its intent, so it works without
 * JavaScript. The action address carries the form's anchor: after a full-page post the browser returns
 * the person to the form they used, not the top of the page.
 */
export function AccountForm({
  intent,
  anchor,
  children,
  className = "",
  action = "/account",
  leavesPage = false,
  id,
  onSubmit,
}: {
  intent: Intent;
  anchor: string;
  children: ReactNode;
  className?: string;
  action?: string;
  /** The form ends on another page (signing out): that page starts at its top. */
  leavesPage?: boolean;
  /** For a form on the kit's useSchemaForm: Conform's form id and the hook's onSubmit. */
  id?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form id={id} onSubmit={onSubmit} method="post" action={leavesPage ? action : `${action}#${anchor}`} noValidate className={`space-y-5 ${className}`} preventScrollReset={!leavesPage}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
