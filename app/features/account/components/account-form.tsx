import type { ReactNode } from "react";
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
}: {
  intent: Intent;
  anchor: string;
  children: ReactNode;
  className?: string;
  action?: string;
  /** The form ends on another page (signing out): that page starts at its top. */
  leavesPage?: boolean;
}) {
  return (
    <Form method="post" action={leavesPage ? action : `${action}#${anchor}`} noValidate className={`space-y-5 ${className}`} preventScrollReset={!leavesPage}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
