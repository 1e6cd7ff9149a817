import { areaPath } from "~/features/dashboards/areas";

type MessagesRole = "candidate" | "caseworker" | "partner";

const pages = {
  candidate: { demo: ["candidateDemoMessages", "candidateDemoMessage"], portal: ["candidatePortalMessages", "candidatePortalMessage"] },
  caseworker: { demo: ["caseworkerMessagesDemo", "caseworkerMessageDemo"], portal: ["caseworkerMessagesPortal", "caseworkerMessagePortal"] },
  partner: { demo: ["partnerMessagesDemo", "partnerMessageDemo"], portal: ["partnerMessagesPortal", "partnerMessagePortal"] },
} as const;

/**
 * Where an unread count leads: the one thread with something unread when there is exactly one, otherwise the
 * messages page. Browser-safe.
 */
export function messagesLink(role: MessagesRole, demo: boolean, onlyUnreadThreadId: string | null): string {
  const [list, thread] = pages[role][demo ? "demo" : "portal"];
  return onlyUnreadThreadId ? areaPath(thread, { threadId: onlyUnreadThreadId }) : areaPath(list);
}
