import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button, SubmitButton } from "~/components/ui/button";
import { Select, TextArea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { textLinkClasses } from "~/components/ui/prose";
import { SchemaForm } from "~/components/ui/schema-form";
import { type Column, Table } from "~/components/ui/table";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { applicationStatusLabels } from "~/features/applications/labels";
import { APPOINTMENT_FORM_ANCHOR } from "~/features/appointments/calendar";
import { appointmentModeLabels, appointmentWhen, attendanceLabels } from "~/features/appointments/labels";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { DetailItem } from "~/features/dashboards/components/detail-item";
import { outcomeCheckpointLabels } from "~/features/outcomes/labels";
import { readinessItemLabels, readinessItemStatusLabels, readinessStatusLabels } from "~/features/readiness/labels";
import { referralStatusLabels } from "~/features/referrals/labels";
import { formatDate, formatDateTime } from "~/lib/dates";
import { readinessItemStatuses, type ReadinessItem } from "../../../../db/schema/vocabulary";
import type { CandidateRecord } from "../candidate-record.server";
import { ReferralContactSection } from "./referral-contact";
import { availabilityLabels, barrierLabels, rightToWorkLabels } from "~/features/candidates/labels";
import type { Disclosure, RecordAccess } from "../record-commands.server";
import { caseNoteSchema, checklistItemSchema, NOTE_MAX } from "~/features/candidates/record-forms";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { ReadinessStatus } from "./readiness-status-form";
import { RecordMentoringSection } from "~/features/mentoring/components/record-mentoring";
import type { RecordMentoring } from "~/features/mentoring/record-mentoring.server";

export type RecordActionData = { intent: string; result?: SubmissionResult<string[]>; done?: string } | DemoRefusal;

/** /dashboard/caseworker(portal)/candidate/:id: one person's whole record, with the checklist and case notes to update. */
export function CandidateRecordPage({
  mode,
  record,
  disclosure,
  access,
  mentoring,
}: {
  mode: PageMode;
  record: CandidateRecord;
  disclosure: Disclosure;
  access: RecordAccess;
  mentoring: RecordMentoring;
}) {
  const actionData = useActionData<RecordActionData>();
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const { profile } = record;
  return (
    <>
      <CaseworkerPageHeader
        mode={mode}
        title={profile.fullName}
        lead={
          <p>
            Candidate record.{" "}
            <Link to={areaPath(mode === "demo" ? "caseworkerCaseloadDemo" : "caseworkerCaseloadPortal")} className="font-semibold text-white underline underline-offset-4">
              Back to your caseload
            </Link>
          </p>
        }
      />
      {done ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice className="max-w-3xl">{done}</Notice>
        </div>
      ) : null}
      {access.kind === "granted" ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice tone="info" announce={false} className="max-w-3xl">
            <p>
              This person is not on your caseload. You opened their record with a reason, which is recorded; it stays open to you until{" "}
              {formatDateTime(access.expiresAt)}.
            </p>
          </Notice>
        </div>
      ) : null}

      {record.reach ? <ReferralContactSection reach={record.reach} /> : null}

      <DashboardSection id="profile" title="Profile">
        <dl className="grid max-w-4xl gap-x-8 gap-y-4 sm:grid-cols-2">
          <DetailItem term="Town" value={profile.town ?? "Not given"} />
          <DetailItem term="How far they can travel" value={profile.travelArea ?? "Not given"} />
          <DetailItem term="Work they are interested in" value={profile.workInterests.join(", ") || "Not given"} />
          <DetailItem term="Skills" value={profile.skills.join(", ") || "Not given"} />
          <DetailItem term="Availability" value={profile.availability ? (availabilityLabels[profile.availability] ?? profile.availability) : "Not given"} />
          <DetailItem term="Right to work" value={rightToWorkLabels[profile.rightToWork] ?? profile.rightToWork} />
          <DetailItem term="Released from prison" value={profile.releasedOn ? formatDate(profile.releasedOn) : "Not recorded"} />
          <DetailItem term="Barriers to work" value={record.barriers.length ? record.barriers.map((barrier) => barrierLabels[barrier]).join(", ") : "None recorded"} />
        </dl>
      </DashboardSection>

      <DashboardSection
        id="readiness"
        title="Readiness checklist"
        tone="tinted"
        intro={`${readinessStatusLabels[record.readiness.status]}: ${record.readiness.done} of ${record.readiness.items.length} items done.`}
      >
        <ReadinessStatus mode={mode} readiness={record.readiness} />
        <ChecklistForms record={record} />
      </DashboardSection>

      <DashboardSection id="disclosure" title="Disclosure">
        <DisclosureView mode={mode} disclosure={disclosure} />
      </DashboardSection>

      <DashboardSection id="notes" title="Case notes" tone="tinted">
        <CaseNoteForm mode={mode} />
        {record.notes.length === 0 ? (
          <p className="mt-6">There are no case notes yet.</p>
        ) : (
          <ol className="mt-6 max-w-3xl space-y-4">
            {record.notes.map((note) => (
              <li key={note.id} className="rounded-xl border border-line bg-white p-4">
                <p className="font-semibold text-ink">
                  {note.authorName}, {formatDateTime(note.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </DashboardSection>

      <DashboardSection id="appointments" title="Appointments">
        <ListOrNone items={record.appointments} none="No appointments are recorded.">
          <Table caption="Appointments, latest first." columns={appointmentColumns} rows={record.appointments} rowKey={(row) => row.id} />
        </ListOrNone>
        {access.kind === "caseload" ? (
          <p className="mt-4">
            <Link
              to={`${areaPath(mode === "demo" ? "caseworkerCalendarDemo" : "caseworkerCalendarPortal")}?with=${record.id}${APPOINTMENT_FORM_ANCHOR}`}
              className={textLinkClasses}
            >
              Book an appointment
            </Link>
          </p>
        ) : null}
      </DashboardSection>

      <RecordMentoringSection mode={mode} mentoring={mentoring} />

      <DashboardSection id="applications" title="Applications" tone="tinted">
        <ListOrNone items={record.applications} none="No applications yet.">
          <Table caption="Applications, newest first." columns={applicationColumns} rows={record.applications} rowKey={(row) => row.id} />
        </ListOrNone>
      </DashboardSection>

      <DashboardSection id="referral" title="Referral source">
        {record.referrals.length === 0 ? (
          <p>They came to us directly, not through a referral.</p>
        ) : (
          <ul className="max-w-3xl space-y-2">
            {record.referrals.map((referral) => (
              <li key={referral.id}>
                Referred by {referral.referredByName} of {referral.partnerName} on {formatDate(referral.referredAt)} ({referralStatusLabels[referral.status].toLowerCase()}).
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>

      <DashboardSection id="outcomes" title="Outcomes" tone="tinted">
        <ListOrNone items={record.outcomes} none="No in-work checks are recorded yet.">
          <Table
            caption="In-work checks after a job start."
            columns={outcomeColumns}
            rows={record.outcomes}
            rowKey={(row) => `${row.applicationId}-${row.checkpoint}`}
          />
        </ListOrNone>
      </DashboardSection>
    </>
  );
}

function ListOrNone({ items, none, children }: { items: unknown[]; none: string; children: ReactNode }) {
  return items.length === 0 ? <p>{none}</p> : <>{children}</>;
}

function ChecklistForms({ record }: { record: CandidateRecord }) {
  const actionData = useActionData<RecordActionData>();
  const refusal = actionData && "intent" in actionData && actionData.intent === "checklist" && actionData.result?.status === "error" ? actionData.result : undefined;
  // A refusal goes to the form of the item it names; one naming no item on this list is told above them all.
  const refusedItem = refusal?.initialValue?.item;
  const unmatched = refusal && !record.readiness.items.some(({ item }) => item === refusedItem);
  // The demonstration refuses every change: the item's select keeps the choice that was sent, not the stored one.
  const demoKept = actionData && "demoRefused" in actionData && actionData.values.intent === "checklist" ? actionData.values : undefined;
  return (
    <>
      {unmatched ? (
        <Notice tone="error" className="mb-4 max-w-3xl">
          That change could not be saved: choose an item and where it is up to.
        </Notice>
      ) : null}
      <ul className="grid max-w-4xl gap-4 sm:grid-cols-2">
        {record.readiness.items.map(({ item, status, markedByService }) => (
          <li key={item} className="rounded-xl border border-line bg-white p-4">
            <ChecklistItemForm
              item={item}
              status={demoKept?.item === item && demoKept.status ? demoKept.status : status}
              markedByService={markedByService} lastResult={refusedItem === item ? refusal : undefined} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** One checklist item's form, on the schema the action parses; each item's form has its own id. */
function ChecklistItemForm({
  item,
  status,
  markedByService,
  lastResult,
}: {
  item: ReadinessItem;
  status: string;
  markedByService: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const kit = useSchemaForm({ id: `checklist-${item}`, schema: checklistItemSchema, lastResult, defaultValue: { status } });
  return (
    <SchemaForm kit={kit} summary={["status"]} summaryClassName="w-full" method="post" className="flex flex-wrap items-end gap-3" aria-label={readinessItemLabels[item]}>
      <input type="hidden" name="intent" value="checklist" />
      <input type="hidden" name="item" value={item} />
      <Select
        className="min-w-40 flex-1"
        label={readinessItemLabels[item]}
        hint={markedByService ? "Marked done automatically: the service saw it for itself." : undefined}
        meta={kit.fields.status}
        choices={readinessItemStatuses.map((value) => ({ value, label: readinessItemStatusLabels[value] }))}
      />
      <SubmitButton ref={kit.submitButton} variant="outline" pendingLabel="Saving...">
        Save<span className="sr-only"> {readinessItemLabels[item]}</span>
      </SubmitButton>
    </SchemaForm>
  );
}

function CaseNoteForm({ mode }: { mode: PageMode }) {
  const actionData = useActionData<RecordActionData>();
  const ours = actionData && "intent" in actionData && actionData.intent === "add-note" ? actionData : undefined;
  const kept = actionData && "demoRefused" in actionData && actionData.values.intent === "add-note" ? actionData.values.body : undefined;
  const kit = useSchemaForm({
    id: "case-note",
    schema: caseNoteSchema,
    lastResult: ours?.result,
    defaultValue: kept ? { body: kept } : undefined,
  });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-note";
  const body = kit.fields.body!;
  return (
    <SchemaForm kit={kit} summary={["body"]} formErrors={[]} method="post" className="max-w-3xl rounded-xl border border-line bg-white p-5" aria-label="New case note">
      <input type="hidden" name="intent" value="add-note" />
      <TextArea
        label="Add a case note"
        hint={mode === "demo" ? "This is demonstration data, so the note will not be saved." : `Up to ${NOTE_MAX.toLocaleString("en-GB")} characters. The candidate does not see case notes.`}
        meta={body}
        {...getTextareaProps(body)}
        rows={4}
      />
      <div className="mt-4">
        <Button ref={kit.submitButton} type="submit" data-submitting-label="Adding the note..." disabled={sending}>
          {sending ? "Adding the note..." : "Add the note"}
        </Button>
      </div>
    </SchemaForm>
  );
}

function DisclosureView({ mode, disclosure }: { mode: PageMode; disclosure: Disclosure }) {
  if (mode === "demo") return <p className="max-w-3xl">Conviction details are never shown with demonstration data. In the portal, the assigned caseworker sees them here.</p>;
  if (!disclosure.shown) return <p className="max-w-3xl">You cannot see this person's conviction details: only their own caseworker can.</p>;
  if (disclosure.records.length === 0) return <p className="max-w-3xl">They have not recorded any convictions.</p>;
  return (
    <ul className="max-w-3xl space-y-4">
      {disclosure.records.map((conviction) => (
        <li key={conviction.id} className="rounded-xl border border-line bg-white p-4">
          <p className="font-semibold text-ink">Convicted {formatDate(conviction.convictionDate)}</p>
          <p className="mt-1 break-words">{conviction.offenceDescription}</p>
          <p className="mt-1">
            Sentence: {conviction.sentence}
            {conviction.sentenceEndDate ? `, ending ${formatDate(conviction.sentenceEndDate)}` : ""}.
          </p>
          <p className="mt-1">{conviction.hasLetter ? "They have written a disclosure letter." : "They have not written a disclosure letter yet."}</p>
        </li>
      ))}
    </ul>
  );
}

type AppointmentRow = CandidateRecord["appointments"][number];
const appointmentColumns: Column<AppointmentRow>[] = [
  { header: "When", rowHeader: true, cell: (row) => appointmentWhen(row.startsAt, row.endsAt) },
  { header: "What", cell: (row) => `${row.title} (${appointmentModeLabels[row.mode].toLowerCase()})` },
  {
    header: "Attendance",
    cell: (row) => (row.attendance ? `${attendanceLabels[row.attendance]}${row.attendanceReason ? `: ${row.attendanceReason}` : ""}` : "Not recorded"),
  },
];

type ApplicationRow = CandidateRecord["applications"][number];
const applicationColumns: Column<ApplicationRow>[] = [
  { header: "Job", rowHeader: true, cell: (row) => row.jobTitle },
  { header: "Employer", cell: (row) => row.employerName },
  { header: "Status", cell: (row) => applicationStatusLabels[row.status] },
  { header: "Applied", cell: (row) => formatDate(row.appliedAt, "short"), className: "sm:whitespace-nowrap" },
];

type OutcomeRow = CandidateRecord["outcomes"][number];
const outcomeColumns: Column<OutcomeRow>[] = [
  { header: "Job", rowHeader: true, cell: (row) => row.jobTitle },
  { header: "Started", cell: (row) => formatDate(row.startedOn, "short") },
  { header: "Check", cell: (row) => outcomeCheckpointLabels[row.checkpoint] },
  { header: "Still in work", cell: (row) => (row.inWork ? "Yes" : "No") },
];
