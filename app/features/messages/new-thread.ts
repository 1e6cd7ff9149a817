import { z } from "zod";
import { REPLY_MAX, replyMessages } from "./reply-form";

/** Starting a conversation: one form for every role, with a "Write to" choice where there is more than one person. Browser-safe. */
export const NEW_THREAD_FORM_ID = "new-conversation";

export const newThreadMessages = {
  chooseWho: "Choose who to write to",
  notAllowed: "You cannot write to that person here. Choose someone from the list.",
  noCaseworker: "You do not have a caseworker yet, so there is no one to write to here.",
} as const;

const subject = z
  .string({ error: "Enter a subject" })
  .trim()
  .min(1, "Enter a subject")
  .max(120, "The subject must be 120 characters or fewer");
const body = z.string({ error: replyMessages.empty }).trim().min(1, { error: replyMessages.empty }).max(REPLY_MAX, { error: replyMessages.tooLong });

/** A caseworker's or partner's form: who to write to (a value from the page's list), a subject and the first message. */
export const newThreadSchema = z.object({
  intent: z.literal("start"),
  to: z.string({ error: newThreadMessages.chooseWho }).trim().min(1, newThreadMessages.chooseWho),
  subject,
  body,
});

/** A candidate's form: they write to their own caseworker, so there is no one to choose. */
export const candidateThreadSchema = z.object({ intent: z.literal("start"), subject, body });

export const newThreadFieldNames = ["to", "subject", "body"] as const;
export const candidateThreadFieldNames = ["subject", "body"] as const;

/** Someone a conversation can be started with: the form's value and what the list says. */
export type ThreadContact = { value: string; label: string };
