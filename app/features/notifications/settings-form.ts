import { z } from "zod";
import { groupsForRole, noticeGroups, type GroupChoices, type NoticeGroup, type NoticeRole } from "./kinds";
import { MOBILE_MESSAGE, parseUkMobile } from "./mobile";

/**
 * The notification settings forms on every role's settings page (decision 0035). Browser-safe: the forms check
 * the same schemas before sending. Each form names itself with `intent`, so a settings page can hold other forms.
 */

export const noticeIntents = ["notice-choices", "mobile-save", "mobile-confirm", "mobile-resend", "mobile-remove", "texts-stop", "texts-start"] as const;
export type NoticeIntent = (typeof noticeIntents)[number];

export function isNoticeIntent(value: unknown): value is NoticeIntent {
  return typeof value === "string" && (noticeIntents as readonly string[]).includes(value);
}

export const CHOICES_FORM_ID = "notice-choices";
export const MOBILE_FORM_ID = "notice-mobile";
export const CODE_FORM_ID = "notice-mobile-code";

/** A checkbox's name: "email-applications", "sms-reminders". */
export function choiceField(channel: "email" | "sms", group: NoticeGroup): string {
  return `${channel}-${group}`;
}

/** A ticked box sends "on"; an unticked one sends nothing, which means "off". */
const box = z
  .literal("on", { error: "Tick the box or leave it empty" })
  .optional()
  .transform((value) => value === "on");

export const choicesSchema = z.object({
  intent: z.literal("notice-choices", { error: "That action was not recognised. Use a button on this page." }),
  ...Object.fromEntries(noticeGroups.flatMap((group) => [[choiceField("email", group), box], [choiceField("sms", group), box]])),
}) as z.ZodType<Record<string, unknown>>;

export const mobileSchema = z.object({
  intent: z.literal("mobile-save", { error: "That action was not recognised. Use a button on this page." }),
  mobile: z
    .string({ error: MOBILE_MESSAGE })
    .trim()
    .min(1, { error: MOBILE_MESSAGE })
    .max(30, { error: MOBILE_MESSAGE })
    .refine((value) => parseUkMobile(value) !== null, { error: MOBILE_MESSAGE }),
});

export const CODE_MESSAGE = "Enter the 6-digit code we sent";
export const WRONG_CODE_MESSAGE = "That code is wrong or has expired. Send a new one.";

export const codeSchema = z.object({
  intent: z.literal("mobile-confirm", { error: "That action was not recognised. Use a button on this page." }),
  code: z
    .string({ error: CODE_MESSAGE })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: CODE_MESSAGE })),
});

/** The choices form's starting values, as its checkboxes read them. */
export function choiceValues(choices: GroupChoices, role: NoticeRole): Record<string, string> {
  const values: Record<string, string> = {};
  for (const group of groupsForRole[role]) {
    if (choices[group].email) values[choiceField("email", group)] = "on";
    if (choices[group].sms) values[choiceField("sms", group)] = "on";
  }
  return values;
}
