import { z } from "zod";
import { REPLY_MAX, replyMessages } from "./reply-form";

/** A caseworker starts a conversation with the partner that referred someone on their caseload (browser-safe). */
export const NEW_THREAD_FORM_ID = "new-conversation";

export const newThreadSchema = z.object({
  intent: z.literal("start"),
  referralId: z.string({ error: "Choose who to write to" }).trim().min(1, "Choose who to write to"),
  subject: z
    .string({ error: "Enter a subject" })
    .trim()
    .min(1, "Enter a subject")
    .max(120, "The subject must be 120 characters or fewer"),
  body: z.string({ error: replyMessages.empty }).trim().min(1, { error: replyMessages.empty }).max(REPLY_MAX, { error: replyMessages.tooLong }),
});

export const newThreadFieldNames = ["referralId", "subject", "body"] as const;
