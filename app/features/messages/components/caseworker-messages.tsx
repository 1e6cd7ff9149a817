import type { SubmissionResult } from "@conform-to/react";
import { Button, useSubmitting } from "~/components/ui/button";
import { Select, TextArea, TextField } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { NEW_THREAD_FORM_ID, newThreadFieldNames, newThreadSchema } from "../new-thread";
import type { ThreadContact } from "../new-thread.server";
import type { ThreadSummary } from "../threads.server";
import { ThreadList } from "./thread-list";

export type MessagesActionData = { intent: string; result: SubmissionResult<string[]> } | DemoRefusal | undefined;

const words = {
  intro: "Your conversations with partners, candidates and employers, most recent first.",
  empty: "No one has written to you yet. Start a conversation with a referring partner below.",
};

/** /dashboard/caseworker(portal)/messages: the caseworker's conversations, unread counts, and starting a new one. */
export function CaseworkerMessagesPage({
  mode,
  threads,
  now,
  basePath,
  contacts,
  actionData,
}: {
  mode: PageMode;
  threads: ThreadSummary[];
  now: string;
  basePath: string;
  contacts: ThreadContact[];
  actionData: MessagesActionData;
}) {
  return (
    <>
      <CaseworkerPageHeader mode={mode} lead={<p>Conversations about the people you support. Opening one marks it read.</p>} />
      <ThreadList threads={threads} basePath={basePath} now={now} words={words} />
      <DashboardSection id={NEW_THREAD_FORM_ID} title="Start a conversation" tone="tinted">
        {contacts.length === 0 ? <p className="max-w-3xl">No one on your caseload was referred by a partner, so there is no partner to write to yet.</p> : <NewThreadForm contacts={contacts} actionData={actionData} />}
      </DashboardSection>
    </>
  );
}

function NewThreadForm({ contacts, actionData }: { contacts: ThreadContact[]; actionData: MessagesActionData }) {
  const result = actionData && "intent" in actionData && actionData.intent === "start" ? actionData.result : undefined;
  const kept = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({ id: `${NEW_THREAD_FORM_ID}-form`, schema: newThreadSchema, lastResult: result, defaultValue: kept });
  const sending = useSubmitting("start");
  const { fields } = kit;
  return (
    <SchemaForm kit={kit} summary={newThreadFieldNames} method="post" aria-label="Start a conversation" className="max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="start" />
      <Select
        meta={fields.referralId}
        label="Write to"
        hint="The partner that referred someone on your caseload."
        placeholder="Choose a partner and person"
        choices={contacts.map((contact) => ({ value: contact.referralId, label: `${contact.partnerName}, about ${contact.candidateName}` }))}
      />
      <TextField meta={fields.subject} label="Subject" maxLength={120} />
      <TextArea meta={fields.body} label="Your message" rows={6} />
      <Button ref={kit.submitButton} type="submit" disabled={sending} aria-disabled={sending || undefined}>
        {sending ? "Sending..." : "Send message"}
      </Button>
    </SchemaForm>
  );
}
