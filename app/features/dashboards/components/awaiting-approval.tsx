import { Clock } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { siteName } from "~/lib/organisation";
import { homeArea } from "../areas";
import { useArea } from "./use-area";

/** What an employer or partner account awaiting approval is told, on its home and on any page it opens. */
function WhatHappensNext() {
  return (
    <>
      <p className="mt-3">
        Thank you for creating an account. Before an employer or partner account can see anything about the people
        we support, a member of our team checks who you are and how you will use it.
      </p>
      <h3 className="mt-4 text-lg font-semibold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6">
        <li>
          We review your details, usually within 1 to 2 working days. We may call or email you to check who you are.
        </li>
        <li>We email you when we have approved your account.</li>
        <li>
          You then set up two-step sign-in, with a code from an app on your phone or sent by email. Every approved
          employer and partner account needs it, because it protects the people whose details you will see.
        </li>
      </ol>
      <p className="mt-4 font-semibold">
        Until your account is approved, no one else's information is shown to you here, even if you have joined an
        organisation.
      </p>
    </>
  );
}

/** The notice on the home of an account awaiting approval. */
export function AwaitingApprovalNotice() {
  return (
    <section aria-labelledby="awaiting-approval-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <div className="max-w-3xl rounded-xl border-2 border-accent-400 bg-accent-300/20 p-5 sm:p-6">
          <h2 id="awaiting-approval-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Clock className="size-6 shrink-0 text-brand-800" aria-hidden="true" />
            Your account is awaiting approval
          </h2>
          <WhatHappensNext />
        </div>
      </div>
    </section>
  );
}

/**
 * What the guard shows (with HTTP 403) when an account awaiting approval opens any other page of its portal:
 * the same words as its home, and the way back there.
 */
export function AwaitingApprovalPage() {
  const area = useArea();
  const home = area?.role ? homeArea("portal", area.role) : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <title>{`Your account is awaiting approval | ${siteName}`}</title>
      <div className="rounded-xl border-2 border-accent-400 bg-accent-300/20 p-5 sm:p-6">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Clock className="size-7 shrink-0 text-brand-800" aria-hidden="true" />
          Your account is awaiting approval
        </h1>
        <WhatHappensNext />
      </div>
      {home ? (
        <div className="mt-8">
          <ButtonLink to={home.pattern} size="lg">
            Go to your home
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
