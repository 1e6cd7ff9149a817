import { Link } from "~/components/ui/router-link";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { PageHero } from "~/components/ui/section";
import type { CallbackOutcome, EmailLinkPurpose } from "../email-links.server";
import { Notice } from "~/components/ui/notice";
import { AuthPanel } from "./auth-panel";
import { EmailForm } from "./email-form";
import { HelpSection } from "./help-section";

const titles: Record<Exclude<CallbackOutcome["outcome"], "confirm">, { title: string; lead: string }> = {
  expired: { title: "This Link Has Run Out", lead: "For your safety, links in our emails only work for a limited time." },
  invalid: { title: "This Link Does Not Work", lead: "It may have been copied wrongly, or a newer link may have replaced it." },
  missing: { title: "This Link Is Not Complete", lead: "Part of the link seems to be missing. This can happen when a link is copied by hand." },
  "already-used": { title: "Your Email Is Already Confirmed", lead: "This link has already been used, so there is nothing more to do with it." },
  "confirmed-still-signed-in": { title: "Email Address Confirmed", lead: "The email address this link was sent to is now confirmed." },
  "email-change-confirmed": { title: "Check Your New Inbox", lead: "You have confirmed the change from your current address." },
  "email-changed": { title: "Your Email Address Has Changed", lead: "From now on, sign in with your new email address." },
};

const confirmTitles: Record<EmailLinkPurpose, { title: string; lead: string }> = {
  account: { title: "Confirm Your Email Address", lead: "Press Continue to confirm the email address for your account." },
  "change-email-confirmation": { title: "Confirm the Change of Email Address", lead: "Press Continue to approve moving your account to a new email address." },
  "change-email-verification": { title: "Confirm Your New Email Address", lead: "Press Continue to finish moving your account to this email address." },
};

/** The page an email link opens: nothing happens until Continue posts the link back. */
function ConfirmPage({ token, purpose }: { token: string; purpose: EmailLinkPurpose }) {
  const { title, lead } = confirmTitles[purpose];
  return (
    <>
      <PageHero title={title} lead={lead} />
      <AuthPanel>
        <ButtonForm label="Confirm" action="/auth/callback" replace values={{ token }}>
          <SubmitButton size="lg" className="w-full" pendingLabel="Confirming...">
            Continue
          </SubmitButton>
        </ButtonForm>
        <HelpSection />
      </AuthPanel>
    </>
  );
}

/** What /auth/callback says: the Continue button, or what happened when it has not sent the person on. */
export function CallbackPage(props: CallbackOutcome) {
  if (props.outcome === "confirm") return <ConfirmPage token={props.token} purpose={props.purpose} />;
  const { outcome } = props;
  const { title, lead } = titles[outcome];
  const offerNewLink = outcome === "expired" || outcome === "invalid" || outcome === "missing";
  return (
    <>
      <PageHero title={title} lead={lead} />
      <AuthPanel>
        {offerNewLink ? (
          <>
            <h2 className="text-2xl font-bold text-ink">Get a new link</h2>
            <p className="mt-3 text-ink-soft">
              Enter the email address you used to create your account. If it still needs confirming, we will send a new link straight away.
            </p>
            <EmailForm action="/verify-email" actionData={undefined} label="Send a new link" pendingLabel="Sending..." />
            <p className="mt-6">
              Already confirmed your email?{" "}
              <Link to="/sign-in" className="font-semibold text-brand-800 underline">
                Sign in
              </Link>
            </p>
          </>
        ) : outcome === "already-used" ? (
          <>
            <Notice>You can sign in with your email address and password.</Notice>
            <div className="mt-6">
              <ButtonLink to="/sign-in" size="lg" className="w-full">
                Sign In
              </ButtonLink>
            </div>
          </>
        ) : props.outcome === "confirmed-still-signed-in" ? (
          <>
            <Notice>
              You are still signed in as <strong className="break-all">{props.signedInAs}</strong>. To use the account you have just confirmed, sign out
              first, then sign in to it.
            </Notice>
            <div className="mt-6">
              <ButtonLink to={props.home} size="lg" className="w-full">
                Carry on
              </ButtonLink>
            </div>
          </>
        ) : outcome === "email-change-confirmed" ? (
          <Notice>
            We have sent a link to your new email address. Open it to finish the change. Until then, keep signing in with your current address.
          </Notice>
        ) : (
          <>
            <Notice>Your account now uses your new email address.</Notice>
            <div className="mt-6">
              <ButtonLink to="/account" size="lg" className="w-full">
                Go to your account
              </ButtonLink>
            </div>
          </>
        )}
        <HelpSection />
      </AuthPanel>
    </>
  );
}
