import { ShieldX } from "lucide-react";
import { Link } from "~/components/ui/router-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { siteName } from "~/lib/organisation";

/**
 * What the access guard shows (with HTTP 403) when the signed-in account's role may not open a page.
 * It names no role and no reason, so it tells nobody what the page holds.
 */
export function AccessDenied({ returnTo }: { returnTo?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
      <title>{`Access denied | ${siteName}`}</title>
      <ShieldX className="mx-auto size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Access denied</h1>
      <p className="mt-4 text-lg text-ink-soft">This account does not have permission to view this area.</p>
      <p className="mt-3 text-ink-soft">
        If you have more than one account, sign in with the one that should see this page. If you think this account
        should have access, contact us and we will check it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          Go Home
        </ButtonLink>
        {/* Signing out first: the sign-in page sends anyone still signed in straight to their own home. */}
        <ButtonForm label="Sign in as someone else" action="/sign-out" values={{ redirectTo: returnTo || undefined }}>
          <Button type="submit" data-submitting-label="Signing out..." variant="outline" size="lg">
            Sign in as someone else
          </Button>
        </ButtonForm>
      </div>
      <p className="mt-8 text-ink-soft">
        Need help?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
