import { ExternalLink, TextLink } from "~/components/ui/prose";
import { siteName, telHref, useOrganisation, type Organisation } from "~/lib/organisation";
import { retentionPeriods } from "~/features/retention/periods";
import { ContactDetails, LegalDocument, privacyLastUpdated, type LegalSection } from "./legal-document";

/** What the policy says about the controller beyond the ORG_* details (DPO_CONTACT, ICO_REGISTRATION_NUMBER). */
export type PrivacyDetails = { dpoContact: string | null; icoRegistrationNumber: string | null };

const years = (months: number) => (months % 12 === 0 ? `${months / 12} years` : `${months} months`);

/** The sections, written around the organisation's configured details. */
function sectionsFor(organisation: Organisation, privacy: PrivacyDetails): readonly LegalSection[] {
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
          {privacy.icoRegistrationNumber ? (
            <p>We are registered with the Information Commissioner&apos;s Office (ICO) as a controller, number {privacy.icoRegistrationNumber}.</p>
          ) : null}
          {privacy.dpoContact ? (
            <p>Our data protection officer is {privacy.dpoContact}. You can contact them about anything in this policy.</p>
          ) : (
            <p>
              We have not appointed a data protection officer. We have considered whether the law requires one (UK GDPR Article 37) and
              decided it does not for an organisation of our size, and we review that decision every year. Instead, a named privacy lead is
              responsible for how we handle your information.
            </p>
          )}
          <p>
            Questions about this policy or your information go to our privacy lead at{" "}
            <ExternalLink href={privacyMail}>{organisation.email}</ExternalLink>, by phone on{" "}
            <ExternalLink href={telHref(organisation.phone)}>{organisation.phone}</ExternalLink>, or by post to {organisation.name},{" "}
            {organisation.registeredOffice}.
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
            <li>your request to be contacted about your enquiry, your choice about marketing, and when you made them</li>
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

          <h3>When you use your dashboard</h3>
          <p>
            If you have an account, we keep what you and the people supporting you add to it: your profile, CVs you save, applications and
            what you chose to share with each employer, files you upload, your diary, appointments, messages, readiness checklist, mentoring,
            and, for people who start work, whether you are still in work at six weeks, six months and a year (&ldquo;outcomes&rdquo;).
          </p>

          <h3>When an organisation refers you to us</h3>
          <p>
            A probation service, charity or housing or community service may refer you to us, with your agreement. We then get your details
            from them, not from you: your name, contact details and town, the support you need and any accessibility needs, the language you
            prefer, whether you are in custody or in the community and, if you are in custody, your expected release date. The referring
            organisation also tells us what you agreed they may see about your progress afterwards.
          </p>
          <p>
            We tell you that we have your details, and point you to this policy, when we first contact you, and at the latest within one month
            of the referral (UK GDPR Article 14). We use these details only to offer you support, on the lawful bases set out below, and we
            share your progress with the referring organisation only as far as you agreed.
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
            Our servers record technical details of each request: the page asked for (without anything typed into the address), the time,
            and the result. Where we need your IP address to prevent misuse, such as limiting sign-in attempts, we keep only a scrambled form
            of it that cannot be turned back into the address. We use these only to keep the service secure and working.
          </p>
          <p>
            If you agree to analytics cookies, we also learn how you use the public pages of the website: see{" "}
            <TextLink to="/cookies">Cookies</TextLink>.
          </p>

          <h3>Our audit trail</h3>
          <p>
            We keep a security record of who saw or changed what in the service, and when: for example, when someone signs in, changes a
            record, or reads conviction details. It names accounts by their number and never holds passwords or what was written.
          </p>
        </>
      ),
    },
    {
      id: "why-and-lawful-basis",
      title: "Why we use it and our lawful basis",
      body: (
        <>
          <p>The law lets us use personal information only when we have a lawful basis (UK GDPR Article 6). For each purpose, ours is:</p>
          <ul>
            <li>
              <strong>To call you back and answer your enquiry:</strong> our legitimate interests. You ask us to contact you about your
              enquiry when you send a call-back form with the box to be contacted ticked, and we record that request and when you made it;
              we use your details only to answer that enquiry and to keep a record of what we discussed so we can help you well. This is not
              consent: it is answering what you asked for. You can object at any time, and we will stop contacting you about it.
            </li>
            <li>
              <strong>To send you news and updates:</strong> your consent only. We send marketing only if you tick the box for it (it starts
              unticked), and you can withdraw your consent at any time.
            </li>
            <li>
              <strong>To run your account:</strong> to provide the service you signed up for (a contract between us).
            </li>
            <li>
              <strong>To support you into work</strong> (your profile, readiness checklist, appointments, notes, mentoring): to provide the
              service you asked for (contract). For someone referred to us who does not yet have an account: our legitimate interest in offering
              the support they agreed to be referred for.
            </li>
            <li>
              <strong>To match you with jobs:</strong> to provide the service you asked for (contract). Matching suggests roles; people, not
              computers, make every decision about you.
            </li>
            <li>
              <strong>To share your details with an employer</strong> when you apply: your consent, given for each application. You choose what
              each employer sees (for example your CV or your disclosure letter), and you can withdraw an application.
            </li>
            <li>
              <strong>To tell a referring organisation how you are getting on:</strong> your consent, recorded when you were referred, and only
              for what you agreed they may see.
            </li>
            <li>
              <strong>To check outcomes</strong> (whether people are still in work after six weeks, six months and a year) and to report on
              them: our legitimate interest in knowing whether our support works and showing funders and employers what it achieves. We
              report only numbers that do not identify anyone, and you can object at any time.
            </li>
            <li>
              <strong>To measure how the website is used</strong> (analytics): your consent only, given in the cookie banner and changed at any
              time on the <TextLink to="/cookies">Cookies</TextLink> page.
            </li>
            <li>
              <strong>To keep the service secure, prevent misuse and keep our audit trail:</strong> our legitimate interests, and our legal duty
              to keep personal information secure and to be able to show how we handle it (UK GDPR Articles 5(2) and 32).
            </li>
            <li>
              <strong>To meet our legal duties,</strong> for example keeping financial records or answering a court order: legal obligation.
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

          <h3>Our data protection impact assessment</h3>
          <p>
            Because this service uses information about criminal convictions, we carried out a data protection impact assessment (DPIA)
            before we started (UK GDPR Article 35). It looks at the risks to the people whose information we hold and how we reduce them: for
            example, conviction details are encrypted, only the people supporting you can read them, every reading by anyone else is
            recorded, and analytics never runs on pages with CV, disclosure or case details. We review it before any change in how we use
            information. You can ask us for a summary.
          </p>
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
        <>
          <ul>
            <li>
              <strong>Call-back enquiries:</strong> deleted {retentionPeriods.enquiryMonths} months after our last contact with you.
            </li>
            <li>
              <strong>Accounts, and everything in them</strong> (your profile, CVs, applications and uploaded files, diary, appointments,
              support notes, messages, conviction details and disclosure letters): kept while your account is open. We delete them when you
              delete your account, or after {retentionPeriods.inactiveAccountMonths} months without a sign-in (we email you a month before).
            </li>
            <li>
              <strong>Outcomes</strong> (whether you were still in work at six weeks, six months and a year): kept with your application, so
              deleted with your account. Totals that do not identify anyone may be kept longer for our reports.
            </li>
            <li>
              <strong>Referrals from other organisations:</strong> kept while we support you, and with your account once you have one. When
              your account is deleted, the referring organisation&apos;s record of the referral stays without your name or details.
            </li>
            <li>
              <strong>Marketing:</strong> until you unsubscribe. After that we keep only your email address on a do-not-contact list, so that
              we do not write to you again.
            </li>
            <li>
              <strong>Copies of emails and text messages we send you:</strong> deleted after {retentionPeriods.sentMailMonths} months.
            </li>
            <li>
              <strong>Notices in the service</strong> (such as &ldquo;You have a new message&rdquo;): deleted after {retentionPeriods.noticeMonths} months.
            </li>
            <li>
              <strong>Server logs:</strong> deleted after 30 days, unless we need them to look into a security problem.
            </li>
            <li>
              <strong>Our audit trail:</strong> {years(retentionPeriods.auditTrailMonths)} after each entry, the time within which most legal
              claims in England and Wales must be made, so that we can answer a complaint or claim about how your information was handled. It
              names accounts only by their number.
            </li>
            <li>
              <strong>Analytics</strong> (only if you accepted analytics cookies): deleted by our analytics service after 12 months.
            </li>
            <li>
              <strong>CV builder drafts:</strong> never kept by us. They stay on your device until you clear them.
            </li>
          </ul>
          <p>
            When you delete your account, we keep only what we must, and say so on the page where you delete it: the audit trail (by account
            number only), and records that others keep for their own reasons with your name and details removed, such as an employer&apos;s
            record that a role was filled.
          </p>
        </>
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
            If you have an account, you can download a copy of everything we hold about you, and delete your account, yourself at any time on
            your <TextLink to="/account#your-data">account page</TextLink>.
          </p>
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
            If you are unhappy with how we have used your information, you can complain to us, and please do so first, so that we can put it
            right. Email <ExternalLink href={privacyMail}>{organisation.email}</ExternalLink>, call{" "}
            <ExternalLink href={telHref(organisation.phone)}>{organisation.phone}</ExternalLink>, or write to us at {organisation.registeredOffice}.
            Say what happened and what you would like us to do.
          </p>
          <p>
            As the Data (Use and Access) Act 2025 requires from 19 June 2026, we acknowledge every complaint within 30 days of receiving it,
            look into it without undue delay, keep you told how it is going, and tell you the outcome.
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
            We use a few essential cookies to make the service work, for example to keep you signed in. The law does not require us to ask
            for your consent to these, because the service cannot work without them.
          </p>
          <p>
            We use analytics cookies only if you accept them in the cookie banner. They are never used on pages with your CV, disclosure
            letter, account or case details. You can change your choice at any time on the <TextLink to="/cookies">Cookies</TextLink> page,
            which lists every cookie we set.
          </p>
          <p>
            The CV builder saves your draft in your browser&apos;s own storage on your device. This is not a cookie and is never sent to us.
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

export function PrivacyPolicy({ privacy }: { privacy: PrivacyDetails }) {
  const sections = sectionsFor(useOrganisation(), privacy);
  return (
    <LegalDocument
      lastUpdated={privacyLastUpdated}
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
