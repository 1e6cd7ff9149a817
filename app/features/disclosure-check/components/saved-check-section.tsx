import { Link } from "~/components/ui/router-link";
import { Button } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { Notice } from "~/components/ui/notice";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate } from "~/lib/dates";
import { type SavedCheckView, offenceCategoryLabels } from "../saved-result";
import { lawNote, statusHeadline } from "./checker-results";

export const CHECKER_PATH = "/candidates/ai-tools/checker";

const tone: Record<string, string> = {
  spent_immediately: "border-brand-600 bg-brand-50",
  spent: "border-brand-600 bg-brand-50",
  not_spent: "border-focus bg-accent-300/20",
  never_spent: "border-danger bg-red-50",
  indefinite: "border-focus bg-accent-300/20",
};

/**
 * "Your saved check" on the candidate's disclosure page: the result they saved from the checker, what to say for
 * each kind of check, when it was saved, and ways to check again or delete it. The same on both trees; the
 * demonstration tree refuses the delete as it refuses every form.
 */
export function SavedCheckSection({ saved, answer }: { saved: SavedCheckView | null; answer?: { message: string; error: boolean } }) {
  return (
    <DashboardSection
      id="saved-check"
      title="Your saved check"
      intro="The result you saved from our disclosure checker. It is stored encrypted, and only you can see it: not employers, and not our team."
    >
      {answer ? (
        <Notice tone={answer.error ? "error" : "success"} focusOn={answer.message} className="mb-6 max-w-3xl">
          <p>{answer.message}</p>
        </Notice>
      ) : null}
      {saved ? (
        <div className="max-w-3xl">
          <p>
            Saved on <strong>{formatDate(saved.savedAt)}</strong>.
          </p>
          <p className="mt-2 text-ink-soft">{lawNote(saved.referenceDate)}</p>
          {saved.datePassed ? (
            <p className="mt-3 rounded-lg border-l-4 border-focus bg-accent-300/20 px-4 py-3">
              <strong>A date below has passed since you saved this.</strong> Check again to see where you stand today.
            </p>
          ) : null}
          <ul className="mt-6 grid gap-6">
            {saved.records.map((record, index) => (
              <li key={index}>
                <article aria-labelledby={`saved-record-${index}`} className="rounded-xl border border-line bg-white p-5">
                  <h3 id={`saved-record-${index}`} className="text-xl font-bold">
                    {record.name}
                    {record.approximate ? " (approximate)" : ""}
                  </h3>
                  <p className="text-ink-soft">{record.sentences.join(", ")}</p>
                  <p className={`mt-3 rounded-lg border-l-4 px-4 py-3 text-lg font-bold ${tone[record.result.status] ?? ""}`}>
                    {statusHeadline[record.result.status](record.result.spent_date, record.result.basic_check)}
                  </p>
                  <h4 className="mt-4 font-semibold">If an employer asks, or asks for a basic check</h4>
                  <p className="mt-1">{record.result.basic_check}</p>
                  <h4 className="mt-4 font-semibold">If a role needs a standard or enhanced check</h4>
                  <p className="mt-1">{record.result.standard_enhanced_check}</p>
                </article>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            {saved.offenceCategories.length > 0
              ? `Kinds of offence you told us about, for the job matcher only: ${saved.offenceCategories.map((category) => offenceCategoryLabels[category].toLowerCase()).join(", ")}.`
              : "You did not tick any kind of offence, so the job matcher leaves no role out for you."}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <Link to={CHECKER_PATH} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:no-underline">
              Check again
            </Link>
            <Link to="/job-matcher" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:no-underline">
              Match me to jobs
            </Link>
            <ButtonForm label="Delete this result" values={{ intent: "delete-check" }}>
              <Button type="submit" variant="danger-outline">
                Delete this result
              </Button>
            </ButtonForm>
          </div>
          <p className="mt-2 text-sm text-ink-soft">Saving a new result from the checker replaces this one.</p>
        </div>
      ) : (
        <p className="max-w-3xl">
          You have not saved a result from our disclosure checker.{" "}
          <Link to={CHECKER_PATH} className="font-semibold text-brand-800 underline hover:no-underline">
            Check if your conviction is spent
          </Link>
          , then choose &ldquo;Save to my account&rdquo; on your results.
        </p>
      )}
    </DashboardSection>
  );
}
