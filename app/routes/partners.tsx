import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/section";
import { createEnquiryAction } from "~/features/enquiries/browser-submission.server";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { enquiryClientAction } from "~/features/enquiries/form-submission";
import { ContactSection } from "~/features/marketing/audiences/components/contact-section";
import { ReferSomeoneToday } from "~/features/marketing/audiences/partner-referrals";
import { PartnerSections, partnerHero } from "~/features/marketing/audiences/partner-sections";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";

// The same for every anonymous visitor (the form's start time is put in afresh): see docs/decisions/0018.
// Sent without React's scripts: app/lib/enhance-form.js checks and sends the form (docs/decisions/0017).
export const handle: PageHandle = { cache: true, scripts: false, enhance: ["form"] };

export const meta = () =>
  pageMeta(
    "Partner With Us",
    "Probation services, charities, and housing and community services: refer the people you support to specialist employment support and employers who give a fair chance.",
  );

export const action = createEnquiryAction("partner");
export const clientAction = enquiryClientAction;

export default function PartnersPage() {
  return (
    <>
      <PageHero title={partnerHero.title} lead={partnerHero.lead}>
        {/* A plain fragment link, so it works before (or without) JavaScript. */}
        <a href="#contact" className={buttonClasses("secondary", "lg")}>
          {partnerHero.action}
        </a>
      </PageHero>
      <PartnerSections />
      <ReferSomeoneToday />
      <ContactSection
        title="Partner With Us"
        intro="Tell us about your organisation and the people you support. We will be in touch within 1-2 business days to talk about working together."
      >
        <EnquiryForm variant="partner" />
      </ContactSection>
    </>
  );
}
