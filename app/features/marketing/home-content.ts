import type { LucideIcon } from "lucide-react";
import { checkerLink } from "~/lib/site-pages";
import { ChartColumn, Handshake, LayoutDashboard, Route as RouteIcon, UserCheck } from "lucide-react";

export const homeHero = {
  title: "Everyone Deserves a Fair Chance at Work",
  lead:
    "We help people with criminal convictions find good, lasting jobs. We work with employers who want to hire " +
    "with confidence, and with the probation services, charities and housing teams who support people along the way.",
};

export type ApproachItem = { title: string; text: string; icon: LucideIcon };

export const homeApproach: ApproachItem[] = [
  {
    title: "Specialist Recruitment",
    text:
      "We get to know each candidate, then match them to roles that fit their skills, their licence conditions and " +
      "their life. Employers meet people who are ready for the job.",
    icon: UserCheck,
  },
  {
    title: "One-to-One Support",
    text:
      "A named adviser helps with your CV, disclosure, interviews and first weeks at work. We stay in touch with " +
      "you and your employer after you start.",
    icon: Handshake,
  },
  {
    title: "Careers, Not Just Jobs",
    text:
      "We look beyond the first job. Training, qualifications and clear next steps help people build a career " +
      "they can be proud of.",
    icon: RouteIcon,
  },
  {
    title: "Impact Measurement",
    text:
      "We track what happens after someone starts work, such as how long they stay and how they progress, so " +
      "employers and funders can see the difference it makes.",
    icon: ChartColumn,
  },
  {
    title: "One Platform for Everyone",
    text:
      "Candidates, employers, caseworkers and partner organisations work together in one place, so nobody has " +
      "to repeat their story or chase an update.",
    icon: LayoutDashboard,
  },
];

export type Stakeholder = { title: string; text: string; to: string; linkLabel: string; also?: { to: string; label: string } };

export const stakeholders: Stakeholder[] = [
  {
    title: "For Employers",
    text:
      "Fill vacancies with motivated, work-ready people. We screen and prepare candidates, and keep supporting " +
      "you and your new starter after they begin.",
    to: "/employers",
    linkLabel: "How we help employers",
  },
  {
    title: "For Candidates",
    text:
      "Whatever your past, you can find work that suits you. We help with your CV, what to say about your " +
      "conviction and finding an employer who will give you a fair chance.",
    to: "/candidates",
    linkLabel: "How we help candidates",
    // The card's wording is the spec's; the disclosure helper is a second link under it.
    also: checkerLink,
  },
  {
    title: "For Partners",
    text:
      "Probation services, charities and housing teams can refer people to us and follow their progress. " +
      "Together we can help more people into lasting work.",
    to: "/partners",
    linkLabel: "How we work with partners",
  },
];

/**
 * Quotes are shown with a first name or initial only, and only with the person's written consent.
 * Before launch, the operator must replace these with quotes gathered from real people in this way.
 */
export const testimonials = [
  {
    quote:
      "I sent off dozens of applications after I came out and heard nothing back. My adviser helped me write a " +
      "short, honest letter about my past. Three weeks later I started on a building site. A year on, I'm " +
      "working towards my NVQ.",
    name: "Darren",
    role: "Site labourer",
  },
  {
    quote:
      "I was dreading the interview because I thought they would only see my record. We practised what I would " +
      "say, and when the question came I felt calm. They offered me the job that afternoon.",
    name: "S.",
    role: "Customer service adviser",
  },
  {
    quote:
      "We were nervous the first time. The candidates turned up prepared, and the support didn't stop once they " +
      "started. Two of our best team leaders came to us this way.",
    name: "Priya",
    role: "Operations manager at a logistics firm",
  },
];
