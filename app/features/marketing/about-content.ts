import type { LucideIcon } from "lucide-react";
import { Award, Handshake, Scale, ShieldCheck, Sprout, Target, Clock, Users, Search } from "lucide-react";

export const aboutHero = {
  title: "About Us",
  lead:
    "Fair Chance Works is a social enterprise. We help people with criminal convictions into good, lasting work, " +
    "and we help employers find the talented people they have been missing.",
};

export const mission = [
  "A criminal record should not be a life sentence of unemployment. Yet most people leaving prison do not find work, " +
    "and many who have never been to prison are turned away as soon as they mention a conviction.",
  "Our mission is to change that. We prepare and support people with convictions, we help employers recruit them " +
    "fairly and safely, and we work with the services around each person so that a new job becomes a new start.",
];

export type Principle = { name: string; text: string; icon: LucideIcon };

export const principles: Principle[] = [
  {
    name: "Fair Access",
    text:
      "People should be judged on what they can do now, not only on their past. We open doors to jobs that are " +
      "often closed to people with convictions, and we never charge candidates for finding work.",
    icon: Scale,
  },
  {
    name: "Integrity",
    text:
      "We are honest with everyone. We help people understand what they need to disclose and say it in their own " +
      "words, and we never hide anything an employer is entitled to know.",
    icon: ShieldCheck,
  },
  {
    name: "Partnership",
    text:
      "Nobody gets back into work alone. We work hand in hand with employers, probation services, charities and " +
      "housing teams.",
    icon: Handshake,
  },
  {
    name: "Growth",
    text:
      "A first job is a starting point. We back training, qualifications and promotion so people can keep moving " +
      "forward.",
    icon: Sprout,
  },
  {
    name: "Reliability",
    text:
      "We do what we say, when we say. Employers can count on prepared candidates, and candidates can count on us " +
      "to stay in touch.",
    icon: Clock,
  },
  {
    name: "Impact",
    text:
      "We measure what happens after people start work and learn from it. Success means people stay in work and " +
      "build a life away from crime.",
    icon: Target,
  },
];

export const aboutApproach = [
  {
    title: "Smart Matching",
    text:
      "We match people to roles using their skills, experience, goals and any licence conditions, not just their " +
      "CV. Better matches mean people settle in and stay.",
    icon: Search,
  },
  {
    title: "Frontline Partnership",
    text:
      "We work closely with probation officers, prison resettlement teams, charities and housing services. They " +
      "know the people they support, and together we plan the right next step.",
    icon: Users,
  },
  {
    title: "Proven Results",
    text:
      "We aim to follow every placement and report what happens, including how many people are still in work a " +
      "year later. We are a new service, so we will publish these results once we have a full year of them.",
    icon: Award,
  },
];

export const businessCaseIntro =
  "Hiring people with convictions is not charity. It is a smart way to fill jobs, keep good staff and do right by " +
  "your community.";

export const businessCaseReasons = [
  "You reach motivated people that other employers overlook, which widens your pool of candidates.",
  "People who are given a fair chance are often loyal, which cuts the cost of staff leaving.",
  "It counts towards the social value that public-sector buyers look for when they award contracts.",
  "You help make your local community safer, because work is one of the best ways to stop reoffending.",
];

export const commitment = {
  text:
    "We are in this for the long term. Whether you are looking for work, hiring or supporting someone, this is " +
    "what you can expect from us.",
  promises: [
    "We treat details of anyone's conviction as private. We only share them with an employer when that person agrees.",
    "Our advice follows the current law on spent convictions and criminal record checks, including the changes of 28 October 2023.",
    "We never charge candidates for finding them work.",
    "We reply to every enquiry within 1 to 2 working days.",
    "We keep supporting people and employers after the job starts, not just until it is filled.",
  ],
};
