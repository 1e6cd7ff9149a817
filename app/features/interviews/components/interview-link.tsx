import { Link } from "~/components/ui/router-link";

/** The way from an application to its interview page: one line in a list of applications (portal only). */
export function InterviewLink({ mode, href, about }: { mode: "demo" | "portal"; href: string; about: string }) {
  if (mode !== "portal") return null;
  return (
    <p className="mt-3">
      <Link to={href} className="font-semibold text-brand-700 underline">
        Interview times<span className="sr-only"> for {about}</span>
      </Link>
    </p>
  );
}
