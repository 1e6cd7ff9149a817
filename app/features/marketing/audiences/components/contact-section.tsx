import { Clock, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "~/components/ui/section";
import { telHref, useOrganisation } from "~/lib/organisation";

/**
 * The band that in-page buttons such as "Hire Vetted Talent" jump to (#contact): how to reach us by phone and
 * email, then the page's own content (usually its call-back form).
 * The scroll margin keeps its heading clear of the sticky site header.
 */
export function ContactSection({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Section id="contact" title={title} intro={intro} tone="tinted" className="scroll-mt-20">
      <div className="max-w-3xl space-y-6 text-ink-soft">
        <ContactDetailsList />
        {children}
      </div>
    </Section>
  );
}

/** Phone (tap to call), email and opening hours, as configured for the organisation. */
export function ContactDetailsList() {
  const organisation = useOrganisation();
  // inline-block: a link that wraps stays one box, so every part of it (and its centre) can be tapped.
  const linkClass = "inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";
  return (
    <ul aria-label="Our contact details" className="space-y-2 rounded-xl border border-line bg-white p-5 text-ink">
      <li className="flex items-start gap-3">
        <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <span>
          Call{" "}
          <a href={telHref(organisation.phone)} className={linkClass}>
            {organisation.phone}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <span className="min-w-0">
          Email{" "}
          <a href={`mailto:${organisation.email}`} className={`${linkClass} wrap-break-word`}>
            {organisation.email}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <span>{organisation.openingHours}</span>
      </li>
    </ul>
  );
}
