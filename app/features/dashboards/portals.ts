/** What each signed-in home says: the words live here, the page layout in components/portal-home.tsx. */

export type PortalKind = "candidateportal" | "employerportal" | "employer" | "partnerportal" | "caseworker";

export type NextStep = { to: string; label: string; description: string };

export type PortalContent = {
  title: string;
  lead: string;
  /** The part of the page that will hold other people's data, shown only to an approved account. */
  work: { title: string; empty: string };
};

export const portalContent: Record<PortalKind, PortalContent> = {
  candidateportal: {
    title: "Candidate portal",
    lead: "Your home on Fair Chance Works: your account, the CV builder and the help you can ask for.",
    work: {
      title: "Your applications and support",
      empty:
        "The website does not show applications or support sessions. To talk about your job search or the support you need, ask us for a call back or call us: our number is at the bottom of this page.",
    },
  },
  employerportal: {
    title: "Employer portal",
    lead: "Your organisation's home on Fair Chance Works: your account, and how to reach our team.",
    work: {
      title: "Candidates put forward to you",
      empty:
        "The website does not list candidates. To tell us about a role, or to ask about candidates for one, ask us for a call back or call us: our number is at the bottom of this page. We share a candidate's details only with their agreement.",
    },
  },
  employer: {
    title: "Employer dashboard",
    lead: "Your organisation's home on Fair Chance Works: your account, and how to reach our team.",
    work: {
      title: "Your roles and applications",
      empty:
        "The website does not list your roles or applications. To tell us about a vacancy, ask us for a call back or call us: our number is at the bottom of this page. The demonstration employer view shows an employer dashboard with made-up roles and candidates.",
    },
  },
  partnerportal: {
    title: "Partner portal",
    lead: "Your organisation's home on Fair Chance Works: your account, and how to refer someone to us.",
    work: {
      title: "People you have referred",
      empty:
        "Referrals are not made through the website. To refer someone today, with their agreement, call or email us (our details are at the bottom of this page), or ask us for a call back.",
    },
  },
  caseworker: {
    title: "Caseworker dashboard",
    lead: "Your home on Fair Chance Works: your account and what you can do next.",
    work: {
      title: "Your caseload",
      empty:
        "Caseloads are not kept on the website, so no one is listed here.",
    },
  },
};

/** What anyone signed in can do next, and the extras for their role and state. */
export function nextStepsFor(user: { role: string; accountStatus: string; twoFactorEnabled: boolean }): NextStep[] {
  const steps: NextStep[] = [];
  if (!user.twoFactorEnabled) {
    steps.push({
      to: "/account?setup=two-factor",
      label: "Turn on two-step sign-in",
      description:
        user.role === "candidate"
          ? "Optional, and recommended: a code from your phone or email keeps your account safe even if someone learns your password."
          : "Your account will need it before you can see anyone else's information. It takes about two minutes.",
    });
  }
  steps.push({
    to: "/account",
    label: "Manage your account",
    description: "Change your name, email address or password, and see the devices you are signed in on.",
  });
  if (user.role === "candidate") {
    steps.push({
      to: "/cv-builder",
      label: "Build your CV",
      description: "Write a CV and, if you need one, a disclosure letter. Your draft stays on your own device.",
    });
  }
  if (user.role === "employer") {
    steps.push({
      to: "/dashboard/employerdemo",
      label: "See the demonstration employer view",
      description: "An employer dashboard with made-up roles and candidates.",
    });
  }
  steps.push(
    {
      to: "/resources",
      label: "Visit the Resources and Support Hub",
      description:
        user.role === "candidate"
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
