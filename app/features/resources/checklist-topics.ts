import type { ReadinessItem } from "../../../db/schema/vocabulary";
import type { ResourceTabId } from "./tabs";

/** Which of the hub's topics helps with each readiness checklist item (browser-safe). */
export const checklistTopics: Record<ReadinessItem, ResourceTabId> = {
  bank_account: "practical",
  cv_and_covering_letter: "employment",
  disclosure_letter: "legal",
  email: "practical",
  phone: "practical",
  housing: "practical",
  id: "practical",
  interview_clothing: "employment",
};

export function resourceTabHref(tab: ResourceTabId): string {
  return `/resources?tab=${tab}`;
}
