import { CheckCircle2 } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { TextLink } from "~/components/ui/prose";
import { PageHero, Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/thank-you";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0017).
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () => [
  ...pageMeta("Thank You", "We have received your enquiry. Here is what happens next."),
  // A confirmation page has nothing to offer in search results.
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const source = new URL(request.url).searchParams.get("source");
  return { fromCandidate: source === "candidate" };
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { fromCandidate } = loaderData;
  const replyTime = fromCandidate ? "within 24 hours" : "within 1-2 business days";

  return (
    <>
      <PageHero
        title="Thank You"
        lead={
          <p className="flex items-start gap-3">
            <CheckCircle2 className="mt-1 size-6 shrink-0" aria-hidden="true" />
            <span>We have received your enquiry. Thank you for getting in touch.</span>
          </p>
        }
      />
      <Section id="what-happens-next" title="What happens next">
        <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-lg text-ink">
          <li>A member of our team will read your enquiry.</li>
          <li>
            We will contact you <strong>{replyTime}</strong>, using the phone number or email address you gave us.
          </li>
          <li>
            {fromCandidate
              ? "We will talk with you about the work and support you are looking for, and agree your next steps together."
              : "We will talk through what you need and agree the next steps with you."}
          </li>
        </ol>
        {fromCandidate ? (
          <p className="mt-6 max-w-3xl text-ink-soft">
            If you need to talk to someone before we call, free helplines are open 24 hours a day. See{" "}
            <TextLink to="/resources#crisis-support">24/7 crisis support</TextLink>
            .
          </p>
        ) : null}
      </Section>
      <Section id="while-you-wait" title="While you wait" tone="tinted">
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/" size="lg">
            Go to the home page
          </ButtonLink>
          <ButtonLink to="/resources" variant="outline" size="lg">
            Visit the Resources and Support Hub
          </ButtonLink>
          <ButtonLink to="/request-callback" variant="outline" size="lg">
            Make another request
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
