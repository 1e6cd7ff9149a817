import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useActionData, useLocation, useSearchParams } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button, ButtonLink, SubmitButton, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Checkbox, Select, TextArea, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { Table } from "~/components/ui/table";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { appointmentModeLabels } from "~/features/appointments/labels";
import type { PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { DetailItem } from "~/features/dashboards/components/detail-item";
import { formatDate, formatTime } from "~/lib/dates";
import { appointmentModes } from "../../../../db/schema/vocabulary";
import { assignAgreedMentorSchema, assignVolunteerSchema, bookMentoringSessionSchema, closeMentorRequestSchema, MENTOR_REASON_MAX, moveMentoringSessionSchema } from "../mentor-forms";
import type { RecordMentoring } from "../record-mentoring.server";

type Answer =
  | { intent: string; result?: SubmissionResult<string[]>; refused?: string; confirmEnd?: { matchId: string }; confirmCancel?: { sessionId: string; startsAt: string } }
  | DemoRefusal;

type Session = RecordMentoring["sessions"][number];

const sessionWhen = (row: Session) => `${formatDate(row.heldOn)}${row.startsAt ? `, ${formatTime(row.startsAt)}` : ""}`;

function useAnswer(intent: string) {
  const answer = useActionData<Answer>();
  const ours = answer && "intent" in answer && answer.intent === intent ? answer : undefined;
  const kept = answer && "demoRefused" in answer && answer.values.intent === intent ? answer.values : undefined;
  return { ours, kept, lastResult: ours?.result?.status === "error" ? ours.result : undefined };
}

/** The caseworker's mentoring section of a candidate's record: the request, the mentor, sessions and the forms to act. */
export function RecordMentoringSection({ mode, mentoring }: { mode: PageMode; mentoring: RecordMentoring }) {
  const answer = useActionData<Answer>();
  const refused = answer && "refused" in answer ? answer.refused : undefined;
  const { request, match } = mentoring;
  return (
    <DashboardSection id="mentoring" title="Mentoring">
      {refused ? (
        <Notice tone="error" className="mb-4 max-w-3xl">
          {refused}
        </Notice>
      ) : null}
      {request ? (
        <p className="mb-4 max-w-3xl font-semibold text-ink">They asked for a mentor on {formatDate(request.askedAt)}.</p>
      ) : !match ? (
        <p className="mb-4 max-w-3xl">They do not have a mentor and have not asked for one.</p>
      ) : null}
      {match ? (
        <CurrentMatch mode={mode} mentoring={mentoring} match={match} />
      ) : (
        <div className="grid max-w-4xl gap-6">
          <h3 className="text-lg font-bold text-ink">Assign a mentor</h3>
          {mentoring.agreed.length ? <AgreedMentorForm mode={mode} agreed={mentoring.agreed} /> : <p>No one in a partner or employer organisation is offering to mentor at the moment.</p>}
          <VolunteerForm mode={mode} />
          {request ? <CloseRequestForm mode={mode} key={request.id} /> : null}
        </div>
      )}
    </DashboardSection>
  );
}

function CurrentMatch({ mode, mentoring, match }: { mode: PageMode; mentoring: RecordMentoring; match: NonNullable<RecordMentoring["match"]> }) {
  const answer = useActionData<Answer>();
  const confirming = answer && "confirmEnd" in answer && answer.confirmEnd?.matchId === match.id ? answer.confirmEnd : undefined;
  const ending = useSubmitting("mentor-end");
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const moving = mentoring.sessions.find((session) => session.upcoming && session.id === params.get("moveSession"));
  return (
    <div className="grid max-w-4xl gap-6">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <DetailItem term="Mentor" value={match.mentorName} />
        <DetailItem term="Organisation" value={match.mentorOrganisation ?? "A volunteer"} />
        <DetailItem term="Mentoring since" value={formatDate(match.startedOn)} />
        <DetailItem term="Lived experience" value={match.livedExperience ? "Yes, they have chosen to share it" : "Not shared"} />
      </dl>
      {mentoring.sessions.length === 0 ? (
        <p>No sessions are booked yet.</p>
      ) : (
        <Table
          caption="Mentoring sessions, oldest first."
          rows={mentoring.sessions}
          rowKey={(row) => row.id}
          columns={[
            { header: "When", rowHeader: true, cell: sessionWhen },
            { header: "Length", cell: (row) => `${row.minutes} minutes` },
            { header: "How", cell: (row) => `${appointmentModeLabels[row.mode]}${row.location ? `: ${row.location}` : ""}` },
            { header: "Change", cell: (row) => (row.upcoming ? <SessionChanges session={row} /> : "Held") },
          ]}
        />
      )}
      <CancelSessionQuestion sessions={mentoring.sessions} />
      {moving ? <MoveSessionForm mode={mode} session={moving} key={`${moving.id}-${moving.startsAt}-${moving.minutes}-${moving.mode}-${moving.location}`} /> : <SessionForm mode={mode} />}
      {confirming ? (
        <ConfirmPanel
          id="confirm-end-mentoring"
          level="h3"
          question={`End mentoring with ${match.mentorName}?`}
          consequence="The candidate will no longer see them as their mentor. Past sessions stay on record. This cannot be undone."
          cancelTo={`${pathname}#mentoring`}
          cancelLabel="Keep the mentoring"
          focusOn={confirming}
          className="p-4"
        >
          <ButtonForm label="Yes, end the mentoring" values={{ intent: "mentor-end", confirmed: "yes" }}>
            <Button type="submit" data-submitting-label="Ending..." variant="danger" disabled={ending}>
              Yes, end it
            </Button>
          </ButtonForm>
        </ConfirmPanel>
      ) : (
        <ButtonForm label="End mentoring" values={{ intent: "mentor-end" }}>
          <SubmitButton variant="outline" intent="mentor-end" pendingLabel="Asking...">
            End mentoring
          </SubmitButton>
          {mode === "demo" ? <p className="mt-2 text-ink-soft">This is demonstration data, so nothing will change.</p> : null}
        </ButtonForm>
      )}
    </div>
  );
}

function AgreedMentorForm({ mode, agreed }: { mode: PageMode; agreed: RecordMentoring["agreed"] }) {
  const { kept, lastResult } = useAnswer("mentor-assign");
  const kit = useSchemaForm({ id: "mentor-assign", schema: assignAgreedMentorSchema, lastResult, defaultValue: { mentorId: kept?.mentorId ?? "" } });
  return (
    <SchemaForm kit={kit} summary={["mentorId"]} method="post" className="space-y-4 rounded-xl border border-line bg-white p-5" aria-label="Choose someone who agreed to mentor">
      <input type="hidden" name="intent" value="mentor-assign" />
      <Select
        label="Someone who agreed to mentor"
        hint={mode === "demo" ? "This is demonstration data, so nothing will be saved." : "People in partner and employer organisations who offered to mentor from their settings."}
        meta={kit.fields.mentorId}
        placeholder="Choose a mentor"
        choices={agreed.map((mentor) => ({
          value: mentor.id,
          label: `${mentor.name}${mentor.organisationName ? `, ${mentor.organisationName}` : ""}${mentor.livedExperience ? " (lived experience)" : ""}${mentor.offer ? `: ${mentor.offer.slice(0, 80)}` : ""}`,
        }))}
      />
      <SubmitButton ref={kit.submitButton} pendingLabel="Assigning...">
        Assign this mentor
      </SubmitButton>
    </SchemaForm>
  );
}

function VolunteerForm({ mode }: { mode: PageMode }) {
  const { kept, lastResult } = useAnswer("mentor-volunteer");
  const kit = useSchemaForm({
    id: "mentor-volunteer",
    schema: assignVolunteerSchema,
    lastResult,
    defaultValue: kept ? { name: kept.name ?? "", organisation: kept.organisation ?? "", email: kept.email ?? "", phone: kept.phone ?? "" } : undefined,
  });
  const { fields } = kit;
  return (
    <SchemaForm kit={kit} summary={["name", "email", "phone", "organisation"]} method="post" className="space-y-4 rounded-xl border border-line bg-white p-5" aria-label="Enter a volunteer mentor">
      <input type="hidden" name="intent" value="mentor-volunteer" />
      <p className="font-semibold text-ink">Or enter a volunteer</p>
      <TextField meta={fields.name} label="Their name" maxLength={120} autoComplete="off" />
      <TextField meta={fields.organisation} label="Their organisation" optional maxLength={120} autoComplete="off" />
      <TextField meta={fields.email} type="email" label="Email address" optional hint="Give an email address or a phone number, or both. The candidate does not see these." autoComplete="off" />
      <TextField meta={fields.phone} type="tel" label="Phone number" optional autoComplete="off" />
      <Checkbox meta={fields.livedExperience} label="They have lived experience of the justice system and are happy for the candidate to know" />
      <SubmitButton ref={kit.submitButton} pendingLabel="Assigning...">
        Assign this volunteer
      </SubmitButton>
      {mode === "demo" ? <p className="text-ink-soft">This is demonstration data, so nothing will be saved.</p> : null}
    </SchemaForm>
  );
}

function CloseRequestForm({ mode }: { mode: PageMode }) {
  const { kept, lastResult } = useAnswer("mentor-close-request");
  const kit = useSchemaForm({ id: "mentor-close-request", schema: closeMentorRequestSchema, lastResult, defaultValue: { reason: kept?.reason ?? "" } });
  const reason = kit.fields.reason!;
  return (
    <SchemaForm kit={kit} summary={["reason"]} method="post" className="space-y-4 rounded-xl border border-line bg-white p-5" aria-label="Close the request without a mentor">
      <input type="hidden" name="intent" value="mentor-close-request" />
      <h3 className="text-lg font-bold text-ink">Close the request without a mentor</h3>
      <TextArea
        label="Why"
        hint={mode === "demo" ? "This is demonstration data, so nothing will be saved." : `The candidate reads this on their mentoring page. Up to ${MENTOR_REASON_MAX} characters.`}
        meta={reason}
        {...getTextareaProps(reason)}
        rows={3}
      />
      <SubmitButton ref={kit.submitButton} variant="outline" pendingLabel="Closing...">
        Close the request
      </SubmitButton>
    </SchemaForm>
  );
}

function SessionForm({ mode }: { mode: PageMode }) {
  const { kept, lastResult } = useAnswer("mentor-session");
  const kit = useSchemaForm({
    id: "mentor-session",
    schema: bookMentoringSessionSchema,
    lastResult,
    defaultValue: kept
      ? { date: kept.date ?? "", startTime: kept.startTime ?? "", minutes: kept.minutes ?? "60", mode: kept.mode ?? "", location: kept.location ?? "" }
      : { minutes: "60" },
  });
  const { fields } = kit;
  return (
    <SchemaForm kit={kit} summary={["date", "startTime", "minutes", "mode", "location"]} method="post" className="space-y-4 rounded-xl border border-line bg-white p-5" aria-label="Book a mentoring session">
      <input type="hidden" name="intent" value="mentor-session" />
      <h3 className="text-lg font-bold text-ink">Book a mentoring session</h3>
      <SessionFields fields={fields} />
      <SubmitButton ref={kit.submitButton} pendingLabel="Booking...">
        Book the session
      </SubmitButton>
      {mode === "demo" ? <p className="text-ink-soft">This is demonstration data, so nothing will be saved.</p> : null}
    </SchemaForm>
  );
}

/** An upcoming session's two changes: a link that opens the move form, and a cancel button that asks first. */
function SessionChanges({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const when = sessionWhen(session);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonLink to={`${pathname}?moveSession=${session.id}#move-session`} variant="outline">
        Move<span className="sr-only"> the session on {when}</span>
      </ButtonLink>
      <ButtonForm label={`Cancel the session on ${when}`} values={{ intent: "mentor-session-cancel", sessionId: session.id }}>
        <SubmitButton variant="outline" intent="mentor-session-cancel" pendingLabel="Asking...">
          Cancel<span className="sr-only"> the session on {when}</span>
        </SubmitButton>
      </ButtonForm>
    </div>
  );
}

/** After a cancel press: which session, what follows, and the button that cancels it. */
function CancelSessionQuestion({ sessions }: { sessions: RecordMentoring["sessions"] }) {
  const answer = useActionData<Answer>();
  const { pathname } = useLocation();
  const cancelling = useSubmitting("mentor-session-cancel");
  const asked = answer && "confirmCancel" in answer ? answer.confirmCancel : undefined;
  const session = asked ? sessions.find((row) => row.id === asked.sessionId && row.upcoming) : undefined;
  if (!asked || !session) return null;
  return (
    <ConfirmPanel
      id="confirm-cancel-session"
      level="h3"
      question={`Cancel the session on ${sessionWhen(session)}?`}
      consequence="It leaves your calendar and the candidate's mentoring page and diary. Tell the mentor and the candidate yourself."
      cancelTo={`${pathname}#mentoring`}
      cancelLabel="Keep the session"
      focusOn={asked}
      className="p-4"
    >
      <ButtonForm label="Yes, cancel the session" values={{ intent: "mentor-session-cancel", sessionId: session.id, confirmed: "yes" }}>
        <Button type="submit" data-submitting-label="Cancelling..." variant="danger" disabled={cancelling}>
          Yes, cancel it
        </Button>
      </ButtonForm>
    </ConfirmPanel>
  );
}

/** Moves an upcoming session: the booking form, filled with what is stored. */
function MoveSessionForm({ mode, session }: { mode: PageMode; session: Session }) {
  const { kept, lastResult } = useAnswer("mentor-session-move");
  const { pathname } = useLocation();
  const stored = {
    date: session.heldOn,
    startTime: session.startsAt ? formatTime(session.startsAt) : "",
    minutes: String(session.minutes),
    mode: session.mode,
    location: session.location ?? "",
  };
  const kit = useSchemaForm({
    id: `mentor-session-move-${session.id}`,
    schema: moveMentoringSessionSchema,
    lastResult,
    defaultValue: kept ? { date: kept.date ?? "", startTime: kept.startTime ?? "", minutes: kept.minutes ?? "", mode: kept.mode ?? "", location: kept.location ?? "" } : stored,
  });
  const { fields } = kit;
  return (
    <div id="move-session" className="scroll-mt-4">
      <SchemaForm kit={kit} summary={["date", "startTime", "minutes", "mode", "location"]} method="post" className="space-y-4 rounded-xl border border-line bg-white p-5" aria-label="Move a mentoring session">
        <input type="hidden" name="intent" value="mentor-session-move" />
        <input type="hidden" name="sessionId" value={session.id} />
        <h3 className="text-lg font-bold text-ink">Move the session on {sessionWhen(session)}</h3>
        <SessionFields fields={fields} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton ref={kit.submitButton} pendingLabel="Moving...">
            Move the session
          </SubmitButton>
          <Link to={`${pathname}#mentoring`} className="font-semibold text-brand-800 underline underline-offset-4">
            Keep it as it is
          </Link>
        </div>
        {mode === "demo" ? <p className="text-ink-soft">This is demonstration data, so nothing will be saved.</p> : null}
      </SchemaForm>
    </div>
  );
}

/** A session's date, start, length, way and place: the same fields to book one and to move one. */
function SessionFields({ fields }: { fields: ReturnType<typeof useSchemaForm>["fields"] }) {
  return (
    <>
      <TextField meta={fields.date} type="date" label="Date" width="md" />
      <div className="flex flex-wrap gap-4">
        <TextField meta={fields.startTime} type="time" label="Starts at" width="short" hint="For example 14:30" />
        <TextField meta={fields.minutes} type="number" label="Length in minutes" width="short" min={15} max={240} />
      </div>
      <Select meta={fields.mode} label="How they will meet" placeholder="Choose how" choices={appointmentModes.map((value) => ({ value, label: appointmentModeLabels[value] }))} />
      <TextField meta={fields.location} label="Where, or the link or number to join" optional maxLength={200} />
    </>
  );
}
