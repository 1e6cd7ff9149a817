import type { ReadinessItem, ReadinessStatus } from "../../../db/schema/vocabulary";
import { areaPath } from "~/features/dashboards/areas";
import { readinessItemLabels } from "~/features/readiness/labels";
import { checklistTopics, resourceTabHref } from "~/features/resources/checklist-topics";
import { formatUkTime } from "~/lib/dates";

/** The one thing the candidate home suggests doing next, worked out from the person's own data (browser-safe). */

export type NextStepFacts = {
  demo: boolean;
  /** Town, when they can work and the work they want are all filled in. */
  profileComplete: boolean;
  /** The first checklist item not done, in the checklist's order. */
  firstOpenItem: ReadinessItem | null;
  hasSavedCv: boolean;
  readiness: ReadinessStatus | null;
  applications: number;
  /** An interview with an employer in the next 7 days. */
  interviewSoon: { title: string; startsAt: string } | null;
};

export type NextStep = { text: string; link: { label: string; href: string } };

/**
 * An interview coming up comes first, as it cannot wait; then the profile, the checklist, a saved CV and the
 * first application, in that order. Someone with all of those done is pointed at their applications.
 */
export function nextStepFor(facts: NextStepFacts): NextStep {
  const page = (portal: Parameters<typeof areaPath>[0], demo: Parameters<typeof areaPath>[0]) => areaPath(facts.demo ? demo : portal);
  if (facts.interviewSoon) {
    return {
      text: `You have an interview soon: ${facts.interviewSoon.title}, ${formatUkTime(facts.interviewSoon.startsAt)}. Get ready with our interview tips.`,
      link: { label: "Prepare for your interview", href: resourceTabHref("employment") },
    };
  }
  if (!facts.profileComplete) {
    return {
      text: "Tell us where you live, when you can work and the work you want, so we can find jobs that suit you.",
      link: { label: "Complete your profile", href: page("candidatePortalProfile", "candidateDemoProfile") },
    };
  }
  if (facts.firstOpenItem) {
    const label = readinessItemLabels[facts.firstOpenItem];
    // The builder writes both the CV and the disclosure letter, so those two items go straight to it.
    if (facts.firstOpenItem === "cv_and_covering_letter" || facts.firstOpenItem === "disclosure_letter") {
      return {
        text: `Next on your checklist: ${label}. Our CV and disclosure letter builder helps you write it.`,
        link: { label: "Open the CV and disclosure letter builder", href: "/cv-builder" },
      };
    }
    return {
      text: `Next on your checklist: ${label}. Our resources explain how to sort it out.`,
      link: { label: `Get help with: ${label}`, href: resourceTabHref(checklistTopics[facts.firstOpenItem]) },
    };
  }
  if (!facts.hasSavedCv) {
    return {
      text: "Build your CV and save it to your account, ready to apply for jobs.",
      link: { label: "Build your CV", href: "/cv-builder" },
    };
  }
  if (facts.readiness === "ready_to_work" && facts.applications === 0) {
    return {
      text: "You are ready to work. Find a job with an employer who welcomes people with convictions.",
      link: { label: "Look at the jobs board", href: "/jobs" },
    };
  }
  return {
    text: "Keep an eye on your applications, and look for new jobs each week.",
    link: { label: "See your applications", href: page("candidatePortalApplications", "candidateDemoApplications") },
  };
}
