import { appointmentWhen } from "~/features/appointments/labels";
import type { InterviewPage, InterviewTime } from "../interviews.server";
import { candidateStateLabels, employerStateLabels, interviewModeLabels } from "../labels";

/** How one time meets: the address, the video link (a link to follow), or by phone. */
function Place({ time }: { time: InterviewTime }) {
  if (time.mode === "in_person") return <>In person at {time.address}</>;
  if (time.mode === "video" && time.videoLink)
    return (
      <>
        By video:{" "}
        <a href={time.videoLink} className="font-semibold break-all text-brand-700 underline" rel="noreferrer noopener" target="_blank">
          {time.videoLink}
        </a>
      </>
    );
  return <>{interviewModeLabels[time.mode]}</>;
}

/**
 * Where an application's interview stands, as either side reads it, with the calendar file once a time is agreed,
 * and its cancellation once that time no longer stands.
 */
export function InterviewDetails({ page, side, calendarHref }: { page: InterviewPage; side: "employer" | "candidate"; calendarHref: string }) {
  const interview = page.interview;
  if (!interview) {
    return <p className="text-ink-soft">{side === "employer" ? "No interview times offered yet." : "No interview has been offered yet."}</p>;
  }
  const labels = side === "employer" ? employerStateLabels : candidateStateLabels;
  return (
    <div className="space-y-4">
      <p>
        Interview: <strong className="text-ink">{labels[interview.state]}</strong>
      </p>
      {interview.accepted ? (
        <dl className="space-y-2 rounded-xl border border-line bg-white p-4">
          <div>
            <dt className="font-semibold text-ink">When</dt>
            <dd>{appointmentWhen(interview.accepted.startsAt, interview.accepted.endsAt)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">How</dt>
            <dd>
              <Place time={interview.accepted} />
            </dd>
          </div>
          <div>
            <dd>
              <a href={calendarHref} download className="font-semibold text-brand-700 underline">
                Add this interview to your calendar (.ics file)
              </a>
            </dd>
          </div>
        </dl>
      ) : null}
      {interview.calledOff ? (
        <p>
          The time agreed before, {appointmentWhen(interview.calledOff.startsAt, interview.calledOff.endsAt)}, is no longer on. If you added it to your
          calendar,{" "}
          <a href={calendarHref} download className="font-semibold text-brand-700 underline">
            download its cancellation (.ics file)
          </a>{" "}
          to take it out.
        </p>
      ) : null}
      {interview.state === "offered" || interview.state === "another_time_asked" ? (
        <div>
          <h3 className="font-semibold text-ink">Times offered</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {interview.times.map((time) => (
              <li key={time.id}>
                {appointmentWhen(time.startsAt, time.endsAt)}. <Place time={time} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {interview.state === "another_time_asked" && interview.candidateMessage ? (
        <div>
          <h3 className="font-semibold text-ink">{side === "employer" ? `${page.candidateName}'s message` : "Your message"}</h3>
          <p className="whitespace-pre-line">{interview.candidateMessage}</p>
        </div>
      ) : null}
      {interview.state === "cancelled" ? <p>{interview.cancelledBy === "candidate" ? `Cancelled by ${side === "candidate" ? "you" : page.candidateName}.` : `Cancelled by ${side === "employer" ? "you" : page.employer}.`}</p> : null}
    </div>
  );
}
