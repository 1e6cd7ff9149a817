import type { SubmissionResult } from "@conform-to/react";
import { SubmitButton } from "~/components/ui/button";
import { Select, TextArea } from "~/components/ui/field";
import { FilterForm } from "~/components/ui/filter-form";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { textLinkClasses } from "~/components/ui/prose";
import { CaseworkerPageHeader } from "~/features/dashboards/components/caseworker-page-header";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDateTime } from "~/lib/dates";
import { enquiryStatuses, formSources } from "../../../../db/schema/enquiries";
import { enquiryStatusFormId, enquiryStatusLabels, enquiryStatusSchema, formSourceLabels, inboxQuery, STATUS_NOTE_MAX, type InboxStatus } from "../inbox";
import type { Inbox, InboxEnquiry } from "../inbox.server";
import { timeToReply } from "../reply-due";

export type InboxActionData = { formId: string; result: SubmissionResult<string[]> } | undefined;

const doneMessages: Record<InboxStatus, string> = {
  new: "The enquiry is marked new again.",
  contacted: "The enquiry is marked contacted.",
  closed: "The enquiry is closed.",
};

/** /dashboard/caseworkerportal/enquiries: call-back enquiries, newest first, with their promised reply and status. */
export function EnquiryInboxPage({ inbox, now, done, exportHref, actionData }: { inbox: Inbox; now: string; done: InboxStatus | null; exportHref: string; actionData: InboxActionData }) {
  const { filter } = inbox;
  const filtered = filter.status !== "all" || filter.form !== "all";
  return (
    <>
      <CaseworkerPageHeader
        mode="portal"
        lead={
          <p>
            Call-back requests from the site's forms, newest first. We promise a reply within 24 hours to candidates and within two business days to everyone
            else. {inbox.newCount === 1 ? "One enquiry is new." : `${inbox.newCount.toLocaleString("en-GB")} enquiries are new.`}
          </p>
        }
      />
      {done ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice focusOn={done} className="max-w-3xl">
            <p>{doneMessages[done]}</p>
          </Notice>
        </div>
      ) : null}
      <DashboardSection id="filter" title="Filter">
        <FilterForm
          label="Search enquiries"
          submitLabel="Show enquiries"
          clear={filtered ? { to: "?", label: "Clear the filter" } : null}
          resetKey={`${filter.status}:${filter.form}`}
        >
          <Select
            className="min-w-48 flex-1"
            label="Status"
            id="status"
            name="status"
            defaultValue={filter.status}
            choices={[{ value: "all", label: "Any status" }, ...enquiryStatuses.map((value) => ({ value, label: enquiryStatusLabels[value] }))]}
          />
          <Select
            className="min-w-48 flex-1"
            label="Form"
            id="form"
            name="form"
            defaultValue={filter.form}
            choices={[{ value: "all", label: "Every form" }, ...formSources.map((value) => ({ value, label: formSourceLabels[value] }))]}
          />
        </FilterForm>
        <p className="mt-4">
          <a href={`${exportHref}${inboxQuery(filter)}`} download className={`${textLinkClasses} inline-flex min-h-6 items-center`}>
            Download these enquiries (CSV)
          </a>
        </p>
      </DashboardSection>
      <DashboardSection id="enquiries" title="Enquiries" tone="tinted">
        {inbox.enquiries.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-5 text-ink-soft">{filtered ? "No enquiries match this filter." : "There are no enquiries yet."}</p>
        ) : (
          <>
            {inbox.shownAll ? null : <p className="mb-4">Showing the newest {inbox.enquiries.length}. Download the CSV for every one.</p>}
            <ol className="grid max-w-4xl gap-4">
              {inbox.enquiries.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryCard enquiry={enquiry} now={now} actionData={actionData} />
                </li>
              ))}
            </ol>
          </>
        )}
      </DashboardSection>
    </>
  );
}

