import type { SubmissionResult } from "@conform-to/react";
import { Notice } from "~/components/ui/notice";
import { interviewDoneMessages, type InterviewDone } from "../interview-form";
import type { InterviewPage } from "../interviews.server";
import { CancelInterview } from "./cancel-interview";
import { InterviewDetails } from "./interview-details";
import { OfferForm } from "./offer-form";

export type InterviewActionData = { result?: SubmissionResult<string[]>; anotherResult?: SubmissionResult<string[]>; problem?: string; confirmCancel?: boolean } | undefined;

/** The employer's interview section for one application: where it stands, offer or move times, cancel. */
export function EmployerInterview({ page, done, actionData, calendarHref }: { page: InterviewPage; done: InterviewDone | null; actionData: InterviewActionData; calendarHref: string }) {
  const interview = page.interview;
  const underWay = interview !== null && interview.state !== "cancelled";
  return (
    <section aria-labelledby="interview-heading" className="max-w-3xl">
      <h2 id="interview-heading" className="text-2xl font-bold text-ink">
        Interview with {page.candidateName}
      </h2>
      <p className="mt-1 text-ink-soft">For {page.jobTitle}.</p>
      <div className="mt-4 space-y-4">
        {done ? <Notice focusOn={done}>{interviewDoneMessages[done]}</Notice> : null}
        {actionData?.problem ? <Notice tone="error">{actionData.problem}</Notice> : null}
        <InterviewDetails page={page} side="employer" calendarHref={calendarHref} />
      </div>
      {page.withdrawn ? (
        <p className="mt-6">The candidate withdrew this application, so no interview can be offered.</p>
      ) : (
        <>
          <OfferForm moving={underWay} lastResult={actionData?.result} minutes={interview?.minutes ?? null} />
          {underWay ? <CancelInterview confirming={Boolean(actionData?.confirmCancel)} otherSide={page.candidateName} /> : null}
        </>
      )}
    </section>
  );
}
