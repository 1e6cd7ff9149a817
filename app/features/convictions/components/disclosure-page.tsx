import { ButtonLink } from "~/components/ui/button";
import { applicationStatusLabels } from "~/features/applications/labels";
import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate } from "~/lib/dates";
import { SavedCheckSection } from "~/features/disclosure-check/components/saved-check-section";
import type { SavedCheckView } from "~/features/disclosure-check/saved-result";
import type { DisclosureLetters } from "../disclosure-letters.server";

type Props = { mode: PageMode; savedCheck: SavedCheckView | null; answer?: { message: string; error: boolean } } & DisclosureLetters;

export function DisclosurePage({ mode, letters, sharedWith, savedCheck, answer }: Props) {
  return (
    <CandidatePage
      mode={mode}
      lead="Your disclosure letters: what you chose to tell employers about your conviction, in your own words. They are stored encrypted, and an employer only sees a letter if you share it with an application."
    >
      <DashboardSection id="letters" title="Your saved letters">
        {letters.length === 0 ? (
          <p className="max-w-3xl text-ink-soft">You have no saved disclosure letters yet. You can write one in the CV builder.</p>
        ) : (
          <ul className="grid max-w-3xl gap-6">
            {letters.map((letter, index) => (
              <li key={letter.id}>
                <article aria-labelledby={`letter-${letter.id}`} className="rounded-xl border border-line bg-white p-5">
                  <h3 id={`letter-${letter.id}`} className="text-xl font-bold">
                    Letter {index + 1}
                  </h3>
                  <p className="text-ink-soft">Last changed {formatDate(letter.updatedAt)}</p>
                  <p className="mt-3 whitespace-pre-line">{letter.letter}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>
      <DashboardSection id="shared" title="Applications you shared a letter with" tone="tinted">
        {sharedWith.length === 0 ? (
          <p className="max-w-3xl text-ink-soft">You have not shared a disclosure letter with any application.</p>
        ) : (
          <ul className="max-w-3xl list-disc space-y-2 pl-6">
            {sharedWith.map((application) => (
              <li key={application.id}>
                <span className="font-semibold">{application.jobTitle}</span> at {application.employerName} ({applicationStatusLabels[application.status]})
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>
      <SavedCheckSection saved={savedCheck} answer={answer} />
      <DashboardSection id="write" title="Write or change a letter" tone="tinted">
        <p className="max-w-3xl">The CV builder helps you write a disclosure letter step by step. What you write there stays on your device until you choose to download it.</p>
        <ButtonLink to="/cv-builder" className="mt-4">
          Open the CV builder
        </ButtonLink>
      </DashboardSection>
    </CandidatePage>
  );
}
