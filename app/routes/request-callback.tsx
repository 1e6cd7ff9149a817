import { Link } from "~/components/ui/router-link";
import { PageHero } from "~/components/ui/section";
import { createEnquiryAction } from "~/features/enquiries/browser-submission.server";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { enquiryClientAction } from "~/features/enquiries/form-submission";
import { pageMeta } from "~/lib/meta";
import { telHref, useOrganisation } from "~/lib/organisation";
import type { PageHandle } from "~/lib/page-scripts";

// The same for every anonymous visitor (the form's start time is put in afresh): see docs/decisions/0018.
// Sent without React's scripts: app/lib/enhance-form.js checks and sends the form (docs/decisions/0017).
export const handle: PageHandle = { cache: true, scripts: false, enhance: ["form"] };

export const meta = () =>
  pageMeta(
    "Request a Call Back",
    "Leave your details and Fair Chance Works will call you back within 1-2 business days. Free, friendly and with no obligation.",
  );

export const action = createEnquiryAction("general");
export const clientAction = enquiryClientAction;

export default function RequestCallbackPage() {
  const organisation = useOrganisation();
  return (
    <>
      <PageHero
        title="Request a Call Back"
        lead="Leave your details and one of our team will call you back. It is free, and you are under no obligation."
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3">
        <section aria-labelledby="callback-form-heading" className="lg:col-span-2">
          <h2 id="callback-form-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Your details
          </h2>
          <div className="mt-6">
            <EnquiryForm variant="general" />
          </div>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="next-steps-heading" className="rounded-xl bg-brand-50 p-6">
            <h2 id="next-steps-heading" className="text-xl font-bold">
              What happens next
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-ink-soft">
              <li>We read your request and pass it to the right person in our team.</li>
              <li>They call or email you within 1-2 business days, at a time that suits you if you told us one.</li>
              <li>We talk through what you need and agree the next steps together. There is no cost and no pressure.</li>
            </ol>
          </section>

          <section aria-labelledby="other-ways-heading" className="rounded-xl border border-line p-6">
            <h2 id="other-ways-heading" className="text-xl font-bold">
              Other ways to reach us
            </h2>
            <ul className="mt-4 space-y-3 text-ink-soft">
              <li>
                Looking for work? Use the{" "}
                <Link to="/candidates#contact" className="font-semibold text-brand-800 underline hover:no-underline">
                  form for job seekers
                </Link>{" "}
                and we will contact you within 24 hours.
              </li>
              <li>
                Hiring?{" "}
                <Link to="/employers#contact" className="font-semibold text-brand-800 underline hover:no-underline">
                  Tell us about your vacancies
                </Link>
                .
              </li>
              <li>
                From a probation service, charity or housing provider?{" "}
                <Link to="/partners#contact" className="font-semibold text-brand-800 underline hover:no-underline">
                  Talk to us about working together
                </Link>
                .
              </li>
              <li>
                Call us on{" "}
                <a href={telHref(organisation.phone)} className="font-semibold text-brand-800 underline hover:no-underline">
                  {organisation.phone}
                </a>{" "}
                or email{" "}
                <a href={`mailto:${organisation.email}`} className="font-semibold text-brand-800 underline hover:no-underline">
                  {organisation.email}
                </a>
                .
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
