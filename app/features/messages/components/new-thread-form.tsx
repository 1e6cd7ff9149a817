import type { SubmissionResult } from "@conform-to/react";
import { Button, useSubmitting } from "~/components/ui/button";
import { Select, TextArea, TextField } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { candidateThreadFieldNames, candidateThreadSchema, NEW_THREAD_FORM_ID, newThreadFieldNames, newThreadSchema, type ThreadContact } from "../new-thread";

export type MessagesActionData = { intent: string; result: SubmissionResult<string[]> } | DemoRefusal | undefined;

function lastResultOf(actionData: MessagesActionData) {
  const result = actionData && "intent" in actionData && actionData.intent === "start" ? actionData.result : undefined;
  const kept = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  return { result, kept };
}

/**
 * Starting a conversation with someone from `contacts` (a caseworker's or partner's list). After sending, the new
 * conversation opens, so the form is empty when the person comes back; a refused form keeps what was typed.
 */
export function NewThreadForm({ contacts, actionData, hint }: { contacts: ThreadContact[]; actionData: MessagesActionData; hint: string }) {
  const { result, kept } = lastResultOf(actionData);
  const kit = useSchemaForm({ id: `${NEW_THREAD_FORM_ID}-form`, schema: newThreadSchema, lastResult: result, defaultValue: kept });
  const sending = useSubmitting("start");
  const { fields } = kit;
  return (
    <SchemaForm kit={kit} summary={newThreadFieldNames} method="post" aria-label="Start a conversation" className="max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="start" />
      <Select meta={fields.to} label="Write to" hint={hint} placeholder="Choose who to write to" choices={contacts.map((contact) => ({ value: contact.value, label: contact.label }))} />
      <TextField meta={fields.subject} label="Subject" maxLength={120} />
      <TextArea meta={fields.body} label="Your message" rows={6} />
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Sending..." disabled={sending} aria-disabled={sending || undefined}>
        {sending ? "Sending..." : "Send message"}
      </Button>
    </SchemaForm>
  );
}

/** A candidate starts a conversation with their own caseworker: nobody to choose. */
export function CandidateThreadForm({ caseworkerName, actionData }: { caseworkerName: string; actionData: MessagesActionData }) {
  const { result, kept } = lastResultOf(actionData);
  const kit = useSchemaForm({ id: `${NEW_THREAD_FORM_ID}-form`, schema: candidateThreadSchema, lastResult: result, defaultValue: kept });
  const sending = useSubmitting("start");
  const { fields } = kit;
  return (
    <SchemaForm kit={kit} summary={candidateThreadFieldNames} method="post" aria-label="Start a conversation" className="max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="start" />
      <p>Your message goes to your caseworker, {caseworkerName}.</p>
      <TextField meta={fields.subject} label="Subject" maxLength={120} />
      <TextArea meta={fields.body} label="Your message" rows={6} />
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Sending..." disabled={sending} aria-disabled={sending || undefined}>
        {sending ? "Sending..." : "Send message"}
      </Button>
    </SchemaForm>
  );
}
