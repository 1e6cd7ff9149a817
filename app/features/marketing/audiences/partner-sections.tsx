import { Building2, House, Landmark } from "lucide-react";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { CheckList, type CheckListItem } from "./components/check-list";
import { ProcessSteps, type ProcessStep } from "./components/process-steps";

export const partnerHero = {
  title: "Amplify Your Impact Through Employment",
  lead:
    "Work with us to help the people you support into good, lasting jobs. We bring employers, training and " +
    "support in work; you bring your knowledge of the people you work with.",
  action: "Become a Partner",
};

const reasons: CheckListItem[] = [
  {
    title: "Links to employers",
    text: "We work with employers who are ready to hire people with convictions, so your referrals reach real jobs.",
  },
  {
    title: "Specialist support",
    text: "Our employment support adds to the work you already do. It does not replace it.",
  },
  {
    title: "Regular updates",
    text: "With the person's consent, we keep you informed about how they are getting on.",
  },
  {
    title: "Evidence of outcomes",
    text: "We share outcome figures you can use in your own reports and funding bids.",
  },
];

const iconClass = "h-8 w-8";

const partnerTypes = [
  {
    title: "Probation Services",
    icon: <Landmark aria-hidden="true" className={iconClass} />,
    gain:
      "A dedicated route into work for people on licence or serving community sentences, and progress updates " +
      "that support their sentence plan.",
    referrals:
      "Probation practitioners refer people with their agreement, by phone or by email. We agree how and when we " +
      "share updates, taking account of any licence conditions.",
  },
  {
    title: "Charities and Support Services",
    icon: <Building2 aria-hidden="true" className={iconClass} />,
    gain:
      "Employment expertise and employer links for the people you already support, so your team can focus on what " +
      "it does best.",
    referrals:
      "Your staff or volunteers refer people to us, or people contact us themselves and tell us you support them. " +
      "We work alongside your support plan.",
  },
  {
    title: "Housing and Community Services",
    icon: <House aria-hidden="true" className={iconClass} />,
    gain:
      "Help for residents to find and keep work, which supports settled tenancies and stronger communities.",
    referrals:
      "Housing officers and community workers refer residents with their agreement. We keep you updated, with the " +
      "resident's consent, and tell you early if they need extra help.",
  },
] as const;

const steps: ProcessStep[] = [
  {
    name: "Talk to Us",
    description: "Tell us about your organisation, the people you support and what you hope to achieve together.",
  },
  {
    name: "Agree How We Work",
    description:
      "We agree a simple referral route, how we share information safely, and the updates you will receive.",
  },
  {
    name: "Refer People",
    description: "Refer people who want to work, with their consent. We contact them quickly and start one-to-one support.",
  },
  {
    name: "Review Results",
    description: "We share progress and outcomes with you regularly and review the partnership together.",
  },
];

/** Everything on the partner page between the hero and the contact section. */
export function PartnerSections() {
  return (
    <>
      <Section
        title="Why Partner With Us"
        intro="Steady work is one of the strongest foundations for a settled life. Together we can help more people get there."
      >
        <CheckList items={reasons} />
      </Section>

      <Section title="Who We Work With" tone="tinted">
        <CardGrid>
          {partnerTypes.map((partner) => (
            <Card key={partner.title} title={partner.title} icon={partner.icon}>
              <h4 className="mt-2 font-semibold text-ink">What you gain</h4>
              <p className="mt-1">{partner.gain}</p>
              <h4 className="mt-4 font-semibold text-ink">How referrals work</h4>
              <p className="mt-1">{partner.referrals}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title="How Partnership Works" intro="Four steps to a partnership that works for you and the people you support.">
        <ProcessSteps steps={steps} />
      </Section>

      <Section title="Keeping Information Safe" tone="tinted">
        <div className="max-w-3xl space-y-4 text-lg text-ink-soft">
          <p>
            Information about someone's convictions is highly sensitive. We only accept referrals made with the
            person's consent, we ask only for what we need, and we share updates only as agreed with them and with
            you.
          </p>
          <p>We are happy to sign a data sharing agreement with your organisation before any referrals are made.</p>
        </div>
      </Section>
    </>
  );
}
