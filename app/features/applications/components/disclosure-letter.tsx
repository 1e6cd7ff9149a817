import { Link } from "~/components/ui/router-link";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";

/** A disclosure letter a candidate chose to share with an application, in their own words. */
export function DisclosureLetterView({
  mode,
  base,
  letter,
}: {
  mode: "demo" | "portal";
  base: string;
  letter: { candidateName: string; jobTitle: string; letters: string[] } | null;
}) {
  return (
    <>
      <DashboardHeader
        eyebrow={mode === "demo" ? "Demonstration" : "Employer"}
        title="Disclosure letter"
        lead={<p>A letter in the candidate's own words, shared with one application. Each time it is opened, the service records who read it.</p>}
      />
      <DashboardSection id="letter" title={letter ? `${letter.candidateName}, for ${letter.jobTitle}` : "About this letter"}>
        <p className="mb-6">
          <Link to={base} className="text-brand-700 underline">
            Back to applications
          </Link>
        </p>
        {mode === "demo" ? (
          <EmptyState>Demonstration candidates' letters are not shown. In your own portal, a letter a candidate shares with you opens here.</EmptyState>
        ) : letter && letter.letters.length > 0 ? (
          <div className="max-w-3xl space-y-6">
            {letter.letters.map((text, index) => (
              <blockquote key={index} className="whitespace-pre-line rounded-xl border border-line bg-white p-5 text-ink">
                {text}
              </blockquote>
            ))}
            <p className="text-ink-soft">Keep what you read here private. Use it only to decide on this application.</p>
          </div>
        ) : (
          <EmptyState>The candidate has not written a letter yet.</EmptyState>
        )}
      </DashboardSection>
    </>
  );
}
