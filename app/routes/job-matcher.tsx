import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Job Matcher",
    "Coming soon: a tool that matches your skills to fair-chance employers. Until then, our team can match you by phone.",
  );

export default function JobMatcherPage() {
  return (
    <ComingSoon
      title="Job Matcher"
      lead={
        <p>
          We are building a tool that matches your skills and experience to employers who give people with convictions a
          fair chance. It is not ready yet, but our team can do the matching with you today.
        </p>
      }
      features={[
        {
          title: "Matches based on your skills",
          description: "Tell us what you can do and what you want. We will show you roles that fit, including skills you gained in prison.",
        },
        {
          title: "Fair-chance employers only",
          description: "Every employer in the Job Matcher has agreed to consider people with criminal records fairly.",
        },
        {
          title: "Clear about checks",
          description: "Each role will say whether it needs a criminal record check, and which kind, so there are no surprises.",
        },
      ]}
      nextSteps={[
        {
          to: "/request-callback",
          label: "Talk to our team",
          description: "We will call you, learn about your skills and suggest employers who are hiring.",
        },
        {
          to: "/cv-builder",
          label: "Build your CV",
          description: "Get your CV and disclosure letter ready so you can apply as soon as you find a role.",
        },
        {
          to: "/jobs",
          label: "See the jobs board",
          description: "Our jobs board is launching soon. Find out what it will offer.",
        },
        {
          to: "/resources?tab=employment#topics",
          label: "Read our employment help",
          description: "Tips on CVs, interviews and talking about your conviction.",
        },
      ]}
    />
  );
}
