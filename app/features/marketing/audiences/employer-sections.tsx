import { Handshake, ShieldCheck, UsersRound } from "lucide-react";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { StatisticCard, StatisticNotes } from "../statistic-card";
import { employerStatistics } from "../statistics";
import { CheckList, type CheckListItem } from "./components/check-list";
import { ProcessSteps, type ProcessStep } from "./components/process-steps";

export const employerHero = {
  title: "Fill Your Skills Gap with Exceptional Talent",
  lead:
    "Meet motivated, work-ready people who want to prove themselves. We find and prepare candidates with " +
    "convictions, match them to your roles, and support you both once they start.",
  action: "Hire Vetted Talent",
};

const businessCase: CheckListItem[] = [
  {
    title: "Fill hard-to-fill roles",
    text:
      "Construction, logistics, hospitality, care and many other sectors struggle to find staff. People with " +
      "convictions are a large group of willing workers that most employers never reach.",
  },
  {
    title: "Keep your staff for longer",
    text:
      "People who are given a fair chance are often loyal to the employer who gave it. Lower staff turnover " +
      "means less time and money spent on hiring and training.",
  },
  {
    title: "Spend less on recruitment",
    text: "We find, screen and prepare candidates for you, so you rely less on job adverts and agencies.",
  },
  {
    title: "Build a fairer workplace",
    text:
      "Fair hiring shows your customers, staff and investors what your business stands for, and widens the " +
      "range of experience in your team.",
  },
];

const solution: CheckListItem[] = [
  {
    title: "We find candidates",
    text: "We work with probation services, charities and housing services to meet people who are ready for work.",
  },
  {
    title: "We prepare them",
    text: "Each person gets training, a CV and help to talk about their past honestly before they meet you.",
  },
  {
    title: "We help you judge fairly",
    text:
      "We explain which criminal record checks a role allows and help you think about whether a conviction " +
      "is relevant to the job.",
  },
  {
    title: "We stay in touch",
    text: "After the start date we check in with you and your new starter, so small problems are solved early.",
  },
];

const benefits = [
  {
    title: "Candidates Matched to Your Roles",
    icon: <UsersRound aria-hidden="true" className="h-8 w-8" />,
    text:
      "We learn about your business and the skills you need. You only meet people who fit the job and are " +
      "ready to start.",
  },
  {
    title: "Guidance You Can Trust",
    icon: <ShieldCheck aria-hidden="true" className="h-8 w-8" />,
    text:
      "Clear advice on fair recruitment, criminal record checks and disclosure, so your decisions are lawful, " +
      "safe and fair.",
  },
  {
    title: "Support After They Start",
    icon: <Handshake aria-hidden="true" className="h-8 w-8" />,
    text:
      "A named contact for you and for your new employee in the first months, to deal with any problems early " +
      "and help people stay in work.",
  },
] as const;

const steps: ProcessStep[] = [
  {
    name: "Connect",
    description:
      "Tell us about your business, the roles you need to fill and any checks the role legally needs.",
  },
  {
    name: "Match",
    description:
      "We put forward candidates who fit the role. You interview them as you would anyone else and make the final choice.",
  },
  {
    name: "Support",
    description: "We help your new starter settle in, with regular check-ins for them and for you.",
  },
  {
    name: "Succeed",
    description:
      "Your new team member grows in the job. We share the results so you can see the difference you are making.",
  },
];

const socialValue: CheckListItem[] = [
  {
    title: "Public sector contracts",
    text:
      "Public bodies weigh social value when they award contracts. Fair chance hiring gives you clear, " +
      "measurable evidence to include in your bids.",
  },
  {
    title: "Reduced reoffending",
    text:
      "A steady job is one of the things most strongly linked to people not reoffending. That means safer " +
      "communities and fewer victims of crime.",
  },
  {
    title: "Stronger local communities",
    text: "Wages are spent locally, families are supported and people who were out of work pay tax.",
  },
  {
    title: "Figures for your reports",
    text:
      "We give you outcome figures you can use in your social value and environmental, social and " +
      "governance (ESG) reports.",
  },
];

/** Everything on the employer page between the hero and the contact section. */
export function EmployerSections() {
  return (
    <>
      <Section id="in-numbers" title="Fair Chance Hiring in Numbers" tone="tinted">
        <div className="grid gap-6 md:grid-cols-3">
          {employerStatistics.map((statistic) => (
            <StatisticCard key={statistic.id} statistic={statistic} />
          ))}
        </div>
        <p className="mt-6 text-ink-soft">
          <a href="#about-these-figures" className="font-semibold text-brand-700 underline">
            Where these figures come from
          </a>
        </p>
      </Section>

      <Section
        title="The Business Case"
        intro="Hiring people with convictions is not charity. It is a practical way to find good staff and keep them."
      >
        <CheckList items={businessCase} />
      </Section>

      <Section title="The Challenge and Our Solution" tone="tinted">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-ink">The challenge</h3>
            <div className="mt-3 space-y-4 text-ink-soft">
              <p>
                Many employers want to recruit more widely but are not sure where to start. They worry about how to
                find candidates, how to judge risk fairly, what they are allowed to ask, and how to support someone
                who has been out of work for a while.
              </p>
              <p>
                Without help, good candidates are often turned away at the first question on the application form,
                before anyone has looked at their skills.
              </p>
            </div>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-ink">Our solution</h3>
            <ul className="mt-3 space-y-3 text-ink-soft">
              {solution.map((item) => (
                <li key={item.title}>
                  <strong className="font-semibold text-ink">{item.title}.</strong> {item.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section title="What You Get">
        <CardGrid>
          {benefits.map((benefit) => (
            <Card key={benefit.title} title={benefit.title} icon={benefit.icon}>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title="How It Works" intro="Four steps from your first call to a settled new team member." tone="tinted">
        <ProcessSteps steps={steps} />
      </Section>

      <Section title="Social Value" intro="When you give someone a fair chance, the benefits reach well beyond your business.">
        <CheckList items={socialValue} />
      </Section>

      <Section id="about-these-figures" title="About These Figures" className="scroll-mt-20 border-t border-line">
        <div className="max-w-3xl text-ink-soft">
          <p>
            Each figure on this page comes from a published source, named and linked below. Where a source says
            something different from a figure we used to show, we now show what the source says.
          </p>
          <StatisticNotes statistics={employerStatistics} />
          <p className="mt-4">
            We no longer show a one-year retention figure. It described other programmes, and we are a new service
            without a full year of our own results. We aim to publish how many of the people we place are still in work
            after a year once we have those results. We also no longer show a count of people with disclosed records,
            because we could not find where it came from.
          </p>
        </div>
      </Section>
    </>
  );
}
