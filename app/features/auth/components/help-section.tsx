import { Phone } from "lucide-react";
import { Link } from "~/components/ui/router-link";
import { telHref, useOrganisation } from "~/lib/organisation";

/** The way to a person, on every account page: a call back, or the phone number. */
export function HelpSection() {
  const organisation = useOrganisation();
  return (
    <section aria-labelledby="account-help-heading" className="mt-8 rounded-lg bg-brand-50 p-5">
      <h2 id="account-help-heading" className="text-lg font-bold text-ink">
        Need help?
      </h2>
      <p className="mt-2 text-ink-soft">
        If you would rather talk to someone, ask us to call you. We can help you set up or get back into your account.
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link to="/request-callback" className="font-semibold text-brand-800 underline">
          Request a Call Back
        </Link>
        <a href={telHref(organisation.phone)} className="inline-flex items-center gap-2 font-semibold text-brand-800 underline">
          <Phone aria-hidden="true" className="size-4" />
          Call {organisation.phone}
        </a>
      </p>
    </section>
  );
}
