import type { SubmissionResult } from "@conform-to/react";
import { Button, ButtonLink, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { TextArea, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { Link } from "~/components/ui/router-link";
import { textLinkClasses, TextLink } from "~/components/ui/prose";
import { SchemaForm } from "~/components/ui/schema-form";
import { Table } from "~/components/ui/table";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { attendanceForCandidate, appointmentModeLabels, appointmentWhen, cancelledLine } from "~/features/appointments/labels";
import { CancelAppointmentButton, ConfirmCancelAppointment } from "~/features/appointments/components/candidate-cancel";
import type { DiaryAppointment } from "../diary.server";
import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";
import { CalendarFeedSection } from "~/features/calendar-feeds/components/calendar-feed-section";
import type { FeedConfirmation } from "~/features/calendar-feeds/feeds";
import type { FeedStatus } from "~/features/calendar-feeds/feeds";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate } from "~/lib/dates";
import { diaryReadersText } from "../diary-readers";
import { DIARY_FORM_ID, diaryDoneMessages, diaryEntrySchema, diaryFieldNames, type DiaryDone, type DiaryEntry } from "../diary";

export type DiaryActionData =
  | { result: SubmissionResult<string[]> }
  | { demoRefused: true; values: Record<string, string> }
  /** A new calendar feed's address, shown once. */
  | { feedUrl: string }
  /** The feed button pressed once, asking before the current address stops working. */
  | { confirmFeed: FeedConfirmation }
  /** The question asked before cancelling an appointment (with the reason's message when it was refused). */
  | { intent: "cancel-appointment"; confirmCancel: { appointmentId: string; startsAt: string }; result?: SubmissionResult<string[]> }
  | undefined;

type Props = {
  mode: PageMode;
  appointments: DiaryAppointment[];
  entries: DiaryEntry[];
  editing: DiaryEntry | null;
  done: DiaryDone | null;
  /** Today in the UK (YYYY-MM-DD), the new entry's date. */
  today: string;
  exportHref: string;
  /** The person's calendar feed (none on the demonstration). */
  feed: FeedStatus;
  actionData: DiaryActionData;
  /** The partner organisations that may read the diary (partnersWhoMaySee), and where the person changes that. */
  diaryPartners: string[];
  sharingHref: string;
};

export function DiaryPage({ mode, appointments, entries, editing, done, today, exportHref, feed, actionData, diaryPartners, sharingHref }: Props) {
  const asked = actionData && "confirmCancel" in actionData ? actionData.confirmCancel : null;
  const confirming = (asked && appointments.find((row) => row.id === asked.appointmentId && row.cancellable)) || null;
  return (
    <CandidatePage
      mode={mode}
      lead={
        <>
          Your appointments with our team and your own diary of what you did and how it went. <span id="diary-readers">{diaryReadersText(diaryPartners)}</span>{" "}
          {/* The lead sits on the header's dark band: a white link, as in the other headers. */}
          <Link to={sharingHref} className="font-semibold text-white underline underline-offset-4">
            {diaryPartners.length > 0 ? "Change who can see your diary in your settings" : "See what partner organisations may see in your settings"}
          </Link>
          .
        </>
      }
    >
      <DashboardSection id="appointments" title="Appointments">
        {done === "appointment-cancelled" ? (
          <Notice focusOn={done} className="mb-6 max-w-3xl">
            <p>{diaryDoneMessages[done]}</p>
          </Notice>
        ) : null}
        {confirming ? <ConfirmCancelAppointment appointment={confirming} confirmation={actionData && "confirmCancel" in actionData ? actionData : undefined} /> : null}
        {appointments.length === 0 ? (
          <p className="text-ink-soft">You have no appointments in the last 90 days or coming up.</p>
        ) : (
          <Table
            caption="Your appointments from the last 90 days and coming up, soonest first"
            rows={appointments}
            rowKey={(row) => row.id}
            columns={[
              { header: "What", rowHeader: true, cell: (row) => row.title },
              { header: "When", cell: (row) => appointmentWhen(row.startsAt, row.endsAt) },
              { header: "How", cell: (row) => appointmentModeLabels[row.mode] },
              { header: "Where", cell: (row) => row.location ?? "Not given" },
              {
                header: "Status",
                cell: (row) =>
                  row.cancelled
                    ? cancelledLine(row.cancelled.at, { cancelledByName: null, cancelledByCandidate: row.cancelled.byCandidate, cancellationReason: row.cancelled.reason }, { forCandidate: true })
                    : row.attendance
                      ? attendanceForCandidate[row.attendance]
                      : "Booked",
              },
              // Only the person's own appointments with our team that are still to come; the demonstration changes nothing.
              ...(mode === "portal" ? [{ header: "Change", cell: (row: DiaryAppointment) => (row.cancellable ? <CancelAppointmentButton appointment={row} /> : null) }] : []),
            ]}
          />
        )}
      </DashboardSection>

      <DashboardSection id="your-diary" title="Your diary" tone="tinted">
        {done && done !== "appointment-cancelled" ? (
          <Notice focusOn={done} className="mb-6 max-w-3xl">
            <p>{diaryDoneMessages[done]}</p>
          </Notice>
        ) : null}
        <EntryForm key={editing?.id ?? "new"} editing={editing} today={today} actionData={actionData} />
        <h3 className="mt-10 text-xl font-bold">Your entries</h3>
        {entries.length === 0 ? (
          <p className="mt-2 text-ink-soft">You have not written anything in your diary yet.</p>
        ) : (
          <ul className="mt-4 grid max-w-3xl gap-4">
            {entries.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>

      <DashboardSection id="export" title="Add to your calendar">
        <p className="max-w-3xl">Download your appointments and diary entries as a calendar file, which you can open in your phone or computer's calendar.</p>
        <p className="mt-4">
          <a href={exportHref} download="fair-chance-works-diary.ics" className={textLinkClasses}>
            Download your diary (.ics file)
          </a>
        </p>
      </DashboardSection>

      <CalendarFeedSection
        feed={feed}
        newFeedUrl={actionData && "feedUrl" in actionData ? actionData.feedUrl : null}
        confirmFeed={actionData && "confirmFeed" in actionData ? actionData.confirmFeed : null}
      />
    </CandidatePage>
  );
}

function EntryCard({ entry }: { entry: DiaryEntry }) {
  const deleting = useSubmitting("delete");
  const headingId = `entry-${entry.id}`;
  return (
    // Named by its title and its date: two entries can share a title.
    <article aria-labelledby={`${headingId} ${headingId}-date`} className="rounded-xl border border-line bg-white p-5">
      <p id={`${headingId}-date`} className="text-ink-soft">
        {formatDate(entry.entryDate)}
      </p>
      <h4 id={headingId} className="text-lg font-bold">
        {entry.title}
      </h4>
      {entry.body ? <p className="mt-2 whitespace-pre-line">{entry.body}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <TextLink to={`?edit=${entry.id}#${DIARY_FORM_ID}`} preventScrollReset={false}>
          Change<span className="sr-only"> {entry.title}</span>
        </TextLink>
        <ButtonForm label={`Delete ${entry.title}, ${formatDate(entry.entryDate)}`} values={{ intent: "delete", entryId: entry.id }}>
          <Button type="submit" data-submitting-label="Deleting..." variant="danger-outline" disabled={deleting}>
            Delete<span className="sr-only"> {entry.title}</span>
          </Button>
        </ButtonForm>
      </div>
    </article>
  );
}

function EntryForm({ editing, today, actionData }: { editing: DiaryEntry | null; today: string; actionData: DiaryActionData }) {
  const result = actionData && "result" in actionData && !("confirmCancel" in actionData) ? actionData.result : undefined;
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const start = editing ? { entryDate: editing.entryDate, title: editing.title, body: editing.body } : { entryDate: today, title: "", body: "" };
  const kit = useSchemaForm({
    id: DIARY_FORM_ID,
    schema: diaryEntrySchema,
    lastResult: result,
    defaultValue: refused ?? start,
  });
  const saving = useSubmitting("save");
  const { fields } = kit;
  return (
    <SchemaForm kit={kit} summary={diaryFieldNames} method="post" aria-labelledby={`${DIARY_FORM_ID}-heading`} className="max-w-2xl scroll-mt-24 space-y-6">
      <h3 id={`${DIARY_FORM_ID}-heading`} className="text-xl font-bold">
        {editing ? `Change "${editing.title}"` : "Add an entry"}
      </h3>
      <input type="hidden" name="intent" value="save" />
      {editing ? <input type="hidden" name="entryId" value={editing.id} /> : null}
      <TextField meta={fields.entryDate} type="date" label="Date" width="md" />
      <TextField meta={fields.title} label="Title" hint="For example 'Interview at the warehouse'." />
      <TextArea meta={fields.body} label="What happened" optional rows={4} />
      <div className="flex flex-wrap items-center gap-4">
        <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving..." disabled={saving} aria-disabled={saving || undefined}>
          {saving ? "Saving..." : editing ? "Save changes" : "Add entry"}
        </Button>
        {editing ? (
          <ButtonLink to="?" variant="outline">
            Cancel
          </ButtonLink>
        ) : null}
      </div>
    </SchemaForm>
  );
}
