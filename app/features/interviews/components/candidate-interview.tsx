import { SubmitButton } from "~/components/ui/button";
import { RadioGroup, TextArea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { appointmentWhen } from "~/features/appointments/labels";
import { ACCEPT_FORM_ID, acceptSchema, ANOTHER_FORM_ID, anotherTimeSchema, interviewDoneMessages, type InterviewDone } from "../interview-form";
import type { Interview, InterviewPage } from "../interviews.server";
import { interviewModeLabels } from "../labels";
import { CancelInterview } from "./cancel-interview";
import type { InterviewActionData } from "./employer-interview";
import { InterviewDetails } from "./interview-details";

function AcceptForm({ interview, actionData }: { interview: Interview; actionData: InterviewActionData }) {
  const kit = useSchemaForm({ id: ACCEPT_FORM_ID, schema: acceptSchema, lastResult: actionData?.result });
  const upcoming = interview.times.filter((time) => new Date(time.startsAt).getTime() > Date.now());
  return (
    <SchemaForm kit={kit} method="post" summary={["timeId"]} idFor={() => `timeId-${upcoming[0]?.id ?? ""}`} aria-labelledby="accept-heading" className="mt-6 space-y-4">
      <h3 id="accept-heading" className="text-xl font-bold text-ink">
        Choose a time
      </h3>
      <input type="hidden" name="intent" value="accept" />
      <RadioGroup
        legend="The time that suits you"
        meta={kit.fields.timeId}
        choices={upcoming.map((time) => ({ value: time.id, label: appointmentWhen(time.startsAt, time.endsAt), description: interviewModeLabels[time.mode] }))}
      />
      <SubmitButton ref={kit.submitButton} intent="accept" pendingLabel="Accepting...">
        Accept this time
      </SubmitButton>
    </SchemaForm>
  );
}

function AnotherTimeForm({ actionData }: { actionData: InterviewActionData }) {
  const kit = useSchemaForm({ id: ANOTHER_FORM_ID, schema: anotherTimeSchema, lastResult: actionData?.anotherResult });
  return (
    <SchemaForm kit={kit} method="post" summary={["message"]} aria-labelledby="another-heading" className="mt-8 space-y-4 border-t border-line pt-6">
      <h3 id="another-heading" className="text-xl font-bold text-ink">
        None of these times suit you?
      </h3>
      <input type="hidden" name="intent" value="another" />
      <TextArea label="Message to the employer" optional hint="For example, the days or times you can do. Up to 500 characters." meta={kit.fields.message} rows={3} />
      <SubmitButton ref={kit.submitButton} intent="another" pendingLabel="Sending..." variant="secondary">
        Ask for another time
      </SubmitButton>
    </SchemaForm>
  );
}

/** The candidate's interview section for one application: accept a time, ask for another, or cancel. */
export function CandidateInterview({ page, done, actionData, calendarHref }: { page: InterviewPage; done: InterviewDone | null; actionData: InterviewActionData; calendarHref: string }) {
  const interview = page.interview;
  const choosing = interview !== null && (interview.state === "offered" || interview.state === "another_time_asked");
  return (
    <section aria-labelledby="interview-heading" className="max-w-3xl">
      <h2 id="interview-heading" className="text-2xl font-bold text-ink">
        Your interview with {page.employer}
      </h2>
      <p className="mt-1 text-ink-soft">For {page.jobTitle}.</p>
      <div className="mt-4 space-y-4">
        {done ? <Notice focusOn={done}>{interviewDoneMessages[done]}</Notice> : null}
        {actionData?.problem ? <Notice tone="error">{actionData.problem}</Notice> : null}
        <InterviewDetails page={page} side="candidate" calendarHref={calendarHref} />
      </div>
      {interview && !page.withdrawn ? (
        <>
          {choosing ? <AcceptForm interview={interview} actionData={actionData} /> : null}
          {interview.state === "offered" || interview.state === "accepted" ? <AnotherTimeForm actionData={actionData} /> : null}
          {interview.state !== "cancelled" ? <CancelInterview confirming={Boolean(actionData?.confirmCancel)} otherSide={page.employer} /> : null}
        </>
      ) : null}
    </section>
  );
}
