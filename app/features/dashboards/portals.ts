import { areaPath, type DashboardRole } from "./areas";
import { hasRole } from "../auth/roles";

/** What each home says: the words live here, the page layout in components/dashboard-home.tsx. */

export type NextStep = { to: string; label: string; description: string };

/** The sentence under a portal home's welcome. */
export const portalLeads: Record<DashboardRole, string> = {
  candidate: "Your home on Fair Chance Works: your account, the CV builder and the help you can ask for.",
  employer: "Your organisation's home on Fair Chance Works: your account, and how to reach our team.",
  partner: "Your organisation's home on Fair Chance Works: your account, and how to refer someone to us.",
  caseworker: "Your home on Fair Chance Works: your account and what you can do next.",
  admin: "Approve accounts, change roles and suspend accounts.",
};

/** The sentence under a demonstration home's heading. */
export const demoLeads: Record<DashboardRole, string> = {
  candidate: "How the candidate dashboard looks for someone looking for work with our help.",
  employer: "How the employer dashboard looks for an employer we work with.",
  partner: "How the partner dashboard looks for an organisation that refers people to us.",
  caseworker: "How the caseworker dashboard looks for a member of our team.",
  admin: "How the administrator's pages look.",
};

/** What anyone signed in can do next, and the extras for their role and state. */
export function nextStepsFor(user: { role: string; accountStatus: string; twoFactorEnabled: boolean }): NextStep[] {
  const steps: NextStep[] = [];
  if (!user.twoFactorEnabled) {
    steps.push({
      to: "/account?setup=two-factor",
      label: "Turn on two-step sign-in",
      description:
        hasRole(user, "candidate")
          ? "Optional, and recommended: a code from your phone or email keeps your account safe even if someone learns your password."
          : "Your account will need it before you can see anyone else's information. It takes about two minutes.",
    });
  }
  steps.push({
    to: "/account",
    label: "Manage your account",
    description: "Change your name, email address or password, and see the devices you are signed in on.",
  });
  if (hasRole(user, "candidate")) {
    steps.push({
      to: "/cv-builder",
      label: "Build your CV",
      description: "Write a CV and, if you need one, a disclosure letter. Your draft stays on your own device.",
    });
  }
  if (hasRole(user, "employer")) {
    steps.push({
      to: areaPath("employerDemo"),
      label: "See the demonstration employer dashboard",
      description: "The employer dashboard filled with made-up jobs, candidates and figures.",
    });
  }
  steps.push(
    {
      to: "/resources",
      label: "Visit the Resources and Support Hub",
      description:
        hasRole(user, "candidate")
          ? "Practical help with money, ID, housing, work, training and your rights."
          : "Guidance on recruitment, disclosure and the law on spent convictions that you can share.",
    },
    {
      to: "/request-callback",
      label: "Request a call back",
      description: "Tell us what you need and someone from our team will get in touch.",
    },
  );
  return steps;
}
