import { useContext } from "react";
import { OrganisationContext } from "~/lib/organisation";
import { RecoveryActions } from "./recovery-actions";

/** Shown when the database cannot be reached: the page answers 503 with Retry-After, and says what to do. */
export function ServiceUnavailable() {
  // Null when the root loader could not run either: the page still says what to do.
  const organisation = useContext(OrganisationContext);
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <title>Service Temporarily Unavailable | Fair Chance Works</title>
      <h1 className="text-3xl font-bold sm:text-4xl">Service Temporarily Unavailable</h1>
      <p className="mt-4 text-lg text-ink-soft">
        We cannot reach our records just now, so this page cannot be shown. Nothing you have saved is lost. Please try
        again in a minute or two.
      </p>
      {organisation ? (
        <p className="mt-4 text-ink-soft">
          If you need us urgently, call {organisation.phone} or email {organisation.email}.
        </p>
      ) : null}
      <RecoveryActions />
    </div>
  );
}
