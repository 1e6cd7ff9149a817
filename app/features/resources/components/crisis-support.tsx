import { Phone, MessageSquareText } from "lucide-react";
import { Section } from "~/components/ui/section";
import { adviceHelplines, crisisHelplines, emergencyNumber, type Helpline, helplineHref, helplineLinkText } from "../helplines";

function HelplineItem({ helpline }: { helpline: Helpline }) {
  const Icon = helpline.kind === "text" ? MessageSquareText : Phone;
  return (
    <li className="flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-ink">{helpline.name}</h3>
      <p className="mt-1 flex-1 text-ink-soft">{helpline.purpose}</p>
      <p className="mt-1 text-sm text-ink-soft">{helpline.availability}</p>
      <a
        href={helplineHref(helpline)}
        className="mt-3 inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {helplineLinkText(helpline)}
      </a>
    </li>
  );
}

/** 24/7 crisis lines first, then free advice lines. Numbers are links on phones and readable as text everywhere. */
export function CrisisSupport() {
  return (
    <>
      <Section
        id="crisis-support"
        title="24/7 crisis support"
        tone="tinted"
        intro="If you are struggling, you do not have to cope alone. These services are free, confidential and open day and night."
      >
        <div className="max-w-3xl rounded-xl border-2 border-danger bg-white p-5">
          <p className="text-lg font-semibold text-ink">
            If you or someone else is in immediate danger, or a life is at risk, call 999 now.
          </p>
          <a
            href={helplineHref(emergencyNumber)}
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-danger px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <Phone className="size-5 shrink-0" aria-hidden="true" />
            Call 999
          </a>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {crisisHelplines.map((helpline) => (
            <HelplineItem key={helpline.name} helpline={helpline} />
          ))}
        </ul>
      </Section>
      <Section
        id="other-helplines"
        title="Other helplines"
        intro="Free advice on housing, money, family and drugs. Opening hours vary, so check each service's website."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {adviceHelplines.map((helpline) => (
            <HelplineItem key={helpline.name} helpline={helpline} />
          ))}
        </ul>
      </Section>
    </>
  );
}
