import { Button, ButtonLink } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { PageHero, Section } from "~/components/ui/section";
import { areaPath } from "~/features/dashboards/areas";
import type { AccessAfterJoining, InvitationView } from "../organisation-invitations.server";

const wrongAccount: Record<Extract<InvitationView, { state: "wrong-account" }>["reason"], string> = {
  email: "This invitation was sent to a different email address from the one on the account you are signed in with. Sign in with the invited address, or ask for an invitation to this one.",
  unverified: "Confirm your email address first, using the link we emailed you when you created your account, then open this invitation again.",
  role: "This invitation is for an employer account, and you are signed in with a different kind of account. Sign in with an employer account that uses the invited address.",
  "has-organisation": "Your account already acts for an organisation, and an account can act for only one. Ask our team if you need to move to another.",
};

const afterJoining: Record<AccessAfterJoining, string> = {
  ready: "You can now post roles and see the people who apply, from your dashboard.",
  "awaiting-approval":
    "Your account is still awaiting approval. Once our team approves it and you set up two-step sign-in, you can post roles and see the people who apply, from your dashboard.",
  "two-factor": "Set up two-step sign-in first: then you can post roles and see the people who apply, from your dashboard.",
};

/** The invitation link's page: join the organisation, or why not. */
export function InvitationPage({ view, joined, access }: { view: InvitationView; joined: boolean; access: AccessAfterJoining }) {
  if (view.state === "ready" && joined) {
    return (
      <PageHero title={`You have joined ${view.organisationName}`} lead={afterJoining[access]}>
        <ButtonLink to={areaPath("employerPortal")} variant="inverse" size="lg">
          Go to your dashboard
        </ButtonLink>
      </PageHero>
    );
  }
  if (view.state === "ready") {
    return (
      <>
        <PageHero title={`Join ${view.organisationName}`} lead={`You have been invited to act for ${view.organisationName} on Fair Chance Works.`} />
        <Section id="join" title="Accept the invitation">
          <p className="max-w-prose text-lg">
            As a member you can post and change its roles, see the people who apply and move their applications on. Its owners can remove you at any
            time.
          </p>
          <ButtonForm label="Accept the invitation" values={{ intent: "accept" }} className="mt-6">
            <Button type="submit" size="lg">
              Join {view.organisationName}
            </Button>
          </ButtonForm>
        </Section>
      </>
    );
  }
  const message =
    view.state === "not-found"
      ? "This invitation link does not work. It may have been withdrawn, or mistyped. Ask the person who invited you to send a new one."
      : view.state === "expired"
        ? `This invitation to join ${view.organisationName} has run out: links work for 7 days. Ask the person who invited you to send a new one.`
        : view.state === "used"
          ? `This invitation to join ${view.organisationName} has already been used.`
          : wrongAccount[view.reason];
  return (
    <>
      <PageHero title="This invitation cannot be used" lead={message} />
      <Section id="next" title="What you can do">
        <p className="max-w-prose text-lg">If you need help, contact our team using the details at the bottom of this page.</p>
      </Section>
    </>
  );
}
