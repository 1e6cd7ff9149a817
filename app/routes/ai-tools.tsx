import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-scripts";

// Nothing here needs JavaScript: the page is sent without React's scripts (docs/decisions/0015).
export const handle: PageHandle = { scripts: false, cache: true };

export const meta = () =>
  pageMeta(
    "AI Tools",
    "Coming soon: a disclosure helper and a 24/7 chat assistant for people with convictions. What you can use today instead.",
  );

export default function AiToolsPage() {
  return (
    <ComingSoon
      title="AI Tools"
      lead={
        <p>
          We are building two tools to help you prepare for applications: a disclosure helper and a chat assistant you
          can use at any time. They are not available yet.
        </p>
      }
      features={[
        {
          title: "Disclosure helper",
          description:
            "Answer a few questions about your conviction and get help working out what to tell an employer, and how to put it in your own words.",
        },
        {
          title: "24/7 chat assistant",
          description:
            "Ask questions about job hunting, applications and your rights whenever you need to, day or night. It will point you to a person when you need one.",
        },
      ]}
      nextSteps={[
        {
          to: "/cv-builder",
          label: "Write a disclosure letter",
          description: "Our CV builder already helps you write a disclosure letter, step by step, in your own browser.",
        },
        {
          to: "/resources?tab=legal#topics",
          label: "Check if your conviction is spent",
          description: "The current rehabilitation periods for England and Wales, and what employers can see.",
        },
        {
          to: "/request-callback",
          label: "Talk to a person",
          description: "Request a call back and one of our team will answer your questions.",
        },
        {
          to: "/resources#crisis-support",
          label: "Get support right now",
          description: "If you need to talk to someone today, these helplines are free and open 24 hours.",
        },
      ]}
    />
  );
}
