import { useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/router-link";
import { buttonClasses } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { siteName } from "~/lib/organisation";
import { submitCookieForm, type AnalyticsChoice } from "../consent";

/**
 * The cookie banner in the GOV.UK pattern: a question until the person answers, then one confirmation. The
 * buttons post a plain form to /cookies, which saves the choice and comes back to this page, so it works without
 * JavaScript. With JavaScript the page is still loaded afresh afterwards (see submitCookieForm). It is not shown on /cookies itself, where the same choice is on the page.
 */
export function CookieBanner({ choice, justSaved }: { choice: AnalyticsChoice | null; justSaved: AnalyticsChoice | null }) {
  const location = useLocation();
  const [hidden, setHidden] = useState(false);
  const here = `${location.pathname}${location.search}`;
  if (hidden || location.pathname === "/cookies") return null;
  if (justSaved) {
    return (
      <section aria-label={`Cookies on ${siteName}`} className="border-b-4 border-brand-700 bg-brand-50">
        <div role="status" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
          <p className="max-w-3xl text-ink">
            You&rsquo;ve {justSaved === "accept" ? "accepted" : "rejected"} analytics cookies. You can{" "}
            <Link to="/cookies" className="font-semibold text-brand-800 underline underline-offset-4 hover:no-underline">
              change your cookie settings
            </Link>{" "}
            at any time.
          </p>
          <Link
            to={here}
            replace
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              setHidden(true);
            }}
            className={buttonClasses("primary", "md", "mt-4")}
          >
            Hide cookie message
          </Link>
        </div>
      </section>
    );
  }
  if (choice) return null;
  return (
    <section aria-labelledby="cookie-banner-heading" className="border-b-4 border-brand-700 bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        <h2 id="cookie-banner-heading" className="text-xl font-bold text-ink">
          Cookies on {siteName}
        </h2>
        <div className="mt-3 max-w-3xl space-y-2 text-ink">
          <p>We use some essential cookies to make this service work.</p>
          <p>
            We&rsquo;d also like to use analytics cookies so we can understand how you use the service and make improvements. We never use
            them on pages with your CV, disclosure letter, account or case details.
          </p>
        </div>
        {/* reloadDocument: never a client navigation; with JavaScript submitCookieForm sends it and reloads the page. */}
        <ButtonForm
          label="Cookie choices"
          action="/cookies"
          values={{ returnTo: here }}
          reloadDocument
          onSubmit={submitCookieForm}
          className="mt-4 flex flex-wrap items-center gap-3"
        >
          <button type="submit" name="analytics" value="accept" className={buttonClasses("primary")}>
            Accept analytics cookies
          </button>
          <button type="submit" name="analytics" value="reject" className={buttonClasses("primary")}>
            Reject analytics cookies
          </button>
          <Link to="/cookies" className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-800 underline underline-offset-4 hover:no-underline">
            View cookies
          </Link>
        </ButtonForm>
      </div>
    </section>
  );
}
