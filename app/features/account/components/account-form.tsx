import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
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

/** True while this intent's submission is on its way (JavaScript only). */
export function useSubmitting(intent: Intent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function SubmitButton({
  intent,
  children,
  busyLabel,
  variant = "primary",
}: {
  intent: Intent;
  children: ReactNode;
  busyLabel: string;
  variant?: "primary" | "outline";
}) {
  const submitting = useSubmitting(intent);
  return (
    <Button type="submit" variant={variant} disabled={submitting} aria-disabled={submitting || undefined}>
      {submitting ? busyLabel : children}
    </Button>
  );
}
