import { useEffect, useMemo, useRef } from "react";
import { Link } from "~/components/ui/router-link";
import { SubmitButton } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { TextField } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { PageHero } from "~/components/ui/section";
import { refusalResult, useSchemaForm } from "~/components/ui/use-schema-form";
import { resetPasswordSchema } from "../email-link-schemas";
import type { ResetPasswordData } from "../email-links.server";
import { passwordHint } from "../password-rules";
import { AuthPanel } from "./auth-panel";
import { HelpSection } from "./help-section";

/** Chooses a new password from the emailed link. */
export function ResetPasswordPage({ token, actionData }: { token: string | null; actionData: ResetPasswordData | undefined }) {
  const linkProblem = !token || actionData?.linkProblem;
  return (
    <>
      <PageHero title="Choose a New Password" lead="When you save it, every device signed in to your account is signed out, including this one." />
      <AuthPanel>
        {linkProblem ? (
          <>
            <ErrorSummary className="" formErrors={[actionData?.error ?? "This link is not complete. Part of it may be missing."]} fieldErrors={[]} focusKey={actionData} />
            <p className="mt-6">
              <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
                Ask for a new reset link
              </Link>
            </p>
          </>
        ) : (
          <NewPasswordForm token={token} actionData={actionData} />
        )}
        <HelpSection />
      </AuthPanel>
    </>
  );
}

/**
 * The new password, on the form kit: the browser checks that one is there, as the action does first; the policy
 * is the action's to judge. A refused password is never kept, with or without JavaScript.
 */
function NewPasswordForm({ token, actionData }: { token: string; actionData: ResetPasswordData | undefined }) {
  const lastResult = useMemo(() => (actionData && (actionData.error || actionData.fieldErrors.password) ? refusalResult({ formError: actionData.error, fieldErrors: actionData.fieldErrors}) : undefined), [actionData]);
  const kit = useSchemaForm({ id: "reset-password", schema: resetPasswordSchema, lastResult });
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && passwordRef.current) passwordRef.current.value = "";
  }, [actionData]);
  return (
    <SchemaForm kit={kit} summary={["password"]} idFor={() => "password"} summaryClassName="" method="post" replace className="space-y-6">
      <input type="hidden" name="token" value={token} />
      <TextField
        label="New password"
        ref={passwordRef}
        id="password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={passwordHint}
        error={kit.fields.password?.errors?.[0]}
      />
      <SubmitButton ref={kit.submitButton} size="lg" className="w-full" pendingLabel="Saving...">
        Save new password
      </SubmitButton>
    </SchemaForm>
  );
}
