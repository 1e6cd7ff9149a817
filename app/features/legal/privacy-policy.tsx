import { ExternalLink, TextLink } from "~/components/ui/prose";
import { siteName, useOrganisation, type Organisation } from "~/lib/organisation";
import { ContactDetails, LegalDocument, type LegalSection } from "./legal-document";

/** The sections, written around the organisation's configured details. */
function sectionsFor(organisation: Organisation): readonly LegalSection[] {
  const privacyMail = `mailto:${organisation.email}`;
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <>
          <p>
            {siteName} is run by {organisation.name}, registered in England and Wales (company number{" "}
            {organisation.companyNumber}). Our registered office is {organisation.registeredOffice}.
          </p>
          <p>
            We help people with criminal convictions into work, together with employers and partner organisations. We
            decide how and why your personal information is used, which makes us the &ldquo;controller&rdquo; under UK data
            protection law (the UK GDPR and the Data Protection Act 2018).
          </p>
          <p>
            Questions about this policy or your information go to our privacy lead at{" "}
            <ExternalLink href={privacyMail}>{organisation.email}</ExternalLink>.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "What information we collect",
      body: (
        <>
          <h3>When you ask us to call you back</h3>
          <p>We collect what you type into the form:</p>
          <ul>
            <li>your name, email address, phone number and rough location</li>
            <li>your message, or for candidates the support you are looking for</li>
            <li>how you heard about us, if you tell us</li>
            <li>for employers and partners: your organisation, its type and your job title</li>
            <li>your choices about being contacted and about marketing, and when you made them</li>
          </ul>
          <p>
            You do not need to tell us about any conviction in the form. If you choose to, we treat it as criminal offence
            data and protect it as described below.
          </p>

          <h3>When you have an account</h3>
          <ul>
            <li>your name, email address and the type of account (candidate, employer, partner or caseworker)</li>
            <li>your password, which we store only in a scrambled form (a one-way hash) that no one can read back</li>
            <li>your two-step sign-in settings, if you turn them on</li>
            <li>a record of sign-ins (time, IP address and browser) so that we can spot misuse of your account</li>
          </ul>

          <h3>When we support you as a candidate</h3>
          <p>
            If you work with our team, we keep notes of the help we give you. With your explicit consent, this can include
            details of your convictions that you choose to share, such as the type of sentence and when it will be spent,
            so that we can suggest suitable jobs and help you prepare to disclose.
          </p>

          <h3>The CV and disclosure letter builder</h3>
          <p>
            The <TextLink to="/cv-builder">CV builder</TextLink> runs in your browser. Your draft, including anything you
            write about a conviction, is saved only on your own device. It is never sent to us or to anyone else. To remove
            it, clear the draft in the builder or clear your browser&apos;s data for this website. If you use a shared
            computer, clear it when you finish.
          </p>

          <h3>When you visit the website</h3>
          <p>
            Our servers record technical details of each request: IP address, the page asked for, the time, and your
            browser type. We use these only to keep the service secure and working.
          </p>
        </>
      ),
    },
    {
      id: "why-and-lawful-basis",
      title: "Why we use it and our lawful basis",
      body: (
        <>
          <p>The law lets us use personal information only when we have a lawful basis. Ours are:</p>
          <ul>
            <li>
              <strong>To call you back and answer your enquiry:</strong> your consent, which you give by ticking the box to
              be contacted, and our legitimate interest in keeping a record of what we discussed so we can help you well.
            </li>
            <li>
              <strong>To send you news and updates:</strong> your consent only. We send marketing only if you tick the box
              for it, and you can stop it at any time.
            </li>
            <li>
              <strong>To run your account:</strong> to provide the service you signed up for (a contract between us).
            </li>
            <li>
              <strong>To keep the service secure and prevent misuse:</strong> our legitimate interests.
            </li>
            <li>
              <strong>To meet our legal duties,</strong> for example keeping financial records or answering a court order:
              legal obligation.
            </li>
          </ul>

          <h3>Information about convictions</h3>
          <p>
            Information about criminal convictions and offences has extra protection under Article 10 of the UK GDPR. We
            use it only when we have a lawful basis above and one of the conditions in Schedule 1 of the Data Protection
            Act 2018 applies:
          </p>
          <ul>
            <li>
              <strong>Your explicit consent</strong> (Schedule 1, paragraph 29). This is what we rely on in almost every
              case. We ask you clearly, record your answer, and you can withdraw consent at any time.
            </li>
            <li>
              <strong>Substantial public interest conditions</strong>, used only in rare cases where asking for consent is
              not possible or would put someone at risk: safeguarding children and individuals at risk (paragraph 18), and
              preventing or detecting unlawful acts (paragraph 10), which apply to conviction data through paragraph 36.
            </li>
            <li>
              <strong>Legal claims</strong> (paragraph 33), where we need the information to establish or defend a legal
              claim.
            </li>
          </ul>
          <p>
            As the Act requires, we keep an appropriate policy document that explains how we protect this information and
            how long we keep it. You can ask us for a copy.
          </p>
          <p>
            If you tell us about your health, for example a mental health condition, we use it only with your explicit
            consent and only to support you.
          </p>
          <p>We do not make decisions about you by automated means alone.</p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: (
        <>
          <p>We never sell your information, and we never share it with advertisers.</p>
          <ul>
            <li>
              <strong>Employers and partner organisations,</strong> such as probation services, charities and housing
              services, only with your consent. We tell you who we want to share with and what, and we share only what is
              needed. We never share conviction details with an employer unless you have agreed to that specific sharing.
            </li>
            <li>
              <strong>Companies that run parts of our service for us,</strong> such as website hosting and email delivery.
              They act only on our instructions, under a contract, and may not use your information for themselves.
            </li>
            <li>
              <strong>The police, courts or other authorities,</strong> only where the law requires it or where we need to
              protect someone from serious harm.
            </li>
          </ul>
          <p>
            If a company working for us processes information outside the UK, we make sure it is protected in the way UK
            law requires, for example by UK adequacy regulations or the International Data Transfer Agreement.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <ul>
          <li>
            <strong>Call-back enquiries:</strong> deleted 24 months after our last contact with you.
          </li>
          <li>
            <strong>Support notes and any conviction information:</strong> deleted 12 months after our support ends, or
            sooner if you ask.
          </li>
          <li>
            <strong>Accounts:</strong> kept while your account is open. We delete an account, and the information in it,
            when you close it or after 24 months without a sign-in.
          </li>
          <li>
            <strong>Marketing:</strong> until you unsubscribe. After that we keep only your email address on a
            do-not-contact list, so that we do not write to you again.
          </li>
          <li>
            <strong>Server and security logs:</strong> deleted after 30 days, unless we need them to look into a security
            problem.
          </li>
          <li>
            <strong>Copies of emails we send you:</strong> deleted after 12 months.
          </li>
          <li>
            <strong>CV builder drafts:</strong> never kept by us. They stay on your device until you clear them.
          </li>
        </ul>
      ),
    },
    {
      id: "security",
      title: "How we keep it safe",
      body: (
        <ul>
          <li>Every page and form is sent over an encrypted connection (HTTPS).</li>
          <li>Passwords are stored only as one-way hashes. Staff accounts must use two-step sign-in.</li>
          <li>
            Only staff who need it for their work can see your information. Access to conviction information is limited to
            the named people supporting you, and is recorded.
          </li>
          <li>Our staff are trained in data protection and confidentiality.</li>
          <li>
            If something goes wrong, we act quickly. Where the law requires it, we tell the Information Commissioner&apos;s
            Office within 72 hours, and we tell you if you are at high risk.
          </li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>You have the right to:</p>
          <ul>
            <li>
              <strong>access</strong> your information: ask for a copy of what we hold about you
            </li>
            <li>
              <strong>rectification:</strong> ask us to correct information that is wrong or incomplete
            </li>
            <li>
              <strong>erasure:</strong> ask us to delete your information
            </li>
            <li>
              <strong>restriction:</strong> ask us to limit how we use it, for example while we check a correction
            </li>
            <li>
              <strong>object</strong> to our use of it where we rely on legitimate interests, and to marketing at any time
            </li>
            <li>
              <strong>portability:</strong> ask for information you gave us in a format you can take elsewhere
            </li>
            <li>
              <strong>withdraw consent</strong> at any time. This does not affect what we did before you withdrew it.
            </li>
          </ul>
          <p>
            To use any of these rights, email <ExternalLink href={privacyMail}>{organisation.email}</ExternalLink> or
            write to us at {organisation.registeredOffice}. It is free. We may ask you to confirm who you are. We will reply
            within one month, or tell you within that month if we need up to two more months because your request is
            complex.
          </p>
        </>
      ),
    },
    {
      id: "complaints",
      title: "How to complain",
      body: (
        <>
          <p>
            If you are unhappy with how we have used your information, please tell us first so that we can try to put it
            right.
          </p>
          <p>
            You also have the right to complain to the Information Commissioner&apos;s Office (ICO), the UK regulator for
            data protection:
          </p>
          <ul>
            <li>
              online at <ExternalLink href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</ExternalLink>
            </li>
            <li>
              by phone on <ExternalLink href="tel:03031231113">0303 123 1113</ExternalLink>
            </li>
            <li>by post to Information Commissioner&apos;s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF</li>
          </ul>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <>
          <p>
            We use only one cookie, and only when you sign in: a strictly necessary session cookie that keeps you signed in
            as you move between pages. It cannot be read by other websites, and it is removed when you sign out or when it
            expires. Because the service cannot work without it, the law does not require us to ask for your consent.
          </p>
          <p>
            The CV builder saves your draft in your browser&apos;s own storage on your device. This is not a cookie and is
            never sent to us.
          </p>
          <p>
            We do not use analytics or advertising cookies. If we ever want to measure how the website is used, we will
            ask for your consent first, and we will never do so on pages that show CV, disclosure or case information.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          When we change this policy we update the date at the top of this page. If a change affects how we use
          information you have already given us, we will tell you before it takes effect.
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

export function PrivacyPolicy() {
  const sections = sectionsFor(useOrganisation());
  return (
    <LegalDocument
      title="Privacy Policy"
      lead={
        <p>
          How we collect, use and protect your personal information, including information about criminal convictions,
          and the rights you have over it.
        </p>
      }
      sections={sections}
    />
  );
}
