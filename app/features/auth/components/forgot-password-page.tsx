import { Link } from "~/components/ui/router-link";
import { PageHero } from "~/components/ui/section";
import type { EmailFormData } from "../email-links.server";
import { Notice } from "~/components/ui/notice";
import { AuthPanel } from "./auth-panel";
import { EmailForm } from "./email-form";
import { HelpSection } from "./help-section";

/** Asks for a password reset link. */
export function ForgotPasswordPage({ actionData, linkLifetime }: { actionData: EmailFormData | undefined; linkLifetime: string }) {
  return (
    <>
      <PageHero title="Reset Your Password" lead="Forgotten your password? We will email you a link to choose a new one." />
      <AuthPanel>
        {actionData?.sent ? (
          <>
            <Notice>
              If there is an account for that email address, we have sent it a link to reset the password. The link works once, for {linkLifetime}.
              Check your spam or junk folder if it has not arrived in a few minutes.
            </Notice>
            <p className="mt-6">
              <Link to="/sign-in" className="font-semibold text-brand-800 underline">
                Back to sign in
              </Link>
            </p>
          </>
        ) : (
          <>
            <h2 className="text-2xl font-bold text-ink">Get a reset link</h2>
            <p className="mt-3 text-ink-soft">Enter the email address you use to sign in.</p>
            <EmailForm action="/forgot-password" actionData={actionData} label="Send reset link" pendingLabel="Sending..." />
            <p className="mt-6">
              Remembered it?{" "}
              <Link to="/sign-in" className="font-semibold text-brand-800 underline">
                Sign in
              </Link>
            </p>
          </>
        )}
        <HelpSection />
      </AuthPanel>
    </>
  );
}
