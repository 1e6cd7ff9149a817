import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/section";
import { ContactSection } from "~/features/marketing/audiences/components/contact-section";
import { EmployerSections, employerHero } from "~/features/marketing/audiences/employer-sections";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Hire Vetted Talent",
    "Hire motivated, work-ready people with convictions. We find, prepare and match candidates to your roles, and support you both once they start.",
  );

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
        {/* ENQUIRY FORM: employer variant goes here (enquiries feature) */}
        <p>
          Ask for a call back and tell us a little about your business. We will reply within 1-2 business days.
        </p>
        <ButtonLink to="/request-callback" size="lg">
          Request a Call Back
        </ButtonLink>
      </ContactSection>
    </>
  );
}
