import { ButtonLink } from "~/components/ui/button";
import { PageHero, Section } from "~/components/ui/section";

/** Shown after signing out from the account page. */
export function SignedOutPage({ everywhere }: { everywhere: boolean }) {
  return (
    <>
      <PageHero
        title="You have signed out"
        lead={
          everywhere
            ? "You are now signed out on every device, including this one."
            : "You are signed out on this device. Any other devices where you signed in stay signed in."
        }
      >
        <ButtonLink to="/sign-in" variant="inverse" size="lg">
          Sign in again
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          Go to the home page
        </ButtonLink>
      </PageHero>
      <Section id="shared-computer" title="Using a shared computer?">
        <p className="max-w-prose text-lg">
          Close the browser window as well, so the next person cannot go back to your pages. If you saved your password
          in this browser, remove it in the browser&rsquo;s settings.
        </p>
      </Section>
    </>
  );
}

/** Shown once an account has been deleted. */
export function AccountDeletedPage() {
  return (
    <>
      <PageHero title="Your account has been deleted" lead="Your account and its sign-in settings have been removed, and you are signed out everywhere.">
        <ButtonLink to="/" variant="inverse" size="lg">
          Go to the home page
        </ButtonLink>
      </PageHero>
      <Section id="next" title="If you need us again">
        <p className="max-w-prose text-lg">
          You are welcome back at any time. You can create a new account, or ask us to call you back and talk through
          what you need.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/request-callback">Request a Call Back</ButtonLink>
          <ButtonLink to="/resources" variant="outline">
            Browse the support hub
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
