import type { ReactNode } from "react";
import { ButtonForm } from "~/components/ui/button-form";
import { SchemaForm } from "~/components/ui/schema-form";
import type { Intent } from "../schema";
import type { useAccountForm } from "./use-account-form";

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
  kit,
  summary,
  label,
}: {
  intent: Intent;
  anchor: string;
  children: ReactNode;
  className?: string;
  action?: string;
  /** The form ends on another page (signing out): that page starts at its top. */
  leavesPage?: boolean;
  /** A form with fields runs on useAccountForm (its id is the form's id); without it the form is one button. */
  kit?: ReturnType<typeof useAccountForm>;
  /** The fields in page order, for the error summary of a form with a kit. */
  summary?: readonly string[];
  /** The form's name where the intent's own is not unique on the page (one form per device). */
  label?: string;
}) {
  const props = {
    "aria-label": label ?? formNames[intent],
    action: leavesPage ? action : `${action}#${anchor}`,
    className: `space-y-5 ${className}`,
    preventScrollReset: !leavesPage,
  };
  if (!kit) {
    const { "aria-label": name, ...rest } = props;
    return (
      <ButtonForm label={name} values={{ intent }} {...rest}>
        {children}
      </ButtonForm>
    );
  }
  return (
    <SchemaForm kit={kit} summary={summary} formErrors={kit.formErrors} summaryClassName="" method="post" {...props}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </SchemaForm>
  );
}
