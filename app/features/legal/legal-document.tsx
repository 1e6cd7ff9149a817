import type { ReactNode } from "react";
import { PageHero } from "~/components/ui/section";
import { ExternalLink, Prose } from "~/components/ui/prose";
import { telHref, useOrganisation } from "~/lib/organisation";

/** When each legal document's wording last changed; update a document's date whenever its wording changes. */
export const legalLastUpdated = { display: "14/05/2025", iso: "2025-05-14" } as const;
export const termsLastUpdated = legalLastUpdated;
/**
 * Issue 17: lawful bases per purpose, referred people, complaints under the Data (Use and Access) Act 2025, cookies and
 * analytics. Issue 31: contact about an enquiry rests on legitimate interests (the person's request), not consent.
 */
export const privacyLastUpdated = { display: "28/11/2026", iso: "2026-11-28" } as const;

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal page: hero with the date, a contents list, then numbered-free sections with h2 headings. */
export function LegalDocument({
  title,
  lead,
  sections,
  lastUpdated = legalLastUpdated,
}: {
  title: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
  lastUpdated?: { display: string; iso: string };
}) {
  return (
    <>
      <PageHero
        title={title}
        lead={
          <>
            {lead}
            <p className="mt-4 text-base font-semibold">
              Last updated <time dateTime={lastUpdated.iso}>{lastUpdated.display}</time>
            </p>
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <nav aria-labelledby="contents-heading" className="max-w-3xl rounded-xl border border-line bg-brand-50 p-6">
          <h2 id="contents-heading" className="text-xl font-bold">
            Contents
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-medium text-brand-700 underline underline-offset-[3px] hover:text-brand-900">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose className="mt-4">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </Prose>
      </div>
    </>
  );
}

/** How to reach us, as both legal documents end; only the email address differs. */
export function ContactDetails({ email }: { email: string }) {
  const organisation = useOrganisation();
  return (
    <ul>
      <li>
        Email: <ExternalLink href={`mailto:${email}`}>{email}</ExternalLink>
      </li>
      <li>
        Phone: <ExternalLink href={telHref(organisation.phone)}>{organisation.phone}</ExternalLink>
      </li>
      <li>
        Post: {organisation.name}, {organisation.registeredOffice}
      </li>
    </ul>
  );
}
