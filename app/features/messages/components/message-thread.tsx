import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button, useSubmitting } from "~/components/ui/button";
import { TextArea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { formatDateTime } from "~/lib/dates";
import { replyFormId, replyFormSchema } from "../reply-form";
import type { ThreadDetail } from "../threads.server";

type ActionData = { result?: SubmissionResult<string[]> } | DemoRefusal;

/** One thread's messages, oldest first, and the reply form (which works without JavaScript). */
export function MessageThread({ thread, sent, backPath }: { thread: ThreadDetail; sent: boolean; backPath: string }) {
  const actionData = useActionData<ActionData>();
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const kept = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({ id: replyFormId, schema: replyFormSchema, lastResult, defaultValue: kept });
  const sending = useSubmitting();
  return (
    <>
      <DashboardSection id="messages" title="Messages">
        <p className="mb-6">
          <Link to={backPath} className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-4 hover:no-underline">
            Back to all conversations
          </Link>
        </p>
        {sent ? (
          <Notice className="mb-6" focusOn={sent}>
            Your message has been sent.
          </Notice>
        ) : null}
        <ol className="max-w-3xl space-y-4">
          {thread.messages.map((message) => (
            <li key={message.id} className={`rounded-xl border p-4 ${message.own ? "ml-6 border-brand-600 bg-brand-50" : "mr-6 border-line bg-white"}`}>
              <article aria-label={`${message.own ? "You" : message.senderName}, ${formatDateTime(message.sentAt)}`}>
                <p className="flex flex-wrap items-center gap-x-3 text-ink-soft">
                  <span className="font-semibold text-ink">{message.own ? `${message.senderName} (you)` : message.senderName}</span>
                  <span>{formatDateTime(message.sentAt)}</span>
                  {message.unread ? <span className="rounded-full bg-accent-300 px-2 py-0.5 font-semibold text-ink">New</span> : null}
                </p>
                <p className="mt-2 whitespace-pre-line">{message.body}</p>
              </article>
            </li>
          ))}
        </ol>
      </DashboardSection>
      <DashboardSection id="reply" title="Reply" tone="tinted">
        <SchemaForm kit={kit} summary={["body"]} method="post" aria-label="Reply" className="max-w-3xl space-y-6">
          <TextArea label="Your message" meta={kit.fields.body} rows={6} />
          <Button ref={kit.submitButton} type="submit" data-submitting-label="Sending..." disabled={sending} aria-disabled={sending || undefined}>
            {sending ? "Sending..." : "Send message"}
          </Button>
        </SchemaForm>
      </DashboardSection>
    </>
  );
}
