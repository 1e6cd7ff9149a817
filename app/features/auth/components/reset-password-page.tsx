import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { TextField } from "~/components/ui/field";
import { PageHero } from "~/components/ui/section";
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
          <Form method="post" noValidate replace className="space-y-6">
            <input type="hidden" name="token" value={token} />
            {actionData?.error || actionData?.fieldErrors.password ? (
              <ErrorSummary
                className=""
                formErrors={[actionData.error ?? "Please check the details you entered."]}
                fieldErrors={summaryItems(actionData.fieldErrors, ["password"])}
                focusKey={actionData}
              />
            ) : null}
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={passwordHint}
              error={actionData?.fieldErrors.password}
            />
            <SubmitButton size="lg" className="w-full" pendingLabel="Saving...">
              Save new password
            </SubmitButton>
          </Form>
        )}
        <HelpSection />
      </AuthPanel>
    </>
  );
}
