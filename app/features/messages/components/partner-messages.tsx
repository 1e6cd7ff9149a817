import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { NEW_THREAD_FORM_ID, type ThreadContact } from "../new-thread";
import type { ThreadPage } from "../threads.server";
import { NewThreadForm, type MessagesActionData } from "./new-thread-form";
import { ThreadList } from "./thread-list";

/** /dashboard/partner(portal)/messages: the organisation's conversations, and starting one with a caseworker. */
export function PartnerMessagesPage({
  threads,
  contacts,
  basePath,
  now,
  actionData,
}: {
  threads: ThreadPage | null;
  contacts: ThreadContact[];
  basePath: string;
  now: string;
  actionData: MessagesActionData;
}) {
  if (!threads) return <PartnerPage>{<NoOrganisation />}</PartnerPage>;
  return (
    <PartnerPage>
      <ThreadList list={threads} basePath={basePath} now={now} />
      <DashboardSection id={NEW_THREAD_FORM_ID} title="Write to a caseworker" tone="tinted">
        <p className="mb-4 max-w-3xl">
          You can write to the caseworker of someone you referred while that person shares something with you and has a caseworker. The person does not
          see this conversation. If they stop sharing with you, it disappears from your messages.
        </p>
        {contacts.length === 0 ? (
          <p className="max-w-3xl">No one you referred shares with you and has a caseworker at the moment, so there is no one to write to yet.</p>
        ) : (
          <NewThreadForm contacts={contacts} actionData={actionData} hint="The caseworker of someone you referred." />
        )}
      </DashboardSection>
    </PartnerPage>
  );
}
