import { ExternalLink, TextLink } from "~/components/ui/prose";
import { siteName, useOrganisation, type Organisation } from "~/lib/organisation";
import { ContactDetails, LegalDocument, type LegalSection } from "./legal-document";

/** The sections, written around the organisation's configured details. */
function sectionsFor(organisation: Organisation): readonly LegalSection[] {
  return [
    {
      id: "about",
      title: "About these terms",
      body: (
        <>
          <p>
            These terms apply when you use the {siteName} website and its tools. The service is run by {organisation.name},
            registered in England and Wales (company number {organisation.companyNumber}), registered office{" "}
            {organisation.registeredOffice}. &ldquo;We&rdquo; and &ldquo;us&rdquo; mean {organisation.name}.
          </p>
          <p>
            By using the website you agree to these terms. Please also read our{" "}
            <TextLink to="/privacy-policy">Privacy Policy</TextLink>, which explains how we use your information.
          </p>
        </>
      ),
    },
    {
      id: "who-may-use",
      title: "Who may use the service",
      body: (
        <>
          <p>To use the service, including sending an enquiry or creating an account, you must:</p>
          <ul>
            <li>be 18 or over, and</li>
            <li>live in the UK.</li>
          </ul>
          <p>
            If you use the service for an employer or another organisation, you confirm that you are allowed to act for
            it.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      body: (
        <ul>
          <li>Give us accurate information, and keep it up to date.</li>
          <li>An account is for one person. Do not share your password or let anyone else use your account.</li>
          <li>Keep your password safe, and turn on two-step sign-in if you can.</li>
          <li>
            Tell us straight away at <ExternalLink href={`mailto:${organisation.email}`}>{organisation.email}</ExternalLink>{" "}
            if you think someone else has used your account.
          </li>
          <li>
            You can close your account at any time. We may suspend or close an account that breaks these terms, and we
            will tell you why unless the law stops us.
          </li>
        </ul>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>When you use the service, you must not:</p>
          <ul>
            <li>break the law, or help anyone else to</li>
            <li>harass, threaten, abuse or discriminate against anyone</li>
            <li>give false information, or pretend to be someone else</li>
            <li>
              share anyone else&apos;s personal information, including details of their convictions, without their
              permission
            </li>
            <li>try to get into parts of the service, accounts or data that you are not allowed to see</li>
            <li>upload viruses or harmful code, or do anything that could damage or overload the service</li>
            <li>copy data from the service with automated tools</li>
          </ul>
        </>
      ),
    },
    {
      id: "information-not-advice",
      title: "Our information is not legal advice",
      body: (
        <>
          <p>
            We work hard to keep our guidance accurate and up to date, and we show when important pages were last
            reviewed. But the information on this website, including what it says about spent convictions and criminal
            record checks, is general information. It is not legal advice about your own situation.
          </p>
          <ul>
            <li>
              The law in Scotland and Northern Ireland is different from the law in England and Wales, and the law can
              change.
            </li>
            <li>
              Before you rely on a date or make an important decision, check your own situation with an adviser.{" "}
              <TextLink to="/request-callback">Request a call back</TextLink> and we will help you find the right advice.
            </li>
            <li>
              Anything our tools produce, such as a CV or a disclosure letter, is a draft. You are responsible for checking
              that it is true and complete before you use it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "jobs-and-employers",
      title: "Jobs and employers",
      body: (
        <ul>
          <li>We cannot promise that you will be offered an interview or a job.</li>
          <li>
            Employers make their own decisions and carry out their own checks. They remain responsible for following the
            law, including the rules on spent convictions and criminal record checks.
          </li>
          <li>Employers and partners must use any information we share with them only for the purpose we agreed.</li>
        </ul>
      ),
    },
    {
      id: "your-content",
      title: "What you give us",
      body: (
        <p>
          You own what you write. By sending it to us, for example in an enquiry, you let us use it to provide the service
          to you, as set out in our Privacy Policy. Drafts in the CV builder stay in your own browser and are never sent to
          us.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and other websites",
      body: (
        <>
          <p>
            We try to keep the service available, but we cannot promise it will always be available or free from faults.
            We may change, pause or stop parts of it, for example to make improvements.
          </p>
          <p>
            We link to other websites, such as GOV.UK and helplines, because we think they are useful. We are not
            responsible for their content.
          </p>
        </>
      ),
    },
    {
      id: "liability",
      title: "Our liability to you",
      body: (
        <>
          <ul>
            <li>
              Using the website is free. If we are responsible for a loss you suffer because of the website, our total
              liability to you is limited to £100.
            </li>
            <li>
              We are not responsible for losses that were not foreseeable, or for business losses such as loss of profit
              or of business opportunity.
            </li>
            <li>
              Nothing in these terms limits or excludes our liability for death or personal injury caused by our
              negligence, for fraud, or for anything else that the law does not allow us to limit or exclude.
            </li>
          </ul>
          <p>These terms do not affect your legal rights as a consumer.</p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms, for example when the law or our service changes. We will change the date at the top
          of this page, and if you have an account we will tell you about important changes before they take effect. If
          you keep using the service after that, the new terms apply.
        </p>
      ),
    },
    {
      id: "law",
      title: "Governing law",
      body: (
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales can hear any
          dispute about them. If you live in Scotland or Northern Ireland, you can also bring a claim in the courts where
          you live.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: <ContactDetails email={organisation.email} />,
    },
  ];
}

export function TermsOfUse() {
  const sections = sectionsFor(useOrganisation());
  return (
    <LegalDocument
      title="Terms of Use"
      lead={<p>The rules for using our website and tools, written as plainly as we can.</p>}
      sections={sections}
    />
  );
}
