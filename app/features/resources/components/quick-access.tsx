import { Bot, PhoneCall, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/router-link";

type QuickLink = { to: string; title: string; description: string; icon: ReactNode };

const quickLinks: QuickLink[] = [
  {
    to: "/candidates/ai-tools",
    title: "AI Tools",
    description: "A disclosure helper, and an assistant that answers questions about spent convictions and disclosure at any time.",
    icon: <Bot className="size-8" />,
  },
  {
    to: "/job-matcher",
    title: "Job Matcher",
    description: "Match your skills to employers who give people with convictions a fair chance.",
    icon: <Search className="size-8" />,
  },
  {
    to: "/request-callback",
    title: "Request a Call Back",
    description: "Talk to our team about work, training or support. We will call you at a time that suits you.",
    icon: <PhoneCall className="size-8" />,
  },
];

/** Cards whose whole area is one link; the link's text is the card's heading. */
export function QuickAccess() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {quickLinks.map((item) => (
        <li
          key={item.to}
          className="relative flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus hover:border-brand-700"
        >
          <div className="text-brand-700" aria-hidden="true">
            {item.icon}
          </div>
          <h3 className="mt-3 text-xl font-semibold">
            <Link to={item.to} className="text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none">
              {item.title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-ink-soft">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
