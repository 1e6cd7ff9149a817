import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/section";
import { createEnquiryAction } from "~/features/enquiries/browser-submission.server";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { enquiryClientAction } from "~/features/enquiries/form-submission";
import { ContactSection } from "~/features/marketing/audiences/components/contact-section";
import { EmployerSections, employerHero } from "~/features/marketing/audiences/employer-sections";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";

// The same for every anonymous visitor (the form's start time is put in afresh): see docs/decisions/0018.
// Sent without React's scripts: app/lib/enhance-form.js checks and sends the form (docs/decisions/0017).
export const handle: PageHandle = { cache: true, scripts: false, enhance: ["form"] };

export const meta = () =>
  pageMeta(
    "Hire Vetted Talent",
    "Hire motivated, work-ready people with convictions. We find, prepare and match candidates to your roles, and support you both once they start.",
  );

export const action = createEnquiryAction("employer");
export const clientAction = enquiryClientAction;

export default function EmployersPage() {
  return (
    <>
      <PageHero title={employerHero.title} lead={employerHero.lead}>
        {/* A plain fragment link, so it works before (or without) JavaScript. */}
        <a href="#contact" className={buttonClasses("secondary", "lg")}>
          {employerHero.action}
        </a>
      </PageHero>
      <EmployerSections />
      <ContactSection
        title="Request a Call Back"
        intro="Tell us about the roles you need to fill and we will call you to talk them through. A first conversation commits you to nothing."
      >
        <EnquiryForm variant="employer" />
      </ContactSection>
    </>
  );
}
