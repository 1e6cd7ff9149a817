import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/section";
import type { CallbackOutcome } from "../email-links.server";
import { Notice } from "~/components/ui/notice";
import { AuthPanel } from "./auth-panel";
import { EmailForm } from "./email-form";
import { HelpSection } from "./help-section";

const titles: Record<CallbackOutcome["outcome"], { title: string; lead: string }> = {
  expired: { title: "This Link Has Run Out", lead: "For your safety, links in our emails only work for a limited time." },
  invalid: { title: "This Link Does Not Work", lead: "It may have been copied wrongly, or a newer link may have replaced it." },
  missing: { title: "This Link Is Not Complete", lead: "Part of the link seems to be missing. This can happen when a link is copied by hand." },
  "already-used": { title: "Your Email Is Already Confirmed", lead: "This link has already been used, so there is nothing more to do with it." },
  "email-change-confirmed": { title: "Check Your New Inbox", lead: "You have confirmed the change from your current address." },
  "email-changed": { title: "Your Email Address Has Changed", lead: "From now on, sign in with your new email address." },
};

/** What /auth/callback says when it has not signed the person straight in. */
export function CallbackPage({ outcome }: CallbackOutcome) {
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
