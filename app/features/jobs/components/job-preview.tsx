import { Link } from "~/components/ui/router-link";
import { SubmitButton } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { Notice } from "~/components/ui/notice";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { employerJobPreview } from "../employer-jobs.server";
import { jobStatusLabels } from "../job-form";
import { whereText } from "../job-labels";
import { PageTop, type JobsMode } from "./employer-jobs";
import { JobPage } from "./job-page";

export type JobPreview = NonNullable<Awaited<ReturnType<typeof employerJobPreview>>>;

/**
 * A role as candidates will see it, drawn by the public job page's own component, with where the place was found
 * and, for a draft, the button that publishes it.
 */
export function JobPreviewView({ mode, base, preview, saved, problem }: { mode: JobsMode; base: string; preview: JobPreview; saved: boolean; problem?: string }) {
  const { job } = preview;
  const draft = job.status === "draft";
  return (
    <>
      <PageTop
        mode={mode}
        title={`Preview: ${job.title}`}
        lead={<p>{draft ? "Check the role as candidates will see it, then publish it." : `This is how candidates see the role. Its status: ${jobStatusLabels[job.status]}.`}</p>}
      />
      <DashboardSection id="before-publishing" title={draft ? "Before you publish" : "About this role"}>
        {saved ? (
          <Notice className="mb-6 max-w-3xl" focusOn={job.updatedAt}>
            Your changes have been saved.
          </Notice>
        ) : null}
        {problem ? (
          <Notice tone="error" className="mb-6 max-w-3xl">
            {problem}
          </Notice>
        ) : null}
        <p className="max-w-3xl text-lg">
          {preview.foundPlace ? (
            <>
              <strong>Found: {preview.foundPlace}.</strong> Candidates searching near {job.locationName} will find this role.
            </>
          ) : (
            <>
              <strong>{whereText(job)}.</strong> Candidates searching from anywhere in that area will find this role.
            </>
          )}{" "}
          <Link to={`${base}/${job.id}`} className="text-brand-700 underline">
            Change the role
          </Link>
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {draft ? (
            <ButtonForm label={`Publish ${job.title}`} values={{ intent: "publish" }}>
              <SubmitButton pendingLabel="Publishing…">Publish the role</SubmitButton>
            </ButtonForm>
          ) : null}
          <Link to={base} className="text-brand-700 underline">
            {draft ? "Keep it as a draft and go back to your roles" : "Back to your roles"}
          </Link>
        </div>
      </DashboardSection>
      <section aria-label="Preview of the job page" className="mx-auto my-8 max-w-6xl overflow-hidden rounded-xl border-4 border-dashed border-brand-200">
        <p className="bg-brand-50 px-4 py-2 font-semibold">Preview: what candidates will see</p>
        <JobPage
          job={job}
          employer={preview.employer}
          titleLevel={2}
          howToApply={<p className="mt-3">Candidates apply here with the CV and letters they choose to share with you.</p>}
        />
      </section>
    </>
  );
}
