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
    lead: "Your home on Fair Chance Works: your account, your CV and the help you can ask for.",
    work: {
      title: "Your applications and support",
      empty:
        "You have no applications or support sessions recorded yet. When you and your adviser start working together, your applications, support sessions and mentoring will be listed here.",
    },
  },
  employerportal: {
    title: "Employer portal",
    lead: "Your organisation's home on Fair Chance Works: your account, and the candidates we put forward to you.",
    work: {
      title: "Candidates put forward to you",
      empty:
        "No candidates have been put forward to you yet. When our team matches someone to one of your roles, an anonymised summary will appear here first. You will see a name only once the candidate agrees.",
    },
  },
  employer: {
    title: "Employer dashboard",
    lead: "Your organisation's home on Fair Chance Works. The full employer dashboard, with your roles, applications and social value figures, comes next.",
    work: {
      title: "Your roles and applications",
      empty:
        "Your roles, the applications for them and your social value figures will appear here when the employer dashboard opens. Until then, our team will send you candidate summaries directly. To see how the dashboard will look, open the demonstration employer view.",
    },
  },
  partnerportal: {
    title: "Partner portal",
    lead: "Your organisation's home on Fair Chance Works: your account, and the people you refer to us.",
    work: {
      title: "People you have referred",
      empty:
        "You have not referred anyone through the portal yet. When you do, each person's progress will be listed here, and only with their consent.",
    },
  },
  caseworker: {
    title: "Caseworker dashboard",
    lead: "Your home on Fair Chance Works. The full caseworker dashboard, with your caseload, calendar and alerts, comes next.",
    work: {
      title: "Your caseload",
      empty:
        "No one has been assigned to you yet. When an administrator assigns candidates to you, they will be listed here with their next steps.",
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
      description: "How the employer dashboard will look, with made-up roles and candidates.",
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
