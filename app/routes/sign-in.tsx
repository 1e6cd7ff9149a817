import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Sign In",
    "Accounts for candidates, employers and partners are being set up. Until they are ready, request a call back.",
  );

export default function SignInPage() {
  return (
    <ComingSoon
      title="Sign In"
      lead={
        <p>
          Accounts for candidates, employers and partners are being set up, so you cannot sign in yet. In the meantime,
          request a call back and our team will help you directly.
        </p>
      }
      features={[
        {
          title: "Candidates",
          description: "Keep track of your applications, support sessions and mentoring in one place.",
        },
        {
          title: "Employers",
          description: "Post roles, review candidates who match them and see the social value of your hiring.",
        },
        {
          title: "Partners",
          description: "Refer people you support, follow their progress and message our team securely.",
        },
      ]}
      nextSteps={[
        {
          to: "/request-callback",
          label: "Request a call back",
          description: "Tell us who you are and what you need, and we will get in touch.",
        },
        {
          to: "/cv-builder",
          label: "Build your CV",
          description: "You do not need an account: your draft stays in your own browser.",
        },
        {
          to: "/resources",
          label: "Visit the Resources and Support Hub",
          description: "Practical help with money, ID, housing, work, training and your rights.",
        },
        {
          to: "/employers",
          label: "Hiring? See how we work with employers",
          description: "Find out how we help you fill roles with people who are ready to work.",
        },
      ]}
    />
  );
}
