import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { TextLink } from "~/components/ui/prose";
import { PageHero, Section } from "~/components/ui/section";
import { createEnquiryAction } from "~/features/enquiries/browser-submission.server";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { enquiryClientAction } from "~/features/enquiries/form-submission";
import { CandidateSections, candidateHero } from "~/features/marketing/audiences/candidate-sections";
import { checkerLink } from "~/lib/site-pages";
import { ContactSection } from "~/features/marketing/audiences/components/contact-section";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";

// The same for every anonymous visitor (the form's start time is put in afresh): see docs/decisions/0018.
// Sent without React's scripts: app/lib/enhance-form.js checks and sends the form (docs/decisions/0017).
export const handle: PageHandle = { cache: true, scripts: false, enhance: ["form"] };

export const meta = () =>
  pageMeta(
    "Find Work With a Conviction",
    "One-to-one support to find work when you have a criminal record: CV and disclosure help, employers who give people a fair chance, and support once you start.",
  );

export const action = createEnquiryAction("candidate");
export const clientAction = enquiryClientAction;

export default function CandidatesPage() {
  return (
    <>
      <PageHero title={candidateHero.title} lead={candidateHero.lead}>
        {/* A plain fragment link, so it works before (or without) JavaScript. */}
        <a href="#contact" className={buttonClasses("secondary", "lg")}>
          {candidateHero.action}
        </a>
        <ButtonLink to="/cv-builder" variant="inverse" size="lg">
          Build Your CV
        </ButtonLink>
        <ButtonLink to={checkerLink.to} variant="inverse" size="lg">
          {checkerLink.label}
        </ButtonLink>
      </PageHero>
      <CandidateSections />
      <Section id="account" title="Save Your CV and Apply Online" tone="tinted">
        <div className="max-w-3xl space-y-4 text-lg text-ink-soft">
          <p>
            With a free account you can keep your CV and disclosure letter, save a disclosure check, and apply for jobs
            on our jobs board. You do not need an account to ask for a call back or to use the CV builder.
          </p>
          <p>
            <TextLink to="/sign-in?mode=signup">Create a free account</TextLink>
          </p>
        </div>
      </Section>
      <ContactSection
        title="Start Your Journey Today"
        intro="Ask for a call back and we will contact you within 24 hours. There is no pressure: it is a chance to talk about the work you want and how we can help."
      >
        <p>You do not need to tell us about your conviction to get started. You only share what you are comfortable with.</p>
        <p className="mt-3">
          Not sure whether you have to tell employers about a caution or conviction?{" "}
          <TextLink to={checkerLink.to}>Check if it is spent with our disclosure helper</TextLink>: it takes a few
          minutes and nothing you enter is stored.
        </p>
        <EnquiryForm variant="candidate" />
      </ContactSection>
    </>
  );
}
