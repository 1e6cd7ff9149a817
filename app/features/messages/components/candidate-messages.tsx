import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { NEW_THREAD_FORM_ID } from "../new-thread";
import type { ThreadPage } from "../threads.server";
import { CandidateThreadForm, type MessagesActionData } from "./new-thread-form";
import { ThreadList } from "./thread-list";

const words = {
  intro: "Your conversations with your caseworker and with employers you applied to, most recent first.",
  empty: "No one has written to you yet, and you have not started a conversation.",
};

/** /dashboard/candidate(portal)/messages: the candidate's conversations, and writing to their caseworker. */
export function CandidateMessagesPage({
  mode,
  threads,
  now,
  basePath,
  caseworkerName,
  actionData,
}: {
  mode: PageMode;
  threads: ThreadPage;
  now: string;
  basePath: string;
  caseworkerName: string | null;
  actionData: MessagesActionData;
}) {
  return (
    <CandidatePage mode={mode} lead="Messages between you and the people helping you. Opening a conversation marks it read.">
      <ThreadList list={threads} basePath={basePath} now={now} words={words} />
      <DashboardSection id={NEW_THREAD_FORM_ID} title="Write to your caseworker" tone="tinted">
        {caseworkerName ? (
          <CandidateThreadForm caseworkerName={caseworkerName} actionData={actionData} />
        ) : (
          <p className="max-w-3xl">You do not have a caseworker yet. When one is assigned to you, you can write to them here.</p>
        )}
      </DashboardSection>
    </CandidatePage>
  );
}
