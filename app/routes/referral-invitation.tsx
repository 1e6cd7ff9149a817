import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PageHero, Section } from "~/components/ui/section";
import { SignInPage } from "~/features/auth/components/sign-in-page";
import { authRouteHeaders } from "~/features/auth/route-headers";
import { signInAction, type SignInActionData } from "~/features/auth/sign-in.server";
import { markReferralInvitationUsed, referralInvitationView } from "~/features/referrals/referral-invitations.server";
import { pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/organisation";
import type { PageHandle } from "~/lib/page-scripts";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/referral-invitation";

// Plain forms, as on the sign-in page: no React needed.
export const handle: PageHandle = { scripts: false, enhance: ["submit-label"] };

export const meta = () => [...pageMeta("You have been referred to us", "Create your Fair Chance Works account after a referral."), { name: "robots", content: "noindex" }];

// The address holds a secret: never kept by a cache, never sent to another site as a Referer.
const secretHeaders = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

export const headers = authRouteHeaders;

/**
 * The link in a referral's invitation email. A good link explains the referral and offers a candidate account for
 * the invited address; one that is unknown, used, expired or no longer needed gets one kind answer (no oracle).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const view = await referralInvitationView(context.database.db, new URL(request.url).searchParams.get("token"));
  const shown = view.state === "ready" ? { state: "ready" as const, partnerName: view.partnerName, email: view.email } : { state: "unavailable" as const };
  // One answer for every link that does not work (200, as the page also follows the account being made).
  return data({ view: shown }, { headers: secretHeaders });
}

type InvitationActionData = SignInActionData | { unavailable: true };

/**
 * Creating the account goes through the sign-in page's own action, for the invited address and a candidate account
 * only; the link is then used up. Signing in and sending the confirmation email again pass straight through.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request, { allowNul: true });
  const isSignUp = form.get("intent") === "signup";
  let invitationId: string | null = null;
  if (isSignUp) {
    const view = await referralInvitationView(context.database.db, new URL(request.url).searchParams.get("token"));
    if (view.state !== "ready") return data<InvitationActionData>({ unavailable: true }, { status: 404, headers: secretHeaders });
    form.set("email", view.email);
    form.set("accountType", "candidate");
    invitationId = view.invitationId;
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("content-type");
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
  const result = await signInAction(context, new Request(request.url, { method: "POST", headers, body }));
  if (invitationId && !(result instanceof Response) && "sentTo" in result.data && result.data.sentTo) await markReferralInvitationUsed(context.database.db, invitationId);
  return result;
}

export default function ReferralInvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as InvitationActionData | undefined;
  const signInAnswer = answer && !("unavailable" in answer) ? answer : undefined;
  const view = loaderData.view;
  // After the account is made the link is used up, but the page still says where the email went.
  if (view.state === "ready" || signInAnswer?.sentTo) {
    const partnerName = view.state === "ready" ? view.partnerName : "";
    const email = view.state === "ready" ? view.email : (signInAnswer?.sentTo ?? "");
    return (
      <SignInPage
        mode="signup"
        redirectTo={null}
        notice={null}
        actionData={signInAnswer}
        invitation={{
          email,
          title: view.state === "ready" ? `${partnerName} has referred you to us` : "Nearly there",
          lead: view.state === "ready" ? `${siteName} helps people with convictions into work. It is free for you.` : "Confirm your email address to finish making your account.",
          intro: (
            <>
              <p>
                {partnerName} has referred you to {siteName}, with your agreement, and asked us to contact you about support with finding work. A caseworker
                will be in touch.
              </p>
              <p>Create a free account to see your support in one place. Once you confirm your email address, your account will hold what your referral started.</p>
            </>
          ),
        }}
      />
    );
  }
  return <InvitationUnavailable />;
}

function InvitationUnavailable() {
  return (
    <>
      <PageHero title="This link no longer works" lead="Invitation links work once, for 14 days. This one has run out, has been used already, or is not complete." />
      <Section id="next" title="What you can do">
        <p className="max-w-prose text-lg">
          If you already made an account, sign in. If not, you can still create one with the email address the invitation was sent to: what your referral
          started will be there once you confirm it.
        </p>
        <div className="mt-6 flex flex-wrap gap-4">
          <ButtonLink to="/sign-in" size="lg">
            Sign in
          </ButtonLink>
          <ButtonLink to="/sign-in?mode=signup" variant="secondary" size="lg">
            Create an account
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
