import { Form, Link } from "react-router";
import { PageHero } from "~/components/ui/section";
import type { ResetPasswordData } from "../email-links.server";
import { passwordHint } from "../password-rules";
import { AuthPanel, Field, FormErrorBox, SubmitButton } from "./auth-form";
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
            <FormErrorBox message={actionData?.error ?? "This link is not complete. Part of it may be missing."} />
            <p className="mt-6">
              <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
                Ask for a new reset link
              </Link>
            </p>
          </>
        ) : (
          <Form method="post" noValidate replace className="space-y-6">
            <input type="hidden" name="token" value={token} />
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={passwordHint}
              error={actionData?.fieldErrors.password}
            />
            <FormErrorBox message={actionData?.error} fieldErrors={actionData?.fieldErrors} fieldLabels={{ password: "New password" }} />
            <SubmitButton label="Save new password" pendingLabel="Saving..." />
          </Form>
        )}
        <HelpSection />
      </AuthPanel>
    </>
  );
}
