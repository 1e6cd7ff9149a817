import { Link } from "~/components/ui/router-link";
import { PageHero } from "~/components/ui/section";
import type { EmailFormData } from "../email-links.server";
import { Notice } from "~/components/ui/notice";
import { AuthPanel } from "./auth-panel";
import { EmailForm } from "./email-form";
import { HelpSection } from "./help-section";

/** Sends the email-confirmation link again. */
export function VerifyEmailPage({ actionData }: { actionData: EmailFormData | undefined }) {
  return (
    <>
      <PageHero
        title="Confirm Your Email Address"
        lead="We need to check your email address before you can sign in. If the email did not arrive, or its link has run out, we can send a new one."
      />
      <AuthPanel>
        {actionData?.sent ? (
          <>
            <Notice>
              If there is an account for that email address that still needs confirming, we have sent a new link to it. It can take a few
              minutes to arrive: check your spam or junk folder too.
            </Notice>
            <p className="mt-6">
              <Link to="/sign-in" className="font-semibold text-brand-800 underline">
                Back to sign in
              </Link>
            </p>
          </>
        ) : (
          <>
            <h2 className="text-2xl font-bold text-ink">Send the link again</h2>
            <p className="mt-3 text-ink-soft">Enter the email address you used to create your account.</p>
            <EmailForm action="/verify-email" actionData={actionData} label="Send a new link" pendingLabel="Sending..." />
          </>
        )}
        <HelpSection />
      </AuthPanel>
    </>
  );
}
