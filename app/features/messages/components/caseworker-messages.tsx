import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { NEW_THREAD_FORM_ID, type ThreadContact } from "../new-thread";
import type { ThreadPage } from "../threads.server";
import { NewThreadForm, type MessagesActionData } from "./new-thread-form";
import { ThreadList } from "./thread-list";

export type { MessagesActionData };

const words = {
  intro: "Your conversations with partners, candidates and employers, most recent first.",
  empty: "No one has written to you yet. Start a conversation with someone on your caseload, or their referring partner, below.",
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
  threads: ThreadPage;
  now: string;
  basePath: string;
  contacts: ThreadContact[];
  actionData: MessagesActionData;
}) {
  return (
    <>
      <CaseworkerPageHeader mode={mode} lead={<p>Conversations about the people you support. Opening one marks it read.</p>} />
      <ThreadList list={threads} basePath={basePath} now={now} words={words} />
      <DashboardSection id={NEW_THREAD_FORM_ID} title="Start a conversation" tone="tinted">
        {contacts.length === 0 ? (
          <p className="max-w-3xl">No one is on your caseload yet, so there is no one to write to.</p>
        ) : (
          <NewThreadForm
            contacts={contacts}
            actionData={actionData}
            hint="A person on your caseload (only you and they are in the conversation), or the partner that referred them (only you and the partner: the person does not see it)."
          />
        )}
      </DashboardSection>
    </>
  );
}
