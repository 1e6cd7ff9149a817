import { z } from "zod";

/** The reply form under a message thread: one schema for the browser and the action. Browser-safe. */
export const replyFormId = "reply-form";
export const REPLY_MAX = 5000;

export const replyMessages = {
  empty: "Write your message",
  tooLong: `Your message must be ${REPLY_MAX.toLocaleString("en-GB")} characters or fewer`,
} as const;

export const replyFormSchema = z.object({
  body: z.string({ error: replyMessages.empty }).trim().min(1, { error: replyMessages.empty }).max(REPLY_MAX, { error: replyMessages.tooLong }),
});
