import { BriefcaseBusiness, FileText, HeartHandshake, IdCard, MessagesSquare, Sprout, UsersRound, CalendarClock } from "lucide-react";
import { Link } from "~/components/ui/router-link";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { SourcesLine } from "~/components/ui/sources-line";
import { legalSources } from "~/lib/legal-sources";
import { ProcessSteps, type ProcessStep } from "./components/process-steps";

export const candidateHero = {
  title: "Your Potential Has No Expiry Date",
  lead:
    "A criminal record does not have to stop you from having a good job. We help you find work that suits you, " +
    "and we support you at every step.",
  action: "Start Your Journey",
};

const iconClass = "h-8 w-8";

const challenges = [
  {
    title: "Telling Employers About Your Past",
    icon: <MessagesSquare aria-hidden="true" className={iconClass} />,
    text:
      "It is normal to worry about what to say and when to say it. We help you understand what you have to tell " +
      "an employer, and how to explain it in your own words.",
  },
  {
    title: "Gaps in Your CV",
    icon: <CalendarClock aria-hidden="true" className={iconClass} />,
    text:
      "Time in prison or out of work can leave gaps. We help you show the skills you have, including work, " +
      "training and courses you did inside.",
  },
  {
    title: "Feeling Confident Again",
    icon: <Sprout aria-hidden="true" className={iconClass} />,
    text:
      "After time away from work, applications and interviews can feel daunting. We help you prepare, practise " +
      "and see what you have to offer.",
  },
  {
    title: "ID and a Bank Account",
    icon: <IdCard aria-hidden="true" className={iconClass} />,
    text:
      "Most employers need proof of who you are and a bank account to pay you. We help you get the documents " +
      "you need and open an account.",
  },
] as const;

const linkClass = "font-semibold text-brand-700 underline";

const help = [
  {
    title: "One-to-One Support",
    icon: <HeartHandshake aria-hidden="true" className={iconClass} />,
    body: (
      <p>
        You get a named adviser who listens, helps you plan your next steps and stays with you from your first call
        to your first pay day and beyond.
      </p>
    ),
  },
  {
    title: "CV and Disclosure Letter Builder",
    icon: <FileText aria-hidden="true" className={iconClass} />,
    body: (
      <>
        <p>
          Our online builder helps you write a CV and, if you need one, a letter that explains your conviction
          honestly and positively. Your draft stays on your own device.
        </p>
        <p className="mt-3">
          <Link to="/cv-builder" className={linkClass}>
            Build your CV and disclosure letter
          </Link>
        </p>
      </>
    ),
  },
  {
    title: "Matching You With Employers",
    icon: <UsersRound aria-hidden="true" className={iconClass} />,
    body: (
      <p>
        We work with employers who welcome people with convictions. We match you to jobs that fit your skills, your
        situation and where you live.
      </p>
    ),
  },
  {
    title: "Support Once You Start",
    icon: <BriefcaseBusiness aria-hidden="true" className={iconClass} />,
    body: (
      <p>
        Starting a new job is a big change. We keep in touch during your first months and help you sort out any
        problems, at work or at home.
      </p>
    ),
  },
] as const;

const journey: ProcessStep[] = [
  {
    name: "Get in Touch",
    description:
      "Ask for a call back below, or ask your probation officer or support worker to refer you. You do not need to give details of your conviction to start.",
  },
  {
    name: "Make a Plan",
    description:
      "Your adviser gets to know you: your skills, the work you want and anything holding you back. Together you make a plan.",
  },
  {
    name: "Get Ready for Work",
    description:
      "We help with your CV, what to tell employers, interview practice, training, and things like ID or a bank account.",
  },
  {
    name: "Start Work",
    description:
      "We match you with an employer, help you through the interview, and support you in your first months in the job.",
  },
];

/** Everything on the candidate page between the hero and the contact section. */
export function CandidateSections() {
  return (
    <>
      <Section
        title="We Understand What You Are Facing"
        intro="Looking for work with a conviction can be hard. You are not alone, and none of these things means you should give up."
        tone="tinted"
      >
        <CardGrid columns={2}>
          {challenges.map((item) => (
            <Card key={item.title} title={item.title} icon={item.icon}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="telling-employers" title="Do You Have to Tell an Employer?">
        <div className="max-w-3xl space-y-4 text-lg text-ink-soft">
          <p>
            Once a conviction is spent, you usually do not have to tell an employer about it, and for most jobs it
            cannot be held against you. A basic criminal record check only shows convictions that are not yet spent.
          </p>
          <p>
            Some jobs are different, for example work with children or vulnerable adults, where the employer can ask
            about spent convictions and is allowed a more detailed check. Even for those jobs, a protected (filtered)
            conviction or caution never has to be disclosed. These rules are for England and Wales: Scotland and
            Northern Ireland have their own.
          </p>
          <SourcesLine
            sources={[legalSources.effectOfRehabilitation, legalSources.exceptionsOrder, legalSources.dbsFilteringGuide]}
          />
          <p>
            <Link to="/resources?tab=legal" className={linkClass}>
              Read about spent convictions and your rights
            </Link>
          </p>
        </div>
      </Section>

      <Section title="How We Help" tone="tinted">
        <CardGrid columns={2}>
          {help.map((item) => (
            <Card key={item.title} title={item.title} icon={item.icon}>
              {item.body}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title="Your Journey With Us" intro="Four steps, at your own pace, with someone on your side.">
        <ProcessSteps steps={journey} />
      </Section>
    </>
  );
}
