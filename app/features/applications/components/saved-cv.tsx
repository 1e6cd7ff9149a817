import { Link } from "~/components/ui/router-link";
import type { CvDocument, CvEntry } from "~/features/cv-builder/cv-document";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";

function Entry({ entry }: { entry: CvEntry }) {
  const meta = [entry.title ? entry.organisation : "", entry.when].filter(Boolean);
  return (
    <li>
      <p className="font-bold">{entry.title || entry.organisation}</p>
      {meta.length ? <p className="text-ink-soft">{meta.join(" · ")}</p> : null}
      {entry.lines.length ? (
        <ul className="mt-2 space-y-1">
          {entry.lines.map((line, index) => (
            <li key={index} className={line.bullet ? "ml-6 list-disc" : ""}>
              {line.text}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The CV a candidate saved to their account and shared with one application, read-only. */
export function SavedCvView({ base, cv }: { base: string; cv: { candidateName: string; jobTitle: string; outline: CvDocument | null } }) {
  return (
    <>
      <DashboardHeader eyebrow="Employer" title="CV" lead={<p>The CV {cv.candidateName} saved to their account and chose to share with this application.</p>} />
      <DashboardSection id="cv" title={`${cv.candidateName}, for ${cv.jobTitle}`}>
        <p className="mb-6">
          <Link to={base} className="text-brand-700 underline">
            Back to applications
          </Link>
        </p>
        {cv.outline ? (
          <article aria-label={`${cv.candidateName}'s CV`} className="max-w-3xl rounded-xl border border-line bg-white p-5 sm:p-8">
            <p className="text-2xl font-extrabold text-ink">{cv.outline.name}</p>
            {cv.outline.contact.length ? (
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-soft">
                {cv.outline.contact.map((item) => (
                  <li key={item} className="break-all">
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
            {cv.outline.sections.map((section) => (
              <section key={section.kind} className="mt-6">
                <h3 className="border-b-2 border-brand-700 pb-1 text-lg font-bold text-brand-800">{section.title}</h3>
                {section.kind === "summary" ? (
                  <div className="mt-2 space-y-2">
                    {section.paragraphs.map((paragraph, index) => (
                      <p key={index}>{paragraph}</p>
                    ))}
                  </div>
                ) : section.kind === "skills" ? (
                  <p className="mt-2">{section.skills.join(", ")}</p>
                ) : (
                  <ul className="mt-3 space-y-4">
                    {section.entries.map((entry, index) => (
                      <Entry key={index} entry={entry} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </article>
        ) : (
          <EmptyState>This CV could not be shown. Ask the candidate to save it to their account again.</EmptyState>
        )}
      </DashboardSection>
    </>
  );
}