function EnquiryCard({ enquiry, now, actionData }: { enquiry: InboxEnquiry; now: string; actionData: InboxActionData }) {
  const headingId = `enquiry-${enquiry.id}-heading`;
  const formId = enquiryStatusFormId(enquiry.id);
  const kit = useSchemaForm({ id: formId, schema: enquiryStatusSchema, lastResult: actionData?.formId === formId ? actionData.result : undefined });
  const typed = kit.fields.status?.initialValue;
  const typedNote = kit.fields.note?.initialValue;
  const reply = timeToReply(new Date(enquiry.dueAt), new Date(now));
  const next: InboxStatus = enquiry.status === "new" ? "contacted" : enquiry.status;
  return (
    <article id={`enquiry-${enquiry.id}`} aria-labelledby={headingId} className="scroll-mt-24 rounded-xl border border-line bg-white p-5">
      <h3 id={headingId} className="text-lg font-bold break-words">
        {enquiry.name}
        <span className="font-normal text-ink-soft"> ({formSourceLabels[enquiry.formSource].toLowerCase()} enquiry)</span>
      </h3>
      <p className="mt-1">
        <strong>{enquiryStatusLabels[enquiry.status]}.</strong> Received {formatDateTime(enquiry.receivedAt)}.{" "}
        {enquiry.status === "new" ? (
          <span className={reply.overdue ? "font-semibold text-danger" : undefined}>
            Reply promised by {formatDateTime(enquiry.dueAt)}: {reply.text}.
          </span>
        ) : (
          <span>Status changed {formatDateTime(enquiry.statusChangedAt)}.</span>
        )}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd className="break-words">{enquiry.email}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{enquiry.phoneNumber}</dd>
        <dt className="font-semibold">Location</dt>
        <dd className="break-words">{enquiry.location}</dd>
        {enquiry.organisation ? (
          <>
            <dt className="font-semibold">Organisation</dt>
            <dd className="break-words">{enquiry.organisation}</dd>
          </>
        ) : null}
        {enquiry.about ? (
          <>
            <dt className="font-semibold">{enquiry.formSource === "candidate" ? "Support asked for" : "Message"}</dt>
            <dd className="whitespace-pre-line break-words">{enquiry.about}</dd>
          </>
        ) : null}
      </dl>
      {enquiry.history.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold">History</h4>
          <ol className="mt-1 list-disc space-y-1 pl-5">
            {enquiry.history.map((change) => (
              <li key={change.id} className="break-words">
                {enquiryStatusLabels[change.status]} by {change.changedByName ?? "the team"}, {formatDateTime(change.changedAt)}
                {change.note ? `: ${change.note}` : ""}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <SchemaForm
        kit={kit}
        summary={["status", "note"]}
        idFor={(name) => `${name}-${enquiry.id}`}
        summaryClassName="w-full"
        method="post"
        className="mt-4 flex flex-wrap items-end gap-4"
        aria-label={`Status of ${enquiry.name}'s enquiry`}
      >
        <input type="hidden" name="enquiryId" value={enquiry.id} />
        <Select
          className="min-w-40"
          id={`status-${enquiry.id}`}
          name="status"
          label="Move to"
          key={kit.fields.status?.key}
          defaultValue={typeof typed === "string" ? typed : next}
          error={kit.fields.status?.errors?.[0]}
          choices={enquiryStatuses.map((value) => ({ value, label: enquiryStatusLabels[value] }))}
        />
        <TextArea
          className="min-w-60 flex-1"
          id={`note-${enquiry.id}`}
          name="note"
          label="Note"
          optional
          rows={2}
          maxLength={STATUS_NOTE_MAX}
          key={kit.fields.note?.key}
          defaultValue={typeof typedNote === "string" ? typedNote : ""}
          error={kit.fields.note?.errors?.[0]}
        />
        <SubmitButton ref={kit.submitButton} pendingLabel="Saving...">
          Save<span className="sr-only"> the status of {enquiry.name}'s enquiry</span>
        </SubmitButton>
      </SchemaForm>
    </article>
  );
}
