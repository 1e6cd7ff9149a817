import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import type { Intent } from "../schema";

/**
 * A form on the account page. It posts to the /account action with its intent, so it works without
 * JavaScript. The action address carries the form's anchor: after a full-page post the browser returns
 * the person to the form they used, not the top of the page.
 */
/** Each form's name, so the page's forms are told apart by those who move through a page by its forms. */
const formNames: Record<Intent, string> = {
  "update-name": "Change your name",
  "change-email": "Change your email address",
  "change-password": "Change your password",
  "start-authenticator": "Set up an authenticator app",
  "confirm-authenticator": "Confirm your authenticator app",
  "enable-email-codes": "Turn on codes by email",
  "regenerate-backup-codes": "Make new backup codes",
  "disable-two-factor": "Turn off two-step sign-in",
  "sign-out-device": "Sign out of a device",
  "sign-out-other-devices": "Sign out of the other devices",
  "sign-out-this-device": "Sign out of this device",
  "sign-out-everywhere": "Sign out everywhere",
};

export function AccountForm({
  intent,
  anchor,
  children,
  className = "",
  action = "/account",
  leavesPage = false,
  id,
  onSubmit,
  label,
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
  /** The form's name where the intent's own is not unique on the page (one form per device). */
  label?: string;
}) {
  return (
    <Form id={id} onSubmit={onSubmit} aria-label={label ?? formNames[intent]} method="post" action={leavesPage ? action : `${action}#${anchor}`} noValidate className={`space-y-5 ${className}`} preventScrollReset={!leavesPage}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
