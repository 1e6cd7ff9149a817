import { z } from "zod";
import type { ApplicationStatus } from "../../../db/schema/vocabulary";

/** Withdrawing an application (browser-safe): the rule and the form's schema. */

/** Statuses after which there is nothing left to withdraw from. */
const closedStatuses: readonly ApplicationStatus[] = ["withdrawn", "unsuccessful", "unsuccessful_at_interview", "started"];

export function canWithdraw(status: ApplicationStatus): boolean {
  return !closedStatuses.includes(status);
}

export const withdrawSchema = z.object({
  intent: z.literal("withdraw", { error: "That action was not recognised. Use a button on this page." }),
  applicationId: z.uuid({ error: "That application was not recognised. Use a button on this page." }),
});

export const WITHDRAW_MESSAGES = {
  done: (title: string) => `Your application for ${title} has been withdrawn. The employer will see that it has been withdrawn.`,
  closed: "This application has already ended, so it cannot be withdrawn. Check its status below.",
  question: (title: string) => `Withdraw your application for ${title}?`,
  consequence:
    "The employer will see that you have withdrawn, and will no longer be able to open the CV, letter or details you sent. You cannot undo this.",
};
