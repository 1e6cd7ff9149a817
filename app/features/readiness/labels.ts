import type { ReadinessItem, ReadinessItemStatus, ReadinessStatus } from "../../../db/schema/vocabulary";

/** Words people see for readiness (browser-safe). */
export const readinessStatusLabels: Record<ReadinessStatus, string> = {
  not_started: "Not started",
  support_needed: "Support needed",
  support_declined: "Support declined",
  ready_to_work: "Ready to work",
};

/** The statuses a caseworker can set, each with a reason: "Not started" is only where everyone begins. */
export const readinessStatusChoices = ["support_needed", "support_declined", "ready_to_work"] as const satisfies readonly ReadinessStatus[];

export const readinessItemLabels: Record<ReadinessItem, string> = {
  bank_account: "Bank account",
  cv_and_covering_letter: "CV and covering letter",
  disclosure_letter: "Disclosure letter",
  email: "Email address",
  phone: "Phone",
  housing: "Housing",
  id: "ID",
  interview_clothing: "Interview clothing",
};

export const readinessItemStatusLabels: Record<ReadinessItemStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  done: "Done",
};

/** Said beside a checklist item the service marked done because it saw the thing itself (a saved CV, say). */
export const markedAutomatically = "(marked automatically)";
